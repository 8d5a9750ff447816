import { describe, expect, it } from 'vitest';
import { formatAbn, isValidAbn } from './abn';

describe('formatAbn', () => {
  it("should space an ABN as '51 824 753 556' when given its 11 digits", () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });

  it('should respace an ABN when it is written with other spacing', () => {
    expect(formatAbn(' 518 247 535 56 ')).toBe('51 824 753 556');
    expect(formatAbn('51 824 753 556')).toBe('51 824 753 556');
  });

  it('should keep the text as written when it is not 11 digits', () => {
    expect(formatAbn('5182475355')).toBe('5182475355');
    expect(formatAbn(' pending ')).toBe('pending');
  });

  it('should give an empty text when there is no ABN', () => {
    expect(formatAbn(null)).toBe('');
    expect(formatAbn(undefined)).toBe('');
    expect(formatAbn('')).toBe('');
  });
});

describe('isValidAbn', () => {
  it('should accept an ABN when its check digits hold, spaced or not', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('53004085616')).toBe(true);
  });

  it('should refuse an ABN when a digit is wrong, one is missing or it is not digits', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('51-824-753-556')).toBe(false);
    expect(isValidAbn('')).toBe(false);
  });
});
