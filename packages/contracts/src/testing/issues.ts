import * as z from 'zod/v4/core';

/** Messages a schema gives for an input, keyed by dotted path ('' for the root). Tests only. */
export function issuesOf(schema: z.$ZodType, input: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, input);
  const issues: Record<string, string[]> = {};
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    (issues[path] ??= []).push(issue.message);
  }
  return issues;
}

/** All messages a schema gives for an input, in order. Tests only. */
export function messagesOf(schema: z.$ZodType, input: unknown): string[] {
  const result = z.safeParse(schema, input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
