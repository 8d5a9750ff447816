import type { z } from 'zod';

/**
 * For an object-level refinement: run it when the fields it reads parsed cleanly, even if other
 * fields failed, so a form shows all its messages at once rather than one round at a time; never
 * when the value is no object.
 */
export function whenValid(...fields: readonly string[]) {
  return (payload: z.core.ParsePayload): boolean =>
    // Not an object at all (a body without it, an array, a number): there is nothing to refine,
    // and neither when the value as a whole was refused.
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    !payload.issues.some(
      (issue) => (issue.path?.length ?? 0) === 0 || fields.includes(String(issue.path?.[0])),
    );
}
