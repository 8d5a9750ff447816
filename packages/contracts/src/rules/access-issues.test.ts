import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { issuesOf, messagesOf } from '../testing/issues';
import {
  ZCallNotes,
  ZCallNotesForm,
  ZResolveNotice,
  ZResolveRequestReason,
  accessIssueActionSchema,
  whyTenantCannotBeContacted,
} from './access-issues';

describe('ZCallNotes', () => {
  it('should accept rich text when it has visible text', () => {
    expect(ZCallNotes.parse('<p>Spoke to tenant</p>')).toBe('<p>Spoke to tenant</p>');
  });

  it("should say 'Notes are required' when only markup and line breaks are given", () => {
    for (const notes of ['', '<p></p>', '<p><br></p>', '\n\n', '<p>&nbsp;</p>']) {
      expect(messagesOf(ZCallNotes, notes)).toEqual(['Notes are required']);
    }
    expect(messagesOf(ZCallNotes, undefined)).toEqual(['Notes are required']);
  });

  it("should say 'Message should be 500 characters or less' when the visible text has 501", () => {
    expect(messagesOf(ZCallNotes, `<p>${'x'.repeat(501)}</p>`)).toEqual([
      'Message should be 500 characters or less',
    ]);
    expect(ZCallNotes.safeParse(`<p><strong>${'x'.repeat(500)}</strong></p>`).success).toBe(true);
  });

  it('should need a tenant when resolving with call notes', () => {
    expect(issuesOf(ZCallNotesForm, { notes: 'Called' })).toEqual({
      occupantId: ['Please select a tenant'],
    });
  });
});

describe('ZResolveRequestReason', () => {
  it("should say 'Notes are required' when nothing is given", () => {
    expect(messagesOf(ZResolveRequestReason, '')).toEqual(['Notes are required']);
    expect(messagesOf(ZResolveRequestReason, undefined)).toEqual(['Notes are required']);
  });

  it("should say 'Notes cannot be empty' when only blanks are given", () => {
    expect(messagesOf(ZResolveRequestReason, '   ')).toEqual(['Notes cannot be empty']);
  });

  it("should say 'Message should be 500 characters or less' when the reason has 501", () => {
    expect(messagesOf(ZResolveRequestReason, 'x'.repeat(501))).toEqual([
      'Message should be 500 characters or less',
    ]);
  });

  it('should trim the reason when resolving a notice', () => {
    expect(ZResolveNotice.parse({ resolveReason: ' Done ', noticeId: 1, propertyId: 2 })).toEqual({
      resolveReason: 'Done',
      noticeId: 1,
      propertyId: 2,
    });
  });
});

describe('accessIssueActionSchema', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 2, 25, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should accept an action without notes or date when the group does not need notes', () => {
    expect(
      accessIssueActionSchema('NOTIFY_PROVIDER').parse({ solutionLabel: 'KEYS_PROVIDED' }),
    ).toEqual({ solutionLabel: 'KEYS_PROVIDED', date: null });
  });

  it("should say 'Notes are required' when the group needs notes and none are given", () => {
    expect(
      issuesOf(accessIssueActionSchema('NOTIFY_WITH_NOTES'), {
        solutionLabel: 'X',
        notes: '<p></p>',
      }),
    ).toEqual({ notes: ['Notes are required'] });
  });

  it("should say 'Date cannot be in the past' when the date is before today", () => {
    expect(
      issuesOf(accessIssueActionSchema('NOTIFY_WITH_DATE'), {
        solutionLabel: 'X',
        date: '24/3/2025',
      }),
    ).toEqual({ date: ['Date cannot be in the past'] });
    expect(
      accessIssueActionSchema('NOTIFY_WITH_DATE').parse({ solutionLabel: 'X', date: '25/3/2025' })
        .date,
    ).toBe('2025-03-25');
  });
});

describe('whyTenantCannotBeContacted', () => {
  it('should let a tenant be contacted when they have an email address, and say why not otherwise', () => {
    expect(whyTenantCannotBeContacted({ email: 'sam@example.com' })).toBeNull();
    expect(whyTenantCannotBeContacted({ email: null })).toBe('No email address');
    expect(whyTenantCannotBeContacted({ email: '  ' })).toBe('No email address');
  });
});
