import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { imageTokens } from './public-token';

describe('image tokens', () => {
  const tokens = imageTokens(randomBytes(32));

  it('should name the agency it was issued for when read back', () => {
    const token = tokens.issue(42);
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(tokens.agencyOf(token)).toBe(42);
    expect(tokens.issue(42)).not.toBe(token);
  });

  it('should name no agency when the token is altered, foreign or not canonical', () => {
    const token = tokens.issue(7);
    const flipped = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    expect(tokens.agencyOf(flipped)).toBeNull();
    expect(imageTokens(randomBytes(32)).agencyOf(token)).toBeNull();
    expect(tokens.agencyOf(`${token}=`)).toBeNull();
    expect(tokens.agencyOf(token.slice(0, 63))).toBeNull();
    expect(tokens.agencyOf('A'.repeat(64))).toBeNull();
    expect(tokens.agencyOf('')).toBeNull();
  });
});
