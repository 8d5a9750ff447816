import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import { ZNotificationPreference, ZNotificationPreferences } from './settings';

describe('ZNotificationPreference', () => {
  it('should accept a preference when one is selected', () => {
    expect(
      ZNotificationPreferences.parse([
        { propertyManagerId: 1, serviceReportsAutoOwnerEmailPreference: 'ALL_SERVICE_REPORTS' },
      ]),
    ).toHaveLength(1);
  });

  it('should refuse an unknown key when a preference is sent', () => {
    expect(
      ZNotificationPreferences.safeParse([
        { propertyManagerId: 1, serviceReportsAutoOwnerEmailPreference: 'NONE', extra: 1 },
      ]).success,
    ).toBe(false);
  });

  it("should say 'You need to select a sending report preference' when none is selected", () => {
    for (const serviceReportsAutoOwnerEmailPreference of [undefined, null, 'SOMETIMES']) {
      expect(
        issuesOf(ZNotificationPreference, {
          propertyManagerId: 1,
          serviceReportsAutoOwnerEmailPreference,
        }),
      ).toEqual({
        serviceReportsAutoOwnerEmailPreference: ['You need to select a sending report preference'],
      });
    }
  });
});
