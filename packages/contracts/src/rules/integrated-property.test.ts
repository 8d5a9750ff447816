import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import { ZNonResidentialChange } from './integrated-property';

describe('ZNonResidentialChange', () => {
  it('should keep the type when converting to a non-residential property', () => {
    expect(
      ZNonResidentialChange.parse({
        isResidentialProperty: false,
        nonResidentialPropertyType: 'INDUSTRIAL',
      }),
    ).toEqual({ isResidentialProperty: false, nonResidentialPropertyType: 'INDUSTRIAL' });
  });

  it("should say 'Property type is required' when converting without a valid type", () => {
    for (const nonResidentialPropertyType of [undefined, null, 'CASTLE']) {
      expect(
        issuesOf(ZNonResidentialChange, {
          isResidentialProperty: false,
          nonResidentialPropertyType,
        }),
      ).toEqual({ nonResidentialPropertyType: ['Property type is required'] });
    }
  });

  it('should drop the type when the property is residential', () => {
    expect(
      ZNonResidentialChange.parse({
        isResidentialProperty: true,
        nonResidentialPropertyType: 'COMMERCIAL',
      }),
    ).toEqual({ isResidentialProperty: true, nonResidentialPropertyType: null });
  });
});
