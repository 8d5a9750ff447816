import { z } from 'zod';

// Go anywhere by typing: the search of the command palette and the header's search box
// (GET /v1/search). Its limits, messages and the words of its result groups.

/** The fewest characters a search may have: shorter text would match most of an agency. */
export const QUICK_SEARCH_MIN = 3;
/** The most characters a search may have. */
export const QUICK_SEARCH_MAX = 100;
/** Results per group when the caller asks for no number. */
export const QUICK_SEARCH_DEFAULT_LIMIT = 5;
/** The most results per group a caller may ask for. */
export const QUICK_SEARCH_MAX_LIMIT = 10;

export const QUICK_SEARCH_MESSAGES = {
  tooShort: `Please enter at least ${QUICK_SEARCH_MIN} characters`,
  tooLong: `Search should be ${QUICK_SEARCH_MAX} characters or less`,
  limit: `Limit must be a whole number from 1 to ${QUICK_SEARCH_MAX_LIMIT}`,
} as const;

/** The text of a search: trimmed, then held to its length rules. */
export const ZQuickSearchText = z
  .string({ error: QUICK_SEARCH_MESSAGES.tooShort })
  .trim()
  .min(QUICK_SEARCH_MIN, QUICK_SEARCH_MESSAGES.tooShort)
  .max(QUICK_SEARCH_MAX, QUICK_SEARCH_MESSAGES.tooLong);

/** Whether `text` is long enough to be searched (the web waits until it is). */
export const isSearchable = (text: string): boolean => ZQuickSearchText.safeParse(text).success;

/** What a result is, in the order the groups are shown. */
export const QUICK_SEARCH_KINDS = ['property', 'occupant', 'invoice', 'quote'] as const;
export const ZQuickSearchKind = z.enum(QUICK_SEARCH_KINDS);
export type TQuickSearchKind = z.infer<typeof ZQuickSearchKind>;

/** The heading of each group of results, as the user reads it. */
export const QUICK_SEARCH_KIND_LABELS: Record<TQuickSearchKind, string> = {
  property: 'Properties',
  occupant: 'Occupants',
  invoice: 'Invoices',
  quote: 'Quotes',
};
