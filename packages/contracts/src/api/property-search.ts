import { z } from 'zod';
import {
  QUICK_SEARCH_DEFAULT_LIMIT,
  QUICK_SEARCH_MAX_LIMIT,
  QUICK_SEARCH_MESSAGES,
  ZQuickSearchKind,
  ZQuickSearchText,
} from '../rules/property-search';

/**
 * GET /v1/search: the text, and how many results each group may have. The text's rule is checked
 * on the whole query, after its parameters: a stray parameter is then the first thing refused
 * ('Unknown query parameter: x'), as on every call, rather than a missing text.
 */
export const ZQuickSearchQuery = z
  .object({
    q: z.string().optional(),
    limit: z.coerce
      .number({ error: QUICK_SEARCH_MESSAGES.limit })
      .int(QUICK_SEARCH_MESSAGES.limit)
      .min(1, QUICK_SEARCH_MESSAGES.limit)
      .max(QUICK_SEARCH_MAX_LIMIT, QUICK_SEARCH_MESSAGES.limit)
      .default(QUICK_SEARCH_DEFAULT_LIMIT),
  })
  .superRefine(({ q }, ctx) => {
    const text = ZQuickSearchText.safeParse(q ?? '');
    if (!text.success) {
      ctx.addIssue({ code: 'custom', path: ['q'], message: text.error.issues[0]!.message });
    }
  });
export type TQuickSearchQuery = z.output<typeof ZQuickSearchQuery>;

/**
 * One thing found. `id` is the thing's own (property, occupant, invoice or quote), unique within
 * its kind; `compliancePropertyId` is the property it opens. `title` is what the user looks for (the
 * address, the name, 'Invoice 12345'), `detail` the line under it (the property's address, or
 * its suburb for a property; the matching phone for an occupant found by phone).
 */
export const ZQuickSearchResult = z.object({
  kind: ZQuickSearchKind,
  id: z.number().int(),
  compliancePropertyId: z.number().int(),
  title: z.string(),
  detail: z.string(),
});
export type TQuickSearchResult = z.infer<typeof ZQuickSearchResult>;

/** Results of one kind under the heading the user reads ('Properties'); empty groups are left out. */
export const ZQuickSearchGroup = z.object({
  kind: ZQuickSearchKind,
  label: z.string(),
  results: z.array(ZQuickSearchResult),
});
export type TQuickSearchGroup = z.infer<typeof ZQuickSearchGroup>;

export const ZQuickSearchAnswer = z.object({ groups: z.array(ZQuickSearchGroup) });
export type TQuickSearchAnswer = z.infer<typeof ZQuickSearchAnswer>;
