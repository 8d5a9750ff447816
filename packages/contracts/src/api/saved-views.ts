import { z } from 'zod';
import { ZPortfolioFacet } from '../enums/compliance';
import { ZProvidedBy, ZServiceExclusivity } from '../enums/portfolio';
import { ZServiceCode } from '../enums/services';
import { ANALYTICS_PERIODS } from './analytics';
import { ZPropertySort } from './list-sort';
import { ZIntegratedPortfolioFacet } from './portfolio';
import { ZReportedFindingFacet } from './reported-findings';

/**
 * Saved views: a list's filters (the URL's search parameters of its page) kept under a name,
 * the user's own or shared with the agency by link, and optionally the user's default for that
 * list (applied when the list opens without any filter).
 */

/** The lists whose filters can be saved: each a page that keeps its filters in its URL. */
export const SAVED_VIEW_LISTS = [
  'portfolio',
  'other-providers',
  'required-updates',
  'access-issues',
  'reported-findings',
  'analytics',
] as const;
export const ZSavedViewList = z.enum(SAVED_VIEW_LISTS);
export type TSavedViewList = z.infer<typeof ZSavedViewList>;

export const savedViewListLabels: Record<TSavedViewList, string> = {
  portfolio: 'Portfolio',
  'other-providers': 'Other service providers',
  'required-updates': 'Required updates',
  'access-issues': 'Access issues',
  'reported-findings': 'Reported findings',
  analytics: 'Analytics',
};

/** How many views a user may keep in an agency, over all its lists. */
export const SAVED_VIEWS_PER_USER = 50;
export const SAVED_VIEW_NAME_MAX = 60;
/** The longest search string a view may hold (the URL's, without '?'). */
export const SAVED_VIEW_PARAMS_MAX = 2000;
/** The URL parameter that opens a saved view on its list: /portfolio?view=12. */
export const SAVED_VIEW_PARAM = 'view';

/** One URL parameter of a list: the values it takes and whether it may repeat. */
interface ParamRule {
  value: z.core.$ZodType;
  repeated?: true;
}

const text: ParamRule = { value: z.string().trim().min(1).max(200) };
const managerId: ParamRule = {
  value: z.union([z.literal('all'), z.string().regex(/^[1-9]\d{0,9}$/)]),
};
const sort: ParamRule = { value: ZPropertySort };
const services: ParamRule = { value: ZServiceCode, repeated: true };
const exclusivity: ParamRule = { value: ZServiceExclusivity };

/**
 * Each list's own URL parameters (those its page reads; `page` is not a filter): a view's
 * params must use only these, with values the list knows.
 */
export const SAVED_VIEW_LIST_PARAMS: Record<TSavedViewList, Record<string, ParamRule>> = {
  portfolio: {
    query: text,
    'property-manager': managerId,
    facet: { value: ZPortfolioFacet, repeated: true },
    service: services,
    'service-exclusivity': exclusivity,
    sort,
  },
  'other-providers': {
    query: text,
    'property-manager': managerId,
    'provided-by': { value: z.union([ZProvidedBy, z.literal('ALL')]) },
    facet: { value: ZIntegratedPortfolioFacet, repeated: true },
    service: services,
    sort,
  },
  'required-updates': {
    query: text,
    'property-manager': managerId,
    facet: { value: ZPortfolioFacet, repeated: true },
    service: services,
    'service-exclusivity': exclusivity,
    sort,
  },
  'access-issues': {
    query: text,
    'property-manager': managerId,
    facet: { value: ZPortfolioFacet, repeated: true },
  },
  'reported-findings': {
    query: text,
    'property-manager': managerId,
    facet: { value: ZReportedFindingFacet, repeated: true },
    service: services,
    'service-exclusivity': exclusivity,
    // Servicing categories, by name (GET /v1/reported-findings/servicing-categories).
    category: { value: z.string().trim().min(1).max(200), repeated: true },
  },
  analytics: {
    'property-manager': managerId,
    service: { value: ZServiceCode },
    region: { value: z.string().trim().min(1).max(80) },
    period: { value: z.enum(ANALYTICS_PERIODS.map(String) as [string, ...string[]]) },
  },
};

/**
 * Parameters a list's page holds in its URL that are not filters: the page says which list
 * (managed-by=OTHER is the other providers' portfolio), so a view neither stores nor changes
 * them.
 */
export const SAVED_VIEW_FIXED_PARAMS: Record<TSavedViewList, Record<string, string>> = {
  portfolio: {},
  'other-providers': { 'managed-by': 'OTHER' },
  'required-updates': {},
  'access-issues': {},
  'reported-findings': {},
  analytics: {},
};

export type TSavedViewParamsCheck = { ok: true; params: string } | { ok: false; message: string };

/**
 * Checks a view's search string against its list's parameters and answers it normalised (the
 * list's order of parameters, blanks dropped), or why it does not fit the list.
 */
