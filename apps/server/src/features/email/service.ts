import MailComposer from 'nodemailer/lib/mail-composer';
import {
  EMAIL_SENDER_MESSAGES,
  type TEmailPreview,
  type TEmailSender,
  type TOccupantNotification,
  type TOccupantNotificationResult,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import { agencies, notices, properties, users } from '../../db/schema/index';
import { addressColumns, oneLineAddress } from '../../domain/property-ref';
import type { ProviderIdentity } from '../../domain/provider-identity';
import { emailText, occupantNoticeHtml } from '../../email/email-html';
import { sanitizeRichText } from '../../email/rich-text';
import { isStoredId } from '../../lib/ids';
import {
  NOTICE_NOT_FOUND,
  PROPERTY_NOT_FOUND,
  badRequest,
  conflict,
  notFound,
} from '../../lib/errors';
import { recordScopedAudit } from '../../plugins/audit';
import type { Mail } from '../../plugins/mailer';
import type { AgencyScope } from '../../plugins/signed-in';

/** The audit action (and history entry) of a sent occupant notice. */
const OCCUPANT_NOTICE_ACTION = 'property.occupant-notice';

export interface EmailContext {
  provider: ProviderIdentity;
  /** Origins whose uploaded images a message may show (the portal's public address). */
  imageOrigins: readonly string[];
}

const lower = (text: string) => text.toLowerCase();

/** The agency's email domain and the user, as the sender rules read them. */
async function readSender(tx: AgencyTx, scope: AgencyScope) {
  const [row] = await tx
    .select({
      agencyName: agencies.name,
      domain: agencies.emailDomain,
      setupUrl: agencies.emailDomainSetupUrl,
      accounts: agencies.emailDomainAccounts,
      enabled: agencies.portalEmailEnabled,
      userName: users.displayName,
      userEmail: users.email,
    })
    .from(agencies)
    .innerJoin(users, eq(users.id, scope.userId))
    .where(eq(agencies.id, scope.agencyId));
  if (!row) throw notFound('Agency not found');
  const userEmail = row.userEmail?.trim() || null;
  const accounts = row.accounts.map((account) => account.trim()).filter(Boolean);
  const own = userEmail ? accounts.find((account) => lower(account) === lower(userEmail)) : null;
  const status: TEmailSender['status'] = !row.enabled
    ? 'disabled'
    : row.domain && own
      ? 'ready'
      : 'notSetUp';
  const sender: TEmailSender = {
    status,
    domain: row.domain,
    setupUrl: row.setupUrl,
    // The user's own account first, then the agency's others.
    fromOptions:
      status === 'ready' && own ? [own, ...accounts.filter((account) => account !== own)] : [],
    defaultRecipient: userEmail,
  };
  return { sender, agencyName: row.agencyName, userName: row.userName };
}

/** GET /v1/agency/email-domain. */
export function getEmailSender(database: Database, scope: AgencyScope): Promise<TEmailSender> {
  return database.withAgency(scope.agencyId, async (tx) => (await readSender(tx, scope)).sender);
}

interface ComposedNotice {
  from: string;
  replyTo: { name: string; address: string } | undefined;
  to: string[];
  cc: string[];
  subject: string;
  html: string;
}

/**
 * The occupant notice as it is previewed, downloaded and sent, made once: the sender rules
 * (409 when the user may not send, 400 for a From that is not one of the domain's accounts),
 * the property and notice of the agency (404 otherwise), the message through the sanitiser.
 */
async function composeOccupantNotice(
  tx: AgencyTx,
  scope: AgencyScope,
  body: TOccupantNotification,
  context: EmailContext,
): Promise<ComposedNotice> {
  const { sender, agencyName, userName } = await readSender(tx, scope);
  if (sender.status === 'disabled') throw conflict(EMAIL_SENDER_MESSAGES.disabled);
  if (sender.status === 'notSetUp') throw conflict(EMAIL_SENDER_MESSAGES.notSetUp);
  const from = sender.fromOptions.find((account) => lower(account) === lower(body.fromEmail));
  if (!from) {
    throw badRequest(EMAIL_SENDER_MESSAGES.fromNotAccount, {
      'body.fromEmail': EMAIL_SENDER_MESSAGES.fromNotAccount,
    });
  }
  if (!isStoredId(body.propertyId)) throw notFound(PROPERTY_NOT_FOUND);
  const [property] = await tx
    .select(addressColumns(properties))
    .from(properties)
    .where(and(eq(properties.agencyId, scope.agencyId), eq(properties.id, body.propertyId)));
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  if (body.noticeId != null) {
    const [notice] = isStoredId(body.noticeId)
      ? await tx
          .select({ id: notices.id })
          .from(notices)
          .where(
            and(
              eq(notices.agencyId, scope.agencyId),
              eq(notices.id, body.noticeId),
              eq(notices.propertyId, body.propertyId),
            ),
          )
      : [];
    if (!notice) throw notFound(NOTICE_NOT_FOUND);
  }
  const address = oneLineAddress(property);
  const replyAddress = sender.defaultRecipient;
  return {
    from,
    replyTo: replyAddress ? { name: userName, address: replyAddress } : undefined,
    to: body.toAddresses,
    cc: body.ccAddresses,
    // From the property's stored address: any line break in it is a space, never a header.
    subject: `Important information about ${address}`.replace(/\s+/g, ' '),
    html: occupantNoticeHtml({
      messageHtml: sanitizeRichText(body.message ?? '', { imageOrigins: context.imageOrigins }),
      footer: body.emailFooter,
      sender: `Sent by ${userName} of ${agencyName}.`,
      provider: context.provider,
    }),
  };
}

/** POST /v1/email/{emailType}/preview: nothing is sent or stored. */
export function previewOccupantNotice(
  database: Database,
  scope: AgencyScope,
  body: TOccupantNotification,
  context: EmailContext,
): Promise<TEmailPreview> {
  return database.withAgency(scope.agencyId, async (tx) => {
    const email = await composeOccupantNotice(tx, scope, body, context);
    return {
      subject: email.subject,
      from: { email: email.from },
      recipients: [
        ...email.to.map((address) => ({ type: 'to' as const, email: address })),
        ...email.cc.map((address) => ({ type: 'cc' as const, email: address })),
      ],
      preview_html: email.html,
    };
  });
}

/** POST /v1/email/{emailType}/download: the message as an .eml (RFC 5322), composed by nodemailer. */
export async function downloadOccupantNotice(
  database: Database,
  scope: AgencyScope,
  body: TOccupantNotification,
  context: EmailContext,
): Promise<{ filename: string; content: Buffer }> {
  const email = await database.withAgency(scope.agencyId, (tx) =>
    composeOccupantNotice(tx, scope, body, context),
  );
  const content = await new MailComposer({
    from: email.from,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    to: email.to,
    cc: email.cc,
    subject: email.subject,
    date: scope.now,
    html: email.html,
    text: emailText(email.html),
  })
    .compile()
    .build();
  return { filename: `occupant-notice-property-${body.propertyId}.eml`, content };
}

/**
 * POST /v1/notice/send-occupant-notification: the notice is queued in the outbox with its job
 * (sent by SMTP, or written as an .eml to the outbox directory) and the property's history
 * records it, in one transaction.
 */
export function sendOccupantNotice(
  database: Database,
  mail: Mail,
  scope: AgencyScope,
  body: TOccupantNotification,
  context: EmailContext,
): Promise<TOccupantNotificationResult> {
  return database.withAgency(scope.agencyId, async (tx) => {
    const email = await composeOccupantNotice(tx, scope, body, context);
    const emailId = await mail.queue(tx, {
      agencyId: scope.agencyId,
      messageType: 'OCCUPANT_NOTICE',
      from: email.from,
      propertyId: body.propertyId,
      ...(body.noticeId != null ? { noticeId: body.noticeId } : {}),
      to: email.to,
      cc: email.cc,
      subject: email.subject,
      html: email.html,
      attachmentKeys: [],
      createdBy: scope.userId,
    });
    await recordScopedAudit(tx, scope, {
      action: OCCUPANT_NOTICE_ACTION,
      target: String(body.propertyId),
      detail: {
        emailId,
        to: email.to.length,
        cc: email.cc.length,
        noticeId: body.noticeId ?? null,
      },
    });
    return { emailId };
  });
}
