import { describe, expect, it } from 'vitest';
import { parseManagedBy } from './portfolio-params';

const params = (text: string) => new URLSearchParams(text);

describe('parseManagedBy', () => {
  it('should read managed-by, PROVIDER unless OTHER', () => {
    expect(parseManagedBy(params('managed-by=OTHER'))).toBe('OTHER');
    expect(parseManagedBy(params('managed-by=nobody'))).toBe('PROVIDER');
    expect(parseManagedBy(params(''))).toBe('PROVIDER');
  });
});
