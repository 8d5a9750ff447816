import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { issuesOf } from '../testing/issues';
import {
  ZEditProperty,
  editPropertyChanges,
  editPropertySchema,
  editPropertySummary,
  editPropertyValues,
  tempKeyExpiryWindow,
  type TEditPropertyValues,
} from './edit-property';

const property = {
  agencyKey: { isKeyAvailable: true, keyNumber: 'K12', propertyManagerId: 7 },
  propertyKey: { onsiteAvailability: 'AVAILABLE', keyOnsiteNotes: 'Lockbox by the door' },
};

describe('ZEditProperty', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 2, 25, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should accept the key details when they are complete', () => {
    expect(ZEditProperty.parse(property)).toMatchObject({
      agencyKey: { isKeyAvailable: true, keyNumber: 'K12', propertyManagerId: 7 },
      propertyKey: { onsiteAvailability: 'AVAILABLE', temporaryKeyExpirationDate: null },
    });
  });

  it("should say 'Property manager is required' when no manager is chosen", () => {
    expect(
      issuesOf(ZEditProperty, {
        ...property,
        agencyKey: { ...property.agencyKey, propertyManagerId: null },
      }),
    ).toEqual({ 'agencyKey.propertyManagerId': ['Property manager is required'] });
  });

  it("should say 'Key number is required' when the agency key is available without a number", () => {
    expect(
      issuesOf(ZEditProperty, {
        ...property,
        agencyKey: { ...property.agencyKey, keyNumber: ' ' },
      }),
    ).toEqual({ 'agencyKey.keyNumber': ['Key number is required'] });
  });

  it('should not need a key number when the agency key is not available', () => {
    const agencyKey = { isKeyAvailable: false, keyNumber: '', propertyManagerId: 7 };
    expect(ZEditProperty.safeParse({ ...property, agencyKey }).success).toBe(true);
  });

  it("should say 'Key must be available to be picked up' when enforce mode is on and the key is not available", () => {
    const agencyKey = { isKeyAvailable: false, propertyManagerId: 7 };
    expect(
      issuesOf(editPropertySchema({ enforceKeyAvailable: true }), { ...property, agencyKey }),
    ).toEqual({
      'agencyKey.isKeyAvailable': ['Key must be available to be picked up'],
    });
  });

  it("should say 'There must be an expiration date if key is temporarily available' when Temporary has no date", () => {
    expect(
      issuesOf(ZEditProperty, {
        ...property,
        propertyKey: { ...property.propertyKey, onsiteAvailability: 'TEMPORARY' },
      }),
    ).toEqual({
      'propertyKey.temporaryKeyExpirationDate': [
        'There must be an expiration date if key is temporarily available',
      ],
    });
  });

  it('should accept a temporary key when it expires 1 to 5 months ahead', () => {
    const propertyKey = {
      ...property.propertyKey,
      onsiteAvailability: 'TEMPORARY',
      temporaryKeyExpirationDate: '25/05/2025',
    };
    expect(ZEditProperty.parse({ ...property, propertyKey }).propertyKey).toMatchObject({
      temporaryKeyExpirationDate: '2025-05-25',
    });
  });

  it('should reject a temporary key when it expires outside 1 to 5 months ahead', () => {
    const propertyKey = {
      ...property.propertyKey,
      onsiteAvailability: 'TEMPORARY',
      temporaryKeyExpirationDate: '1/4/2025',
    };
    expect(issuesOf(ZEditProperty, { ...property, propertyKey })).toEqual({
      'propertyKey.temporaryKeyExpirationDate': [
        'Expiration date must be between 25/04/2025 and 25/08/2025',
      ],
    });
  });

  it("should say 'Key onsite notes must be at least 5 characters long' when an onsite key has short notes", () => {
    for (const keyOnsiteNotes of ['', 'abcd', '  ab  ', null]) {
      expect(
        issuesOf(ZEditProperty, {
          ...property,
          propertyKey: { onsiteAvailability: 'AVAILABLE', keyOnsiteNotes },
        }),
      ).toEqual({
        'propertyKey.keyOnsiteNotes': ['Key onsite notes must be at least 5 characters long'],
      });
    }
  });

  it('should not need onsite notes when the onsite key is unavailable', () => {
    const propertyKey = { onsiteAvailability: 'UNAVAILABLE', keyOnsiteNotes: '' };
    expect(ZEditProperty.safeParse({ ...property, propertyKey }).success).toBe(true);
  });

  it("should say 'Message should be 500 characters or less' when onsite notes have 501", () => {
    expect(
      issuesOf(ZEditProperty, {
        ...property,
        propertyKey: { onsiteAvailability: 'AVAILABLE', keyOnsiteNotes: 'x'.repeat(501) },
      }),
    ).toEqual({ 'propertyKey.keyOnsiteNotes': ['Message should be 500 characters or less'] });
  });
});

