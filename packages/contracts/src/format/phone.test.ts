import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('should show an Australian mobile in national format when stored in E.164', () => {
    expect(formatPhone('+61412345678')).toBe('0412 345 678');
  });

  it('should show an Australian landline with its area code in brackets', () => {
    expect(formatPhone('+61391234567')).toBe('(03) 9123 4567');
    expect(formatPhone('+61292114400')).toBe('(02) 9211 4400');
  });

  it('should read a number typed in any spacing the same way', () => {
    expect(formatPhone('0412345678')).toBe('0412 345 678');
    expect(formatPhone('03 9123 4567')).toBe('(03) 9123 4567');
    expect(formatPhone('1300134563')).toBe('1300 134 563');
  });

  it('should show a number of another country in international format', () => {
    expect(formatPhone('+6421234567')).toBe('+64 21 234 567');
  });

  it('should show text that is not a phone number as it is, and nothing for no number', () => {
    expect(formatPhone('ask at reception')).toBe('ask at reception');
    expect(formatPhone('12')).toBe('12');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('  ')).toBe('');
  });
});
