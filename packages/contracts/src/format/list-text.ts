/**
 * 'Showing 1 property', 'Showing 12 properties' when every item is shown, otherwise
 * 'Showing 10 of 250 properties'. The noun agrees with the number it follows.
 */
export function listSummary(
  shown: number,
  total: number,
  singular: string,
  plural: string,
): string {
  if (shown === total) return `Showing ${shown} ${shown === 1 ? singular : plural}`;
  return `Showing ${shown} of ${total} ${total === 1 ? singular : plural}`;
}

/** 'No properties found'. */
export function emptyListText(plural: string): string {
  return `No ${plural} found`;
}

/** The empty state's second line when a search or a filter matched no property. */
export const NO_MATCHING_PROPERTIES_TEXT =
  'We could not find any properties that matched your search criteria';
