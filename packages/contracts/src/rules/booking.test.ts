import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import {
  ZBookingRequest,
  ZNominatedContactDetails,
  ZOneOffEntryNotification,
  primaryFirst,
} from './booking';

const oasResult = {
  oasMetadataId: 10,
  date: '2025-03-25',
  startTime: '09:00',
  endTime: '11:00',
  technicianId: 3,
};
const tenant = {
  name: 'Sam',
  email: 'sam@example.com',
  mobile: '0412345678',
  isPrimaryContact: true,
};
const booking = { propertyId: 5, bookingTypes: ['smoke'], contacts: [tenant], oasResult };
const nominated = {
  isEnabled: true,
  name: 'Pat',
  email: 'pat@example.com',
  mobile: '0400111222',
};

describe('ZNominatedContactDetails', () => {
  it('should accept a nominated contact when name, email and mobile are valid', () => {
    expect(ZNominatedContactDetails.parse(nominated)).toEqual({
      name: 'Pat',
      email: 'pat@example.com',
      mobile: '0400111222',
    });
  });

  it("should say 'Name is required' when the name is blank", () => {
    expect(issuesOf(ZNominatedContactDetails, { ...nominated, name: '' })).toEqual({
      name: ['Name is required'],
    });
  });

  it("should say 'Email is required' when the email is blank, and 'Invalid email address' when malformed", () => {
    expect(issuesOf(ZNominatedContactDetails, { ...nominated, email: '' })).toEqual({
      email: ['Email is required'],
    });
    expect(issuesOf(ZNominatedContactDetails, { ...nominated, email: 'pat@' })).toEqual({
      email: ['Invalid email address'],
    });
  });

  it("should say 'Mobile is required' when blank, and 'Please enter a valid mobile number' when not 1 to 15 digits", () => {
    expect(issuesOf(ZNominatedContactDetails, { ...nominated, mobile: '' })).toEqual({
      mobile: ['Mobile is required'],
    });
    for (const mobile of ['04 0011 1222', '+61400111222', '1234567890123456', 'abc']) {
      expect(issuesOf(ZNominatedContactDetails, { ...nominated, mobile })).toEqual({
        mobile: ['Please enter a valid mobile number'],
      });
    }
  });
});

describe('ZBookingRequest', () => {
  it('should accept a booking when one primary contact has a mobile and an email', () => {
    expect(ZBookingRequest.parse(booking)).toMatchObject({
      propertyId: 5,
      bookingTypes: ['smoke'],
    });
  });

  it('should read comma-joined booking types when given the payload form', () => {
    expect(ZBookingRequest.parse({ ...booking, bookingTypes: 'smoke, gas' }).bookingTypes).toEqual([
      'smoke',
      'gas',
    ]);
  });

  it("should say 'Requested property has not been found' when the property id is not a positive integer", () => {
    for (const propertyId of [0, -1, 2.5, undefined]) {
      expect(issuesOf(ZBookingRequest, { ...booking, propertyId })).toEqual({
        propertyId: ['Requested property has not been found'],
      });
    }
  });

  it("should say 'Please select a service' when no service is chosen", () => {
    for (const bookingTypes of [[], '', undefined]) {
      expect(issuesOf(ZBookingRequest, { ...booking, bookingTypes })).toEqual({
        bookingTypes: ['Please select a service'],
      });
    }
  });

  it("should say 'Please select at least one recipient' when there are no contacts and no nominated contact", () => {
    expect(issuesOf(ZBookingRequest, { ...booking, contacts: [] })).toEqual({
      contacts: ['Please select at least one recipient'],
    });
  });

  it("should say 'There must be at least one primary contact' when no contact is primary", () => {
    expect(
      issuesOf(ZBookingRequest, { ...booking, contacts: [{ ...tenant, isPrimaryContact: false }] }),
    ).toEqual({ contacts: ['There must be at least one primary contact'] });
  });

  it("should say 'There can only be one primary contact' when two contacts are primary", () => {
    expect(
      issuesOf(ZBookingRequest, { ...booking, contacts: [tenant, { ...tenant, name: 'Alex' }] }),
    ).toEqual({ contacts: ['There can only be one primary contact'] });
  });

  it('should reject contacts without a mobile or email when no nominated contact is enabled', () => {
    const issues = issuesOf(ZBookingRequest, {
      ...booking,
      contacts: [
        { ...tenant, mobile: null },
        { name: 'Alex', email: null, mobile: '0412000000', isPrimaryContact: false },
      ],
    });
    expect(issues['contacts.0.mobile']?.[0]).toMatch(
      /^The selected primary contact has no existing mobile number/,
    );
    expect(issues['contacts.1.email']).toEqual([
      'Please remove the contact without an email address or nominate a new contact',
    ]);
  });

  it('should make the nominated contact primary when it is enabled and complete', () => {
    const parsed = ZBookingRequest.parse({
      ...booking,
      contacts: [{ ...tenant, mobile: null }],
      nominatedContact: nominated,
    });
    expect(parsed.contacts[0]?.isPrimaryContact).toBe(false);
    expect(parsed.nominatedContact).toMatchObject({ isEnabled: true, isPrimaryContact: true });
  });

  it('should validate the nominated contact when it is enabled', () => {
    expect(
      issuesOf(ZBookingRequest, { ...booking, nominatedContact: { ...nominated, email: '' } }),
    ).toEqual({ 'nominatedContact.email': ['Email is required'] });
  });

  it('should ignore the nominated contact fields when it is disabled', () => {
    expect(
      ZBookingRequest.safeParse({
        ...booking,
        nominatedContact: { isEnabled: false, name: '', email: '', mobile: '' },
      }).success,
    ).toBe(true);
  });
});

describe('primaryFirst', () => {
  it('should list the primary contact first when sorting contacts', () => {
    const contacts = [
      { name: 'A', isPrimaryContact: false },
      { name: 'B', isPrimaryContact: true },
      { name: 'C' },
    ];
    expect(primaryFirst(contacts).map((contact) => contact.name)).toEqual(['B', 'A', 'C']);
  });
});

describe('ZOneOffEntryNotification', () => {
  it("should say 'Please select a service' when no service is chosen", () => {
    expect(issuesOf(ZOneOffEntryNotification, { serviceIds: [] })).toEqual({
      serviceIds: ['Please select a service'],
    });
    expect(issuesOf(ZOneOffEntryNotification, {})).toEqual({
      serviceIds: ['Please select a service'],
    });
  });

  it('should accept the request when a service is chosen', () => {
    expect(ZOneOffEntryNotification.parse({ serviceIds: [1], noticeId: 9 })).toEqual({
      serviceIds: [1],
      noticeId: 9,
    });
  });
});
