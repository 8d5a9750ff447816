import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { issuesOf } from '../testing/issues';
import { ZCancellationRequest, ZHoldRequest, servicesToCancel } from './hold-cancellation';

describe('ZHoldRequest', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 2, 25, 16, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const hold = { services: [1], holdDate: '25/03/2025', reasonNote: 'Renovations' };

  it('should accept a hold from today when a service, date and reason are given', () => {
    expect(ZHoldRequest.parse(hold)).toEqual({
      services: [1],
      holdDate: '2025-03-25',
      reasonNote: 'Renovations',
    });
  });

  it("should say 'Must request to hold at least one service' when no service is chosen", () => {
    expect(issuesOf(ZHoldRequest, { ...hold, services: [] })).toEqual({
      services: ['Must request to hold at least one service'],
    });
  });

  it("should say 'Reason is required' when no reason is given", () => {
    expect(issuesOf(ZHoldRequest, { ...hold, reasonNote: '' })).toEqual({
      reasonNote: ['Reason is required'],
    });
    expect(issuesOf(ZHoldRequest, { ...hold, reasonNote: undefined })).toEqual({
      reasonNote: ['Reason is required'],
    });
  });

  it("should say 'Reason cannot be empty' when the reason is only blanks", () => {
    expect(issuesOf(ZHoldRequest, { ...hold, reasonNote: '   ' })).toEqual({
      reasonNote: ['Reason cannot be empty'],
    });
  });

  it("should say 'Date is required' when no date is given", () => {
    expect(issuesOf(ZHoldRequest, { ...hold, holdDate: '' })).toEqual({
      holdDate: ['Date is required'],
    });
  });

  it("should say 'Date cannot be in the past' when the date is before today", () => {
    expect(issuesOf(ZHoldRequest, { ...hold, holdDate: '24/03/2025' })).toEqual({
      holdDate: ['Date cannot be in the past'],
    });
  });
});

describe('ZCancellationRequest', () => {
  const cancellation = { services: [1, 3], cancellationReasonId: 4 };

  it('should accept a cancellation with optional notes when a reason and services are given', () => {
    expect(ZCancellationRequest.parse({ ...cancellation, notes: '' })).toEqual(cancellation);
    expect(ZCancellationRequest.parse({ ...cancellation, notes: 'Sold' }).notes).toBe('Sold');
  });

  it("should say 'Please select a cancellation reason' when no reason is chosen", () => {
    for (const cancellationReasonId of [undefined, null, 0]) {
      expect(issuesOf(ZCancellationRequest, { ...cancellation, cancellationReasonId })).toEqual({
        cancellationReasonId: ['Please select a cancellation reason'],
      });
    }
  });

  it("should say 'Must request to cancel at least one service' when no service is chosen", () => {
    expect(issuesOf(ZCancellationRequest, { ...cancellation, services: [] })).toEqual({
      services: ['Must request to cancel at least one service'],
    });
  });

  it("should say 'Message should be 500 characters or less' when the notes have 501", () => {
    expect(issuesOf(ZCancellationRequest, { ...cancellation, notes: 'x'.repeat(501) })).toEqual({
      notes: ['Message should be 500 characters or less'],
    });
  });
});

describe('servicesToCancel', () => {
  const services = [
    { id: 1, isPendingCancellation: false },
    { id: 2, isPendingCancellation: true },
    { id: 3, isPendingCancellation: false },
  ];

  it('should keep the user choice when the plan allows choosing', () => {
    expect(servicesToCancel(services, true, [3])).toEqual([3]);
  });

  it('should select every service not pending cancellation when the plan does not allow choosing', () => {
    expect(servicesToCancel(services, false, [])).toEqual([1, 3]);
  });
});
