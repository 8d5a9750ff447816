/**
 * A formatter built on its first use rather than as the module loads: each costs several
 * milliseconds of a phone's start, and a page uses one or two of them.
 */
function formatter(locale: string, options?: Intl.NumberFormatOptions) {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat(locale, options));
}

const CURRENCY_OPTIONS: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};
/** '$1,234.50': in Australia, the portal's every amount, the dollar needs no name. */
const currencyFormat = formatter('en-AU', CURRENCY_OPTIONS);
/** 'A$1,234.50': the same digits (en-US groups as en-AU does), the currency named. */
const namedCurrencyFormat = formatter('en-US', CURRENCY_OPTIONS);

export interface CurrencyOptions {
  /**
   * Name the currency ('A$') where '$' alone is ambiguous: text read outside the portal's
   * Australian context, such as what it forwards to people outside the agency.
   */
  explicit?: boolean;
}
const percentFormat = formatter('en-AU', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const numberFormat = formatter('en-AU');

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value.replace(/[$,\s]/g, ''));
  return Number.isFinite(number) ? number : null;
}

/**
 * '$1,234.50', or 'A$1,234.50' when `explicit`. Amounts held as text (e.g. totalIncGst) are
 * accepted; unreadable ones give ''.
 */
export function formatCurrency(
  value: number | string | null | undefined,
  { explicit = false }: CurrencyOptions = {},
): string {
  const number = toNumber(value);
  if (number === null) return '';
  return (explicit ? namedCurrencyFormat : currencyFormat)().format(number);
}

/** '$1,234.50 inc. GST', or 'A$1,234.50 inc. GST' when `explicit`. */
export function formatPriceIncGst(
  value: number | string | null | undefined,
  options: CurrencyOptions = {},
): string {
  const price = formatCurrency(value, options);
  return price === '' ? '' : `${price} inc. GST`;
}

/** A percentage value (45.46, not 0.4546) to one decimal: '45.5%'. */
export function formatPercent(value: number | string | null | undefined): string {
  const number = toNumber(value);
  return number === null ? '' : `${percentFormat().format(number)}%`;
}

/** '1,234,567'. */
export function formatNumber(value: number | string | null | undefined): string {
  const number = toNumber(value);
  return number === null ? '' : numberFormat().format(number);
}
