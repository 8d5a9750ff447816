import fs from 'node:fs';
import path from 'node:path';
import {
  EMAIL_MESSAGES,
  EMAIL_SENDER_MESSAGES,
  EML_CONTENT_TYPE,
  MESSAGE_TOO_LONG,
  authCalls,
  propertyEmailCalls,
  type TEmailPreview,
  type TEmailSender,
  type TOccupantNotificationResult,
} from '@portal/contracts';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf } from '../../../test/auth';
import { dataOf, demoApp, type DemoApp } from '../../../test/demo-app';
import { OUR_IMAGE } from '../../../test/security/xss/payloads';

const MISSING = 2_147_483_647;
const FROM = 'jordan.lee@yarrabendpm.com.au';
const TYPE = { emailType: 'OCCUPANT_NOTICE' } as const;

describe('emails to occupants', () => {
  let h: DemoApp;
  /** demo.manager (Jordan Lee), VIC: the domain is set up with their address. */
  let manager: string;
  /** demo.master in NSW, whose domain's accounts do not hold their address. */
  let nswMaster: string;
  /** demo.master in QLD, whose agency turned sending from the portal off. */
  let qldMaster: string;
  let propertyId: number;
  let foreignPropertyId: number;

  const switchTo = async (agencyId: number) => {
    const res = await h.call(
      authCalls.switchAgency,
      { body: { agencyId } },
      await h.signIn('demo.master'),
    );
    expect(res.statusCode, res.body).toBe(200);
    return cookieOf(res, 'acp_session')!.value;
  };

  beforeAll(async () => {
    h = await demoApp('portal_email');
    manager = await h.signIn('demo.manager');
    nswMaster = await switchTo(h.ids.NSW);
    qldMaster = await switchTo(h.ids.QLD);
    const [own] = await h.rows<{ id: number }>(
      'select id from properties where agency_id = $1 order by id limit 1',
      [h.ids.VIC],
    );
    const [foreign] = await h.rows<{ id: number }>(
      'select id from properties where agency_id = $1 order by id limit 1',
      [h.ids.NSW],
    );
    propertyId = own!.id;
    foreignPropertyId = foreign!.id;
  });
  afterAll(() => h?.close());

  const email = (extra: Record<string, unknown> = {}) => ({
    propertyId,
    fromEmail: FROM,
    toAddresses: ['tenant@example.com'],
    ccAddresses: ['owner@example.com'],
    message: '<p>Hello <strong>Sam</strong></p>',
    ...extra,
  });
  const preview = (body: Record<string, unknown>, cookie = manager) =>
    h.call(propertyEmailCalls.preview, { params: TYPE, body: body as never }, cookie);
  const send = (body: Record<string, unknown>, cookie = manager) =>
    h.call(propertyEmailCalls.sendOccupantNotification, { body: body as never }, cookie);
  const download = (body: Record<string, unknown>, cookie = manager) =>
    h.call(propertyEmailCalls.download, { params: TYPE, body: body as never }, cookie);
  const outboxCount = async () =>
    (await h.rows<{ n: number }>('select count(*)::int as n from email_outbox'))[0]!.n;
  const errorOf = (res: { json: <T>() => T }) =>
    res.json<{ error: { message: string; fields?: Record<string, string> } }>().error;

  describe('GET /v1/agency/email-domain', () => {
    it("should offer the user's own account first when the domain is set up with it", async () => {
      const sender = dataOf<TEmailSender>(await h.call(propertyEmailCalls.sender, {}, manager));
      expect(sender).toMatchObject({
        status: 'ready',
        domain: 'yarrabendpm.com.au',
        defaultRecipient: FROM,
      });
      expect(sender.fromOptions[0]).toBe(FROM);
      expect(sender.fromOptions).toContain('rentals@yarrabendpm.com.au');
    });

    it('should say not set up, with the setup link, when the user is not among its accounts', async () => {
      const sender = dataOf<TEmailSender>(await h.call(propertyEmailCalls.sender, {}, nswMaster));
      expect(sender.status).toBe('notSetUp');
      expect(sender.setupUrl).toMatch(/^https:\/\//);
      expect(sender.fromOptions).toEqual([]);
    });

    it('should say disabled when the agency turned sending from the portal off', async () => {
      const sender = dataOf<TEmailSender>(await h.call(propertyEmailCalls.sender, {}, qldMaster));
      expect(sender.status).toBe('disabled');
    });
  });

  describe('the rules', () => {
    const six = (prefix: string) => [1, 2, 3, 4, 5, 6].map((n) => `${prefix}${n}@example.com`);
    it.each([
      ['no To address', { toAddresses: [] }, 'toAddresses', EMAIL_MESSAGES.required],
      ['six To addresses', { toAddresses: six('to') }, 'toAddresses', EMAIL_MESSAGES.tooManyTo],
      ['six CC addresses', { ccAddresses: six('cc') }, 'ccAddresses', EMAIL_MESSAGES.tooManyCc],
      ['an invalid To', { toAddresses: ['not-an-email'] }, 'toAddresses', EMAIL_MESSAGES.invalid],
      ['an invalid CC', { ccAddresses: ['a@'] }, 'ccAddresses', EMAIL_MESSAGES.invalid],
      [
        'a CC repeating a To',
        { toAddresses: ['Tenant@example.com'], ccAddresses: ['tenant@example.com'] },
        'ccAddresses',
        EMAIL_MESSAGES.alreadyInTo(['tenant@example.com']),
      ],
      ['no From', { fromEmail: '' }, 'fromEmail', EMAIL_MESSAGES.fromRequired],
      ['a From missing', { fromEmail: undefined }, 'fromEmail', EMAIL_MESSAGES.fromRequired],
      [
        'a message of 501 characters of text',
        { message: `<p><strong>${'a'.repeat(501)}</strong></p>` },
        'message',
        MESSAGE_TOO_LONG,
      ],
    ])('should answer 400 when there is %s', async (_, change, field, message) => {
      const res = await preview(email(change));
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).fields?.[`body.${field}`]).toBe(message);
    });

    it('should accept a message of 500 characters of text whatever its markup', async () => {
      const res = await preview(email({ message: `<p><em>${'a'.repeat(500)}</em></p>` }));
      expect(res.statusCode, res.body).toBe(200);
    });

    it("should refuse a From that is not one of the domain's accounts", async () => {
      const res = await preview(email({ fromEmail: 'someone@elsewhere.example' }));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields?.['body.fromEmail']).toBe(EMAIL_SENDER_MESSAGES.fromNotAccount);
    });

    it.each([
      ['toAddresses', { toAddresses: ['tenant@example.com\r\nBcc: evil@example.com'] }],
      ['ccAddresses', { ccAddresses: ['owner@example.com\nBcc: evil@example.com'] }],
      ['fromEmail', { fromEmail: `${FROM}\r\nBcc: evil@example.com` }],
      ['toAddresses', { toAddresses: ['"a\r\nSubject: x"@example.com'] }],
    ])('should refuse a line break in %s on every call, sending nothing', async (field, change) => {
      const before = await outboxCount();
      for (const res of [
        await preview(email(change)),
        await download(email(change)),
        await send(email(change)),
      ]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(Object.keys(errorOf(res).fields ?? {})).toContain(`body.${field}`);
      }
      expect(await outboxCount()).toBe(before);
    });

    it("should answer 409 with the spec's words when the user may not send", async () => {
      const notSetUp = await send(
        email({ fromEmail: 'alex.morgan@yarrabendpm.com.au' }),
        nswMaster,
      );
      expect(notSetUp.statusCode).toBe(409);
      expect(errorOf(notSetUp).message).toBe(EMAIL_SENDER_MESSAGES.notSetUp);
      const disabled = await preview(email(), qldMaster);
      expect(disabled.statusCode).toBe(409);
      expect(errorOf(disabled).message).toBe(EMAIL_SENDER_MESSAGES.disabled);
    });

    it("should answer 404 for another agency's property or notice, exactly as for a missing one", async () => {
      const foreign = await preview(email({ propertyId: foreignPropertyId }));
      const missing = await preview(email({ propertyId: MISSING }));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).toBe(missing.body);
      const [notice] = await h.rows<{ id: number }>(
        'select id from notices where agency_id = $1 order by id limit 1',
        [h.ids.NSW],
      );
      const foreignNotice = await send(email({ noticeId: notice!.id }));
      const missingNotice = await send(email({ noticeId: MISSING }));
      expect(foreignNotice.statusCode).toBe(404);
      expect(foreignNotice.body).toBe(missingNotice.body);
    });

    it('should refuse an email type that cannot be previewed', async () => {
      const res = await h.post('/v1/email/FORWARD_INVOICE/preview', manager, email());
      expect(res.statusCode).toBe(400);
    });
  });

  describe('the sanitiser', () => {
    const hostile =
      '<p onclick="alert(1)">Hi<script>alert(2)</script></p>' +
      '<img src="x" onerror="alert(3)"><a href="javascript:alert(4)">link</a>' +
      '<a href=" jav&#x09;ascript:alert(5)">two</a><iframe src="https://evil.example"></iframe>' +
      `<p><img src="${OUR_IMAGE}" alt="logo" width="200"></p>`;
    const unsafe = /<script|onclick|onerror|javascript:|<iframe|alert\(/i;

    it('should leave no script, event handler or javascript: URL in the preview', async () => {
      const shown = dataOf<TEmailPreview>(await preview(email({ message: hostile })));
      expect(shown.preview_html).not.toMatch(unsafe);
      expect(shown.preview_html).toContain('<p>Hi</p>');
      expect(shown.preview_html).toContain('<a>link</a>');
      expect(shown).toMatchObject({
        from: { email: FROM },
        recipients: [
          { type: 'to', email: 'tenant@example.com' },
          { type: 'cc', email: 'owner@example.com' },
        ],
      });
      expect(shown.subject).toMatch(/^Important information about .+ VIC \d{4}$/);
    });

    it('should download the same safe message as an .eml a mail parser reads', async () => {
      const res = await download(email({ message: hostile }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain(EML_CONTENT_TYPE);
      expect(res.headers['content-disposition']).toContain(
        `occupant-notice-property-${propertyId}.eml`,
      );
      const parsed = await simpleParser(res.rawPayload);
      expect(parsed.from?.text).toBe(FROM);
      expect(parsed.subject).toMatch(/^Important information about /);
      expect(parsed.html).not.toMatch(unsafe);
      expect(parsed.html).toContain('<p>Hi</p>');
      expect(parsed.text).toContain('Hi');
      expect(parsed.replyTo?.value[0]?.address).toBe(FROM);
    });
  });

  describe('POST /v1/notice/send-occupant-notification', () => {
    it('should queue the notice, write it to the outbox and record it in the history', async () => {
      const res = await send(
        email({
          fromEmail: 'rentals@yarrabendpm.com.au',
          message: '<p>Smoke alarm check on <em>Monday</em></p><script>x()</script>',
          emailFooter: 'Jordan Lee\nProperty manager',
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const { emailId } = dataOf<TOccupantNotificationResult>(res);
      await h.app.jobs.runDue();
      const [row] = await h.rows<{ eml: string; type: string; from: string }>(
        `select eml_storage_key as eml, message_type as type, from_address as from
           from email_outbox where id = $1`,
        [emailId],
      );
      expect(row).toMatchObject({ type: 'OCCUPANT_NOTICE', from: 'rentals@yarrabendpm.com.au' });
      const parsed = await simpleParser(fs.readFileSync(path.join(h.outboxDir, row!.eml)));
      expect(parsed.from?.value[0]?.address).toBe('rentals@yarrabendpm.com.au');
      expect(parsed.replyTo?.value[0]?.address).toBe(FROM);
      expect(parsed.html).toContain('<em>Monday</em>');
      expect(parsed.html).not.toContain('<script');
      expect(parsed.text).toContain('Property manager');
      const audit = await h.rows<{ target: string }>(
        `select target from audit_log where action = 'property.occupant-notice'
           and detail->>'emailId' = $1`,
        [String(emailId)],
      );
      expect(audit).toEqual([{ target: String(propertyId) }]);
      const quota = await h.rows<{ n: number }>(
        "select count(*)::int as n from quota_usage where kind = 'email'",
      );
      expect(quota[0]!.n).toBeGreaterThan(0);
    });
  });
});
