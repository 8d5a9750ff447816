import { describe, expect, it } from 'vitest';
import { accessIssueTags, type AccessIssueState } from './access-issue-tags';

const now = new Date('2026-06-15T00:00:00+10:00');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const state = (overrides: Partial<AccessIssueState> = {}): AccessIssueState => ({
  hasOverdueService: true,
  hasServiceOnHold: false,
  isVacant: false,
  flags: [],
  tags: [],
  accessStatus: 'ACTIVE',
  openSince: daysAgo(3),
  ...overrides,
});

describe('accessIssueTags', () => {
  it('should only say Overdue when nothing else applies', () => {
    expect(accessIssueTags(state(), now)).toEqual(['Overdue']);
    expect(accessIssueTags(state({ hasOverdueService: false }), now)).toEqual(['NotOverdue']);
  });

  it('should warn of suspension when an issue is unresolved for more than 21 days', () => {
    expect(accessIssueTags(state({ openSince: daysAgo(21) }), now)).toEqual(['Overdue']);
    expect(accessIssueTags(state({ openSince: daysAgo(22) }), now)).toEqual([
      'Overdue',
      'SuspensionWarning',
    ]);
  });

  it('should say Suspended instead of the warning when the provider suspended the property', () => {
    expect(
      accessIssueTags(state({ accessStatus: 'SUSPENDED', openSince: daysAgo(60) }), now),
    ).toEqual(['Overdue', 'Suspended']);
  });

  it('should add vacancy, hold, priority, update and cancellation in the tag order', () => {
    expect(
      accessIssueTags(
        state({
          hasServiceOnHold: true,
          flags: ['VACANT', 'LEASE_AGREEMENT_UPDATE_REQUIRED', 'CANCELLED'],
          tags: ['PriorityBooking'],
        }),
        now,
      ),
    ).toEqual(['Overdue', 'Vacant', 'OnHold', 'PriorityBooking', 'UpdateRequired', 'Cancelled']);
  });
});
