import { z } from 'zod/mini';

/** Search text is trimmed and dropped from the query when empty. */
export function normaliseSearch(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

export const ZSearchText = z.pipe(z.nullish(z.string()), z.transform(normaliseSearch));
