import { formatNumber } from './number';

/**
 * 'Showing 1 property', 'Showing 12 properties' when every item is shown, otherwise
 * 'Showing 10 of 250 properties'; for a page of a longer list (`from`: the position of its
 * first item), its range: 'Showing 21–40 of 300 properties'. The noun agrees with the number
 * it follows.
 */
export function listSummary(
  shown: number,
  total: number,
  singular: string,
  plural: string,
  from?: number,
): string {
  if (shown === total) return `Showing ${formatNumber(shown)} ${shown === 1 ? singular : plural}`;
  const noun = total === 1 ? singular : plural;
  if (from === undefined || shown === 0) {
    return `Showing ${formatNumber(shown)} of ${formatNumber(total)} ${noun}`;
  }
  const to = from + shown - 1;
  const range = to === from ? formatNumber(from) : `${formatNumber(from)}–${formatNumber(to)}`;
  return `Showing ${range} of ${formatNumber(total)} ${noun}`;
}

/** 'No properties found'. */
export function emptyListText(plural: string): string {
  return `No ${plural} found`;
}

/** The empty state's second line when a search or a filter matched no property. */
export const NO_MATCHING_PROPERTIES_TEXT =
  'We could not find any properties that matched your search criteria';
