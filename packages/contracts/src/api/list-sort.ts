import { z } from 'zod/mini';

// The orders a list can be read in, as its `sort` query parameter: a column's key for its
// ascending order, the key with a leading '-' for the exact reverse (ties included).

/** The columns the property lists (portfolio, other providers, required updates) sort by. */
export const PROPERTY_SORT_KEYS = ['address', 'due-date', 'status'] as const;
export type TPropertySortKey = (typeof PROPERTY_SORT_KEYS)[number];

/** The columns the quotes list sorts by. */
export const QUOTE_SORT_KEYS = ['expiry', 'address', 'amount', 'status'] as const;
export type TQuoteSortKey = (typeof QUOTE_SORT_KEYS)[number];

/** The columns a property's invoices sort by. */
export const INVOICE_SORT_KEYS = ['due-date', 'amount', 'status'] as const;
export type TInvoiceSortKey = (typeof INVOICE_SORT_KEYS)[number];

/** A `sort` value: the key (ascending) or '-key' (descending). */
export type TSort<K extends string = string> = K | `-${K}`;

export type TSortDirection = 'ascending' | 'descending';

/** Every `sort` value of `keys`, ascending ones first. */
export const sortValues = <K extends string>(keys: readonly K[]): TSort<K>[] => [
  ...keys,
  ...keys.map((key): TSort<K> => `-${key}`),
];

/** The `sort` query parameter of a list: one of its values, `fallback` when absent. */
export function zSort<K extends string>(keys: readonly K[], fallback: TSort<K>) {
  const values = sortValues(keys) as [TSort<K>, ...TSort<K>[]];
  return z._default(
    z.enum(values, {
      error: `sort must be one of ${keys.join(', ')}, each optionally preceded by - for the reverse order`,
    }),
    // zod's typing of a generic enum's default cannot see that fallback is one of its values.
    fallback as never,
  );
}

/** The key and direction of a `sort` value. */
export function sortOf<K extends string>(sort: TSort<K>): { key: K; direction: TSortDirection } {
  return sort.startsWith('-')
    ? { key: sort.slice(1) as K, direction: 'descending' }
    : { key: sort as K, direction: 'ascending' };
}

/** The `sort` value of a key and direction. */
export const sortValue = <K extends string>(key: K, direction: TSortDirection): TSort<K> =>
  direction === 'ascending' ? key : `-${key}`;

/** How each property list orders its rows: address order is the natural one (ties: by id). */
export const DEFAULT_PROPERTY_SORT: TPropertySortKey = 'address';

export const ZPropertySort = zSort(PROPERTY_SORT_KEYS, DEFAULT_PROPERTY_SORT);
export type TPropertySort = TSort<TPropertySortKey>;
/** The quotes list: the soonest to expire first. */
export const ZQuoteSort = zSort(QUOTE_SORT_KEYS, 'expiry');
export type TQuoteSort = TSort<TQuoteSortKey>;
/** A property's invoices: the latest due first. */
export const ZInvoiceSort = zSort(INVOICE_SORT_KEYS, '-due-date');
export type TInvoiceSort = TSort<TInvoiceSortKey>;

/** What each order means, for the calls' descriptions. */
export const PROPERTY_SORT_DESCRIPTION =
  'sort: address (the default: street name, then house number as a number, then unit), ' +
  'due-date (next service due, the soonest first, properties without one last), or status ' +
  '(compliance status, by its label A to Z); each then by address. A leading - reverses the ' +
  'whole order (ties included); any other value is a 400.';

export const QUOTE_SORT_DESCRIPTION =
  'sort: expiry (the default: the soonest to expire first, quotes without an expiry last), ' +
  'address (street name, then number as a number, then unit), amount (the estimated minimum ' +
  'price, the lowest first, quotes without one last) or status (by its label A to Z); ties by ' +
  'id. A leading - reverses the whole order; any other value is a 400.';

export const INVOICE_SORT_DESCRIPTION =
  'sort: due-date (the due date, the earliest first), amount (the total including GST, the ' +
  'lowest first) or status (unpaid before paid); ties by id. The default is -due-date (the ' +
  'latest due first); a leading - reverses the whole order; any other value is a 400.';

/** The column names a person reads, as the lists' headers and the sort menu say them. */
export const propertySortLabels: Record<TPropertySortKey, string> = {
  address: 'Address',
  'due-date': 'Next service due',
  status: 'Compliance',
};

/** How each direction reads in a sort menu ('Address (A to Z)'). */
export const propertySortDirectionLabels: Record<
  TPropertySortKey,
  Record<TSortDirection, string>
> = {
  address: { ascending: 'A to Z', descending: 'Z to A' },
  'due-date': { ascending: 'soonest first', descending: 'latest first' },
  status: { ascending: 'A to Z', descending: 'Z to A' },
};

/** A sort menu's option: 'Next service due (soonest first)'. */
export const propertySortOptionLabel = (sort: TPropertySort): string => {
  const { key, direction } = sortOf(sort);
  return `${propertySortLabels[key]} (${propertySortDirectionLabels[key][direction]})`;
};
