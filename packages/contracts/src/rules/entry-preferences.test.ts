import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import {
  ZEntryPreferenceComments,
  ZEntryPreferences,
  entryPreferencesSchema,
  entryTempExpiryWindow,
} from './entry-preferences';

const preferences = {
  occupantAppointmentPreference: 'YES',
  internalEnPreference: 'NO',
  vacantEntryPreference: 'BY_EXCEPTION',
};
const window = { min: '2025-04-01', max: '2025-06-30' };

describe('ZEntryPreferenceComments', () => {
  it('should accept comments up to 500 characters and null when blank', () => {
    expect(ZEntryPreferenceComments.parse('x'.repeat(500))).toHaveLength(500);
    expect(ZEntryPreferenceComments.parse('  ')).toBeNull();
  });

  it("should say 'Comment should be 500 characters or less' when the comments have 501", () => {
    expect(issuesOf(ZEntryPreferences, { ...preferences, comments: 'x'.repeat(501) })).toEqual({
      comments: ['Comment should be 500 characters or less'],
    });
  });
});

describe('entryPreferencesSchema', () => {
  it('should accept the preferences when no temporary allowance is on', () => {
    expect(ZEntryPreferences.parse(preferences)).toMatchObject({
      ...preferences,
      tempPreferences: {},
      fieldOption: {},
      comments: null,
    });
  });

  it('should reject a preference when it is not yes, no or by exception', () => {
    expect(
      ZEntryPreferences.safeParse({ ...preferences, internalEnPreference: 'MAYBE' }).success,
    ).toBe(false);
  });

  it("should say 'Expiration date is required' when a temporary allowance has no date", () => {
    expect(
      issuesOf(entryPreferencesSchema(window), {
        ...preferences,
        tempPreferences: { internalEnPreference: { enabled: true } },
        fieldOption: { internalEnPreference: 0 },
      }),
    ).toEqual({
      'tempPreferences.internalEnPreference.expiresAt': ['Expiration date is required'],
    });
  });

  it("should say 'Expiration date must be between {min} and {max}' when the date is outside the window", () => {
    expect(
      issuesOf(entryPreferencesSchema(window), {
        ...preferences,
        tempPreferences: { vacantEntryPreference: { enabled: true, expiresAt: '1/7/2025' } },
      }),
    ).toEqual({
      'tempPreferences.vacantEntryPreference.expiresAt': [
        'Expiration date must be between 01/04/2025 and 30/06/2025',
      ],
    });
  });

  it('should accept a temporary allowance when its date is inside the window', () => {
    const parsed = entryPreferencesSchema(window).parse({
      ...preferences,
      tempPreferences: { vacantEntryPreference: { enabled: true, expiresAt: '30/6/2025' } },
      fieldOption: { vacantEntryPreference: 0 },
    });
    expect(parsed.tempPreferences.vacantEntryPreference?.expiresAt).toBe('2025-06-30');
  });

  it('should reject a field option when it is not 0 or 1', () => {
    expect(
      ZEntryPreferences.safeParse({ ...preferences, fieldOption: { internalEnPreference: 2 } })
        .success,
    ).toBe(false);
  });
});

describe('entry preference choice', () => {
  it("should set yes and clear the temporary allowance when 'always allowed' is chosen", () => {
    const parsed = entryPreferencesSchema(window).parse({
      ...preferences,
      internalEnPreference: 'NO',
      tempPreferences: { internalEnPreference: { enabled: true, expiresAt: '30/6/2025' } },
      fieldOption: { internalEnPreference: 1 },
    });
    expect(parsed.internalEnPreference).toBe('YES');
    expect(parsed.tempPreferences.internalEnPreference).toEqual({
      enabled: false,
      expiresAt: null,
    });
  });

  it("should set no with a temporary allowance when 'allow until date' is chosen", () => {
    const parsed = entryPreferencesSchema(window).parse({
      ...preferences,
      tempPreferences: { occupantAppointmentPreference: { expiresAt: '2025-05-01' } },
      fieldOption: { occupantAppointmentPreference: 0 },
    });
    expect(parsed.occupantAppointmentPreference).toBe('NO');
    expect(parsed.tempPreferences.occupantAppointmentPreference).toEqual({
      enabled: true,
      expiresAt: '2025-05-01',
    });
  });

  it("should say 'Expiration date is required' when 'allow until date' has no date", () => {
    expect(
      issuesOf(entryPreferencesSchema(window), {
        ...preferences,
        fieldOption: { vacantEntryPreference: 0 },
      }),
    ).toEqual({
      'tempPreferences.vacantEntryPreference.expiresAt': ['Expiration date is required'],
    });
  });

  it('should give the window from tomorrow to three months ahead when asked for a today', () => {
    expect(entryTempExpiryWindow('2026-06-15')).toEqual({ min: '2026-06-16', max: '2026-09-15' });
  });
});