describe('tempKeyExpiryWindow', () => {
  it('should run from 1 to 5 months ahead when given a day', () => {
    const { min, max } = tempKeyExpiryWindow(new Date(2025, 0, 31));
    expect(min).toEqual(new Date(2025, 1, 28));
    expect(max).toEqual(new Date(2025, 5, 30));
  });
});

describe('editPropertySchema options', () => {
  it('should not check the agency key when it is read-only (an integrated property)', () => {
    const agencyKey = { isKeyAvailable: true, keyNumber: null, propertyManagerId: 7 };
    const schema = editPropertySchema({ enforceKeyAvailable: true, agencyKeyReadOnly: true });
    expect(schema.safeParse({ ...property, agencyKey }).success).toBe(true);
  });

  it('should count the expiry window from the given day when one is given', () => {
    const schema = editPropertySchema({ today: () => new Date(2030, 0, 10) });
    const propertyKey = {
      ...property.propertyKey,
      onsiteAvailability: 'TEMPORARY',
      temporaryKeyExpirationDate: '2030-03-01',
    };
    expect(schema.safeParse({ ...property, propertyKey }).success).toBe(true);
  });
});

describe('editPropertyChanges', () => {
  const before: TEditPropertyValues = {
    propertyManagerId: 1,
    isKeyAvailable: false,
    keyNumber: null,
    onsiteAvailability: 'AVAILABLE',
    temporaryKeyExpirationDate: null,
    keyOnsiteNotes: 'Lockbox by the door',
  };
  const names = new Map([
    [1, 'Ava Brown'],
    [2, 'Ben Lee'],
  ]);

  it('should list only the fields that differ, as people read them, in the form order', () => {
    const after: TEditPropertyValues = {
      ...before,
      propertyManagerId: 2,
      isKeyAvailable: true,
      keyNumber: 'K12',
      onsiteAvailability: 'TEMPORARY',
      temporaryKeyExpirationDate: '2025-05-25',
    };
    expect(editPropertyChanges(before, after, (id) => names.get(id))).toEqual([
      {
        field: 'propertyManagerId',
        label: 'Property manager',
        before: 'Ava Brown',
        after: 'Ben Lee',
      },
      { field: 'isKeyAvailable', label: 'Agency key available', before: 'No', after: 'Yes' },
      { field: 'keyNumber', label: 'Key number', before: 'None', after: 'K12' },
      {
        field: 'onsiteAvailability',
        label: 'Onsite key',
        before: 'Available (Yes)',
        after: 'Temporary',
      },
      {
        field: 'temporaryKeyExpirationDate',
        label: 'Temporary key expires',
        before: 'None',
        after: '25/05/2025',
      },
    ]);
  });

  it('should find no change when the values are the same', () => {
    expect(editPropertyChanges(before, { ...before }, (id) => names.get(id))).toEqual([]);
  });
});

describe('editPropertyValues', () => {
  it('should drop the expiry and empty texts when the onsite key is not temporary', () => {
    expect(
      editPropertyValues(
        ZEditProperty.parse({
          agencyKey: { isKeyAvailable: false, keyNumber: ' ', propertyManagerId: 7 },
          propertyKey: {
            onsiteAvailability: 'UNAVAILABLE',
            temporaryKeyExpirationDate: '2025-05-25',
            keyOnsiteNotes: '',
          },
        }),
      ),
    ).toEqual({
      propertyManagerId: 7,
      isKeyAvailable: false,
      keyNumber: null,
      onsiteAvailability: 'UNAVAILABLE',
      temporaryKeyExpirationDate: null,
      keyOnsiteNotes: null,
    });
  });
});

describe('editPropertySummary', () => {
  it('should name what changed when saved', () => {
    const change = (label: string) => ({
      field: 'keyNumber' as const,
      label,
      before: '',
      after: '',
    });
    expect(editPropertySummary([change('Key number')])).toBe('Key number updated');
    expect(
      editPropertySummary([change('Property manager'), change('Key number'), change('Onsite key')]),
    ).toBe('Property manager, Key number and Onsite key updated');
    expect(editPropertySummary([])).toBe('Nothing has changed');
  });
});

describe('ZEditProperty on input that is not an object', () => {
  it('should refuse it with an issue, not throw, when the body is a number or null', () => {
    for (const input of [0, null, 'x', []]) {
      expect(ZEditProperty.safeParse(input).success).toBe(false);
    }
  });
});