export function checkSavedViewParams(list: TSavedViewList, raw: string): TSavedViewParamsCheck {
  const label = savedViewListLabels[list];
  const rules = SAVED_VIEW_LIST_PARAMS[list];
  const given = new URLSearchParams(raw.startsWith('?') ? raw.slice(1) : raw);
  for (const key of new Set(given.keys())) {
    if (!Object.hasOwn(rules, key)) {
      return { ok: false, message: `'${key}' is not a filter of ${label}` };
    }
  }
  const out = new URLSearchParams();
  for (const [key, rule] of Object.entries(rules)) {
    const values = given.getAll(key).filter((value) => value.trim() !== '');
    if (values.length > 1 && !rule.repeated) {
      return { ok: false, message: `The '${key}' filter of ${label} takes one value` };
    }
    for (const value of values) {
      if (!z.safeParse(rule.value, value).success) {
        return {
          ok: false,
          message: `'${value}' is not a value of the '${key}' filter of ${label}`,
        };
      }
      out.append(key, value.trim());
    }
  }
  return { ok: true, params: out.toString() };
}

/**
 * The list's filters as a URL holds them, normalised as a saved view keeps them: its own
 * parameters only (not the page, nor the list's fixed ones), values it does not know left out,
 * as the list's page leaves them out. Equal strings are the same filters.
 */
export function savedViewParamsOf(list: TSavedViewList, params: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const [key, rule] of Object.entries(SAVED_VIEW_LIST_PARAMS[list])) {
    const values = params.getAll(key).filter((value) => z.safeParse(rule.value, value).success);
    for (const value of rule.repeated ? values : values.slice(0, 1)) out.append(key, value.trim());
  }
  return out.toString();
}

export const SAVED_VIEW_MESSAGES = {
  notFound: 'Saved view not found',
  nameRequired: 'Enter a name for the view',
  nameTooLong: `The name can be at most ${SAVED_VIEW_NAME_MAX} characters`,
  paramsTooLong: `A view's filters can be at most ${SAVED_VIEW_PARAMS_MAX} characters`,
  nameTaken: (name: string, list: string) =>
    `You already have a view called '${name}' for ${list}: choose another name`,
  tooMany: `You can keep at most ${SAVED_VIEWS_PER_USER} saved views: delete one to save another`,
  ownerOnly: 'Only the person who saved this view can change or delete it',
  nothingToChange: 'Say what to change: a name, the filters or the sharing',
  saved: (name: string) => `View '${name}' saved`,
  updated: (name: string) => `View '${name}' updated`,
  renamed: (name: string) => `View renamed to '${name}'`,
  deleted: (name: string) => `View '${name}' deleted`,
  shared: (name: string) => `View '${name}' is shared with your agency`,
  unshared: (name: string) => `View '${name}' is now only yours`,
  madeDefault: (name: string) => `'${name}' opens by default on this list`,
  defaultCleared: (name: string) => `'${name}' no longer opens by default`,
  applied: (name: string) => `Showing the view '${name}'`,
  linkCopied: 'Link to the view copied to clipboard',
  linkPrivate: 'Only you can open it until you share it with your agency',
  linkNotCopied: 'The link could not be copied: copy it from the address bar',
  linkMissing: 'This saved view does not exist or is not shared with you',
  failed: 'Request Failed',
} as const;

const ZSavedViewName = z
  .string()
  .trim()
  .min(1, SAVED_VIEW_MESSAGES.nameRequired)
  .max(SAVED_VIEW_NAME_MAX, SAVED_VIEW_MESSAGES.nameTooLong);

const ZSavedViewParams = z.string().max(SAVED_VIEW_PARAMS_MAX, SAVED_VIEW_MESSAGES.paramsTooLong);

/** A view as its list's menu shows it: the user's own and those shared with the agency. */
export const ZSavedView = z.object({
  id: z.int(),
  list: ZSavedViewList,
  name: z.string(),
  /** The list's URL search parameters, normalised, without '?'. */
  params: z.string(),
  shared: z.boolean(),
  /** The user's own default for the list (only ever one of the user's own views). */
  isDefault: z.boolean(),
  /** Whether the signed-in user saved it (only they change or delete it). */
  isOwn: z.boolean(),
  /** Who saved it. */
  ownerName: z.string().nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TSavedView = z.infer<typeof ZSavedView>;

export const ZSavedViews = z.object({ views: z.array(ZSavedView) });
export type TSavedViews = z.infer<typeof ZSavedViews>;

/** Every query parameter is optional (a stray one is named first): without list, the portfolio's. */
export const ZSavedViewsQuery = z.object({ list: ZSavedViewList.default('portfolio') });

export const ZCreateSavedView = z
  .strictObject({
    list: ZSavedViewList,
    name: ZSavedViewName,
    params: ZSavedViewParams,
    shared: z.boolean().default(false),
    isDefault: z.boolean().default(false),
  })
  .superRefine((body, context) => {
    const check = checkSavedViewParams(body.list, body.params);
    if (!check.ok) context.addIssue({ code: 'custom', path: ['params'], message: check.message });
  });
export type TCreateSavedView = z.input<typeof ZCreateSavedView>;

/** A change of the user's own view; its filters are checked against the view's list. */
export const ZUpdateSavedView = z
  .strictObject({
    name: ZSavedViewName.optional(),
    params: ZSavedViewParams.optional(),
    shared: z.boolean().optional(),
  })
  .refine(
    (body) => body.name !== undefined || body.params !== undefined || body.shared !== undefined,
    SAVED_VIEW_MESSAGES.nothingToChange,
  );
export type TUpdateSavedView = z.input<typeof ZUpdateSavedView>;

export const ZSavedViewIdParams = z.object({ viewId: z.coerce.number().int().positive() });
