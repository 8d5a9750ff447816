import { describe, expect, it } from 'vitest';
import { formatCurrency, formatNumber, formatPercent, formatPriceIncGst } from './number';

describe('formatCurrency', () => {
  it("should show '$1,234.50' when given 1234.5", () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
  });

  it('should read amounts held as text when given a string', () => {
    expect(formatCurrency('1234.5')).toBe('$1,234.50');
    expect(formatCurrency('99')).toBe('$99.00');
    expect(formatCurrency('$1,000')).toBe('$1,000.00');
  });

  it('should round to 2 decimals when given more', () => {
    expect(formatCurrency(0.005)).toBe('$0.01');
    expect(formatCurrency(10.994)).toBe('$10.99');
    expect(formatCurrency(0)).toBe('$0.00');
  });

  it('should show nothing when the amount is missing or unreadable', () => {
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency('')).toBe('');
    expect(formatCurrency('abc')).toBe('');
    expect(formatCurrency(Number.NaN)).toBe('');
  });
});

describe('formatCurrency where the currency is ambiguous', () => {
  it("should show 'A$' when asked to name the currency", () => {
    expect(formatCurrency(1234.5, { explicit: true })).toBe('A$1,234.50');
    expect(formatCurrency('99', { explicit: true })).toBe('A$99.00');
  });

  it('should keep the sign before the currency when the amount is negative', () => {
    expect(formatCurrency(-5, { explicit: true })).toBe('-A$5.00');
    expect(formatCurrency(-5)).toBe('-$5.00');
  });

  it('should name it in a price with GST too, and show nothing for no amount', () => {
    expect(formatPriceIncGst(1234.5, { explicit: true })).toBe('A$1,234.50 inc. GST');
    expect(formatCurrency(null, { explicit: true })).toBe('');
  });
});

describe('formatPriceIncGst', () => {
  it("should add 'inc. GST' when showing a price", () => {
    expect(formatPriceIncGst(1234.5)).toBe('$1,234.50 inc. GST');
    expect(formatPriceIncGst('180')).toBe('$180.00 inc. GST');
  });

  it('should show nothing when the price is missing', () => {
    expect(formatPriceIncGst(undefined)).toBe('');
  });
});

describe('formatPercent', () => {
  it('should show one decimal when given a percentage', () => {
    expect(formatPercent(45.5)).toBe('45.5%');
    expect(formatPercent(45.46)).toBe('45.5%');
    expect(formatPercent(100)).toBe('100.0%');
    expect(formatPercent(0)).toBe('0.0%');
  });

  it('should show nothing when the value is missing', () => {
    expect(formatPercent(null)).toBe('');
  });
});

describe('formatNumber', () => {
  it('should group thousands the en-AU way when given a large number', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber('2500')).toBe('2,500');
  });

  it('should show nothing when the value is unreadable', () => {
    expect(formatNumber('n/a')).toBe('');
  });
});

describe('the number formats, written without Intl', () => {
  // What they stand in for: Intl's own en-AU (and, for 'A$', en-US) formats.
  const intl = {
    number: new Intl.NumberFormat('en-AU'),
    percent: new Intl.NumberFormat('en-AU', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    currency: new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }),
    named: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'AUD' }),
  };
  // Whole numbers, cents, and halves at every rounding place, each scaled by powers of ten, both
  // signs; carries through nines; the edges of the shortest decimal form (1e21, 1e-7).
  const values = new Set<number>([0, -0, 1e21, -1e21, 1.5e-7, 999_999.9995, 9.95, 0.05, 0.95]);
  for (let i = 0; i < 2_000; i++) {
    for (const scale of [1, 10, 1_000, 1_000_000, 0.1, 0.01, 0.001, 0.0001]) {
      for (const v of [i * scale, (i + 0.5) * scale, (i * 7 + 0.05) * scale, 99.999 * i * scale]) {
        values.add(v);
        values.add(-v);
      }
    }
  }

  it('should write every number as Intl writes it', () => {
    const differ: string[] = [];
    for (const v of values) {
      const pairs: [string, string][] = [
        [formatNumber(v), intl.number.format(v)],
        [formatPercent(v), `${intl.percent.format(v)}%`],
        [formatCurrency(v), intl.currency.format(v)],
        [formatCurrency(v, { explicit: true }), intl.named.format(v)],
      ];
      for (const [ours, theirs] of pairs)
        if (ours !== theirs) differ.push(`${v}: ${ours} ≠ ${theirs}`);
    }
    expect(values.size).toBeGreaterThan(100_000);
    expect(differ.slice(0, 20)).toEqual([]);
  });
});
