import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import {
  ZEmailRecipients,
  ZForwardEmail,
  ZForwardQuote,
  ZOccupantEmailForm,
  ZOccupantNotification,
  repeatedInTo,
} from './email';

const emails = (count: number, prefix = 'to') =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}@example.com`);

describe('ZEmailRecipients', () => {
  it('should accept up to 5 To and 5 CC addresses when all are valid and distinct', () => {
    expect(
      ZEmailRecipients.parse({ toAddresses: emails(5), ccAddresses: emails(5, 'cc') }),
    ).toEqual({ toAddresses: emails(5), ccAddresses: emails(5, 'cc') });
  });

  it("should say 'At least one email is required' when there is no To address", () => {
    expect(issuesOf(ZEmailRecipients, { toAddresses: [], ccAddresses: ['a@b.com'] })).toEqual({
      toAddresses: ['At least one email is required'],
    });
    expect(issuesOf(ZEmailRecipients, {})).toEqual({
      toAddresses: ['At least one email is required'],
    });
  });

  it("should say 'A maximum of 5 To emails are allowed' when there are 6 To addresses", () => {
    expect(issuesOf(ZEmailRecipients, { toAddresses: emails(6) })).toEqual({
      toAddresses: ['A maximum of 5 To emails are allowed'],
    });
  });

  it("should say 'A maximum of 5 CC emails are allowed' when there are 6 CC addresses", () => {
    expect(
      issuesOf(ZEmailRecipients, { toAddresses: emails(1), ccAddresses: emails(6, 'cc') }),
    ).toEqual({ ccAddresses: ['A maximum of 5 CC emails are allowed'] });
  });

  it("should say 'Please enter a valid email address' when an address is malformed", () => {
    expect(issuesOf(ZEmailRecipients, { toAddresses: ['nope'], ccAddresses: ['also@'] })).toEqual({
      toAddresses: ['Please enter a valid email address'],
      ccAddresses: ['Please enter a valid email address'],
    });
  });

  it('should list the repeated addresses when a CC address is already in To', () => {
    expect(
      issuesOf(ZEmailRecipients, {
        toAddresses: ['a@b.com', 'c@d.com'],
        ccAddresses: ['A@B.com', 'c@d.com', 'e@f.com'],
      }),
    ).toEqual({
      ccAddresses: [
        'One or more email addresses are already included in the "To" section (A@B.com, c@d.com)',
      ],
    });
  });
});

describe('repeatedInTo', () => {
  it('should list each repeated address once when it is repeated in CC', () => {
    expect(repeatedInTo(['a@b.com'], ['a@b.com', 'A@b.com', 'x@y.com'])).toEqual(['a@b.com']);
    expect(repeatedInTo(['a@b.com'], ['x@y.com'])).toEqual([]);
  });
});

describe('ZForwardEmail', () => {
  it('should accept a forward with an optional message when the recipients are valid', () => {
    expect(ZForwardEmail.parse({ toAddresses: ['a@b.com'], message: ' Thanks ' })).toEqual({
      toAddresses: ['a@b.com'],
      ccAddresses: [],
      message: 'Thanks',
    });
  });

  it("should say 'Message should be 500 characters or less' when the message has 501", () => {
    expect(issuesOf(ZForwardEmail, { toAddresses: ['a@b.com'], message: 'x'.repeat(501) })).toEqual(
      { message: ['Message should be 500 characters or less'] },
    );
  });
});

describe('ZForwardQuote', () => {
  it('should default the notification subscription to false when not given', () => {
    expect(ZForwardQuote.parse({ toAddresses: ['a@b.com'] }).subscribeToNotifications).toBe(false);
    expect(
      ZForwardQuote.parse({ toAddresses: ['a@b.com'], subscribeToNotifications: true })
        .subscribeToNotifications,
    ).toBe(true);
  });

  it("should say 'At least one email is required' when there is no To address", () => {
    expect(issuesOf(ZForwardQuote, { toAddresses: [] })).toEqual({
      toAddresses: ['At least one email is required'],
    });
  });
});

describe('ZOccupantEmailForm', () => {
  const form = { fromEmail: 'pm@agency.com', toAddresses: ['tenant@example.com'] };

  it(`should say 'A "From" email is required' when the From address is empty`, () => {
    expect(issuesOf(ZOccupantEmailForm, { ...form, fromEmail: '' })).toEqual({
      fromEmail: ['A "From" email is required'],
    });
  });

  it('should add the default recipient to CC when copy-to-self is chosen', () => {
    const parsed = ZOccupantEmailForm.parse({
      ...form,
      sendToDefaultRecipient: true,
      defaultRecipient: 'me@agency.com',
    });
    expect(parsed.ccAddresses).toEqual(['me@agency.com']);
  });

  it('should refuse the copy to self when CC already holds five addresses', () => {
    const ccAddresses = [1, 2, 3, 4, 5].map((n) => `cc${n}@example.com`);
    expect(
      issuesOf(ZOccupantEmailForm, {
        ...form,
        ccAddresses,
        sendToDefaultRecipient: true,
        defaultRecipient: 'me@agency.com',
      }),
    ).toEqual({ ccAddresses: ['A maximum of 5 CC emails are allowed'] });
  });

  it('should not add the default recipient when it is already a recipient', () => {
    const parsed = ZOccupantEmailForm.parse({
      ...form,
      ccAddresses: ['ME@agency.com'],
      sendToDefaultRecipient: true,
      defaultRecipient: 'me@agency.com',
    });
    expect(parsed.ccAddresses).toEqual(['ME@agency.com']);
  });
});

describe('email payloads', () => {
  const notice = { toAddresses: ['a@b.com'], propertyId: 3, fromEmail: 'pm@agency.com' };

  it('should need a property and a From when sending an occupant notification', () => {
    expect(ZOccupantNotification.safeParse(notice).success).toBe(true);
    expect(ZOccupantNotification.safeParse({ ...notice, propertyId: undefined }).success).toBe(
      false,
    );
    expect(issuesOf(ZOccupantNotification, { ...notice, fromEmail: undefined })).toEqual({
      fromEmail: ['A "From" email is required'],
    });
  });

  it('should count the text of a rich-text message, not its markup, when checking its length', () => {
    const long = `<p><strong>${'a'.repeat(400)}</strong> <a href="https://example.com/${'x'.repeat(300)}">b</a></p>`;
    expect(ZOccupantNotification.safeParse({ ...notice, message: long }).success).toBe(true);
    expect(
      issuesOf(ZOccupantNotification, { ...notice, message: `<p>${'a'.repeat(501)}</p>` }),
    ).toEqual({
      message: ['Message should be 500 characters or less'],
    });
  });

  it('should treat empty editor markup as no message but keep a message of an image alone', () => {
    expect(ZOccupantNotification.parse({ ...notice, message: '<p></p>' }).message).toBeUndefined();
    const image = '<p><img src="https://portal.example.com/images/x.png"></p>';
    expect(ZOccupantNotification.parse({ ...notice, message: image }).message).toBe(image);
  });
});
