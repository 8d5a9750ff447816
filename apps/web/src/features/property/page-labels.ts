/** Headings of the property sub-pages the spec names; other segments are shown as written. */
const PAGE_LABELS: Readonly<Record<string, string>> = {
  tenancy: 'Tenancy',
  documents: 'Documents',
  history: 'History',
  'entry-preferences': 'Entry preferences',
};

export function propertyPageLabel(page: string): string {
  const known = PAGE_LABELS[page];
  if (known) return known;
  const words = page.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
