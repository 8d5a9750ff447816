import { describe, expect, it } from 'vitest';
import { formatAbn } from './abn';

describe('formatAbn', () => {
  it("should space an ABN as '51 824 753 556' when stored as 11 digits", () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });

  it('should space an ABN the same way when typed with other spacing', () => {
    expect(formatAbn('518 247 535 56')).toBe('51 824 753 556');
    expect(formatAbn(' 51 824 753 556 ')).toBe('51 824 753 556');
  });

  it('should show a value that is not 11 digits as it is, and nothing for none', () => {
    expect(formatAbn('5182475355')).toBe('5182475355');
    expect(formatAbn('ABN pending')).toBe('ABN pending');
    expect(formatAbn(null)).toBe('');
  });
});
