import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import { ZGasAppliances } from './gas-appliances';

describe('ZGasAppliances', () => {
  it("should say 'Required' when the gas answer is missing", () => {
    expect(issuesOf(ZGasAppliances, {})).toEqual({ hasGasAppliances: ['Required'] });
    expect(issuesOf(ZGasAppliances, { hasGasAppliances: null })).toEqual({
      hasGasAppliances: ['Required'],
    });
  });

  it("should say 'Required' on the count when there are gas appliances but no count", () => {
    expect(issuesOf(ZGasAppliances, { hasGasAppliances: true })).toEqual({
      gasApplianceCount: ['Required'],
    });
    expect(issuesOf(ZGasAppliances, { hasGasAppliances: true, gasApplianceCount: null })).toEqual({
      gasApplianceCount: ['Required'],
    });
  });

  it('should keep a count of 0, 1 or 2 when there are gas appliances', () => {
    for (const count of [0, 1, 2] as const) {
      expect(ZGasAppliances.parse({ hasGasAppliances: true, gasApplianceCount: count })).toEqual({
        hasGasAppliances: true,
        gasApplianceCount: count,
      });
    }
  });

  it('should reject the count when it is not 0, 1 or 2', () => {
    expect(ZGasAppliances.safeParse({ hasGasAppliances: true, gasApplianceCount: 3 }).success).toBe(
      false,
    );
  });

  it('should set the count to 0 when there are no gas appliances', () => {
    expect(ZGasAppliances.parse({ hasGasAppliances: false, gasApplianceCount: 2 })).toEqual({
      hasGasAppliances: false,
      gasApplianceCount: 0,
    });
    expect(ZGasAppliances.parse({ hasGasAppliances: false })).toEqual({
      hasGasAppliances: false,
      gasApplianceCount: 0,
    });
  });
});
