import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import { ZAddress, ZAustralianAddress } from './address';

const valid = { kind: 'australian', line1: '1 Main St', suburbId: 42 } as const;

describe('ZAustralianAddress', () => {
  it('should accept an address when line 1 and a suburb are given', () => {
    expect(ZAustralianAddress.parse({ ...valid, line2: 'Unit 2' })).toMatchObject(valid);
  });

  it("should say 'Address line 1 is required' when line 1 is blank or missing", () => {
    expect(issuesOf(ZAustralianAddress, { ...valid, line1: '  ' })).toEqual({
      line1: ['Address line 1 is required'],
    });
    expect(issuesOf(ZAustralianAddress, { kind: 'australian', suburbId: 42 })).toEqual({
      line1: ['Address line 1 is required'],
    });
  });

  it("should say 'Suburb is required' when the suburb id is missing, zero, negative or not whole", () => {
    for (const suburbId of [undefined, null, 0, -1, 1.5, '42']) {
      expect(issuesOf(ZAustralianAddress, { ...valid, suburbId })).toEqual({
        suburbId: ['Suburb is required'],
      });
    }
  });
});

describe('ZAddress', () => {
  it('should accept each kind of address when well formed', () => {
    expect(ZAddress.parse({ kind: 'none' })).toEqual({ kind: 'none' });
    expect(ZAddress.parse(valid).kind).toBe('australian');
    expect(
      ZAddress.parse({ kind: 'international', internationalAddress: '10 Downing St, London' }),
    ).toEqual({ kind: 'international', internationalAddress: '10 Downing St, London' });
  });

  it('should reject the address when the kind is unknown or the international text is blank', () => {
    expect(ZAddress.safeParse({ kind: 'moon' }).success).toBe(false);
    expect(issuesOf(ZAddress, { kind: 'international', internationalAddress: ' ' })).toEqual({
      internationalAddress: ['Address is required'],
    });
  });
});
