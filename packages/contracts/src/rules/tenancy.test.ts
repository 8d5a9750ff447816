import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import { ZOccupant, ZTenancyForm, ZTenancyRequest } from './tenancy';

describe('ZOccupant', () => {
  const mobile = { number: '0412 345 678', type: 'MOBILE' };

  it('should accept an occupant when a name and an email are given', () => {
    expect(ZOccupant.parse({ name: ' Sam ', email: 'sam@example.com' })).toEqual({
      name: 'Sam',
      email: 'sam@example.com',
      contactNumbers: [],
    });
  });

  it('should accept an occupant and store numbers in international format when only numbers are given', () => {
    expect(ZOccupant.parse({ name: 'Sam', email: '', contactNumbers: [mobile] })).toEqual({
      name: 'Sam',
      email: null,
      contactNumbers: [{ number: '+61412345678', type: 'MOBILE' }],
    });
  });

  it("should say 'Please enter a name' when the name is blank", () => {
    expect(issuesOf(ZOccupant, { name: ' ', email: 'sam@example.com' })).toEqual({
      name: ['Please enter a name'],
    });
  });

  it("should say 'Please enter a valid email address' when the email is malformed", () => {
    expect(issuesOf(ZOccupant, { name: 'Sam', email: 'sam@', contactNumbers: [mobile] })).toEqual({
      email: ['Please enter a valid email address'],
    });
  });

  it("should say 'Please enter at least one valid contact number or email' when neither is given", () => {
    const message = ['Please enter at least one valid contact number or email'];
    expect(issuesOf(ZOccupant, { name: 'Sam', email: '' })).toEqual({ contactNumbers: message });
    expect(
      issuesOf(ZOccupant, {
        name: 'Sam',
        contactNumbers: [mobile, { number: '', type: 'HOME' }],
      }),
    ).toEqual({ contactNumbers: message });
  });

  it('should report the contact rule alongside a missing name when both fail', () => {
    expect(issuesOf(ZOccupant, { name: '', email: '' })).toEqual({
      name: ['Please enter a name'],
      contactNumbers: ['Please enter at least one valid contact number or email'],
    });
  });

  it("should say 'Please enter a valid contact number' when a number is invalid", () => {
    expect(
      issuesOf(ZOccupant, { name: 'Sam', contactNumbers: [{ number: '12', type: 'MOBILE' }] }),
    ).toEqual({ 'contactNumbers.0.number': ['Please enter a valid contact number'] });
  });
});

describe('ZTenancyForm', () => {
  const base = { formType: 'add', startDate: '1/3/2025', leaseType: 'New' } as const;

  it('should give ISO days when the dates are valid and in order', () => {
    expect(
      ZTenancyForm.parse({ ...base, endDate: '28/2/2026', vacateDate: '2/3/2025', notes: ' hi ' }),
    ).toEqual({
      formType: 'add',
      startDate: '2025-03-01',
      endDate: '2026-02-28',
      vacateDate: '2025-03-02',
      notes: 'hi',
      leaseType: 'New',
    });
  });

  it("should say 'Start date is required' when the start date is cleared", () => {
    expect(issuesOf(ZTenancyForm, { ...base, startDate: '' })).toEqual({
      startDate: ['Start date is required'],
    });
  });

  it("should say 'Invalid format. Must be dd/mm/yyyy' when a date is not real", () => {
    expect(issuesOf(ZTenancyForm, { ...base, endDate: '30/02/2026' })).toEqual({
      endDate: ['Invalid format. Must be dd/mm/yyyy'],
    });
  });

  it("should say 'Tenancy end date cannot be on or before the start date' when the end is not after the start", () => {
    const message = ['Tenancy end date cannot be on or before the start date'];
    expect(issuesOf(ZTenancyForm, { ...base, endDate: '01/03/2025' })).toEqual({
      endDate: message,
    });
    expect(issuesOf(ZTenancyForm, { ...base, endDate: '28/2/2025' })).toEqual({ endDate: message });
  });

  it("should say 'Vacate date cannot be on or before the start date' when vacating is not after the start", () => {
    expect(issuesOf(ZTenancyForm, { ...base, vacateDate: '1/3/2025' })).toEqual({
      vacateDate: ['Vacate date cannot be on or before the start date'],
    });
  });

  it('should report the end date rule alongside another field error when both fail', () => {
    expect(
      issuesOf(ZTenancyForm, { ...base, endDate: '1/3/2025', vacateDate: '31/02/2025' }),
    ).toEqual({
      endDate: ['Tenancy end date cannot be on or before the start date'],
      vacateDate: ['Invalid format. Must be dd/mm/yyyy'],
    });
  });

  it("should say 'Message should be 500 characters or less' when the notes have 501", () => {
    expect(issuesOf(ZTenancyForm, { ...base, notes: 'x'.repeat(501) })).toEqual({
      notes: ['Message should be 500 characters or less'],
    });
    expect(ZTenancyForm.safeParse({ ...base, notes: 'x'.repeat(500) }).success).toBe(true);
  });

  it('should require a lease type of New or Renewal when adding', () => {
    expect(issuesOf(ZTenancyForm, { formType: 'add', startDate: '1/3/2025' })).toEqual({
      leaseType: ['Lease type is required'],
    });
    expect(ZTenancyForm.safeParse({ ...base, leaseType: 'Other' }).success).toBe(false);
    expect(ZTenancyForm.parse({ ...base, leaseType: 'Renewal' }).leaseType).toBe('Renewal');
  });

  it('should not ask for a lease type when editing', () => {
    expect(ZTenancyForm.safeParse({ formType: 'edit', startDate: '1/3/2025' }).success).toBe(true);
  });
});

describe('ZTenancyRequest', () => {
  it('should carry the tenancy with its occupants when both are valid', () => {
    const request = ZTenancyRequest.parse({
      tenancy: { formType: 'add', startDate: '2025-03-01', leaseType: 'New' },
      occupants: [{ name: 'Sam', email: 'sam@example.com' }],
    });
    expect(request.tenancy.startDate).toBe('2025-03-01');
    expect(request.occupants).toHaveLength(1);
  });

  it('should report the missing tenancy, not throw, when a body has none', () => {
    expect(issuesOf(ZTenancyRequest, { occupants: 'x' })).toEqual({
      tenancy: ['Invalid input: expected object, received undefined'],
      occupants: ['Invalid input: expected array, received string'],
    });
  });

  it('should report an occupant that is no object, not throw, when a body has one', () => {
    const result = ZTenancyRequest.safeParse({ occupants: [[], 3, null] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['occupants.0', 'occupants.1', 'occupants.2']),
    );
  });
});
