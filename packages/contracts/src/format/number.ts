const currencyFormat = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const percentFormat = new Intl.NumberFormat('en-AU', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const numberFormat = new Intl.NumberFormat('en-AU');

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value.replace(/[$,\s]/g, ''));
  return Number.isFinite(number) ? number : null;
}

/** '$1,234.50'. Amounts held as text (e.g. totalIncGst) are accepted; unreadable ones give ''. */
export function formatCurrency(value: number | string | null | undefined): string {
  const number = toNumber(value);
  return number === null ? '' : currencyFormat.format(number);
}

/** '$1,234.50 inc. GST'. */
export function formatPriceIncGst(value: number | string | null | undefined): string {
  const price = formatCurrency(value);
  return price === '' ? '' : `${price} inc. GST`;
}

/** A percentage value (45.46, not 0.4546) to one decimal: '45.5%'. */
export function formatPercent(value: number | string | null | undefined): string {
  const number = toNumber(value);
  return number === null ? '' : `${percentFormat.format(number)}%`;
}

/** '1,234,567'. */
export function formatNumber(value: number | string | null | undefined): string {
  const number = toNumber(value);
  return number === null ? '' : numberFormat.format(number);
}
