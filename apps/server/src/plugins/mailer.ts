import type { TMessageType } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import type { AgencyTx } from '../db/client';
import { emailOutbox, users } from '../db/schema/index';
import { emailText } from '../email/email-html';
import { createMailer, type MailAttachment } from '../email/mailer';

/** Makes one attachment from its key's id, inside the agency's transaction; null: gone. */
export type AttachmentSource = (
  tx: AgencyTx,
  agencyId: number,
  id: number,
) => Promise<MailAttachment | null>;

interface QueuedEmail {
  agencyId: number;
  messageType: TMessageType;
  /** The sender's address (an occupant notice: an account of the agency's domain); default MAIL_FROM. */
  from?: string;
  propertyId: number | null;
  invoiceId?: number;
  quoteId?: number;
  noticeId?: number;
  to: string[];
  cc: string[];
  subject: string;
  html: string;
  /** `{source}:{id}`, e.g. 'invoice:42', made by the source registered under that name. */
  attachmentKeys: string[];
  createdBy: number;
}

export interface Mail {
  /** Queues an email in the caller's transaction; it is composed and sent in the background. */
  queue: (tx: AgencyTx, email: QueuedEmail) => Promise<number>;
  registerAttachmentSource: (name: string, source: AttachmentSource) => void;
  /** Makes a file of a registered source ('invoice', 42) now, e.g. for a download. */
  attachment: (
    name: string,
    ...source: Parameters<AttachmentSource>
  ) => ReturnType<AttachmentSource>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}

export const SEND_EMAIL_QUEUE = 'email.send';

/** 'Name <address>' unless MAIL_FROM names itself already. */
const fromOf = (address: string, name: string) =>
  address.includes('<') ? address : { name, address };

/**
 * The portal's outgoing email: a row of `email_outbox` and an `email.send` job, both written in
 * the transaction of the action that sends it; the job composes the message with nodemailer
 * (the plain-text part from the HTML, a Reply-To of the user who queued it, attachments made
 * fresh from the data) and hands it to SMTP or to the outbox directory.
 */
export const mailerPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, config } = app;
    const mailer = createMailer(config.mail);
    const sources = new Map<string, AttachmentSource>();

    app.decorate('mail', {
      queue: async (tx, email) => {
        const [row] = await tx
          .insert(emailOutbox)
          .values({
            agencyId: email.agencyId,
            messageType: email.messageType,
            propertyId: email.propertyId,
            invoiceId: email.invoiceId,
            quoteId: email.quoteId,
            noticeId: email.noticeId,
            fromAddress: email.from ?? config.mail.from,
            toAddresses: email.to,
            ccAddresses: email.cc,
            subject: email.subject,
            html: email.html,
            attachmentKeys: email.attachmentKeys,
            createdBy: email.createdBy,
            createdAt: app.now(),
          })
          .returning({ id: emailOutbox.id });
        await app.jobs.enqueue(tx, {
          queue: SEND_EMAIL_QUEUE,
          agencyId: email.agencyId,
          payload: { emailId: row!.id },
        });
        return row!.id;
      },
      registerAttachmentSource: (name, source) => {
        sources.set(name, source);
      },
      attachment: async (name, tx, agencyId, id) =>
        (await sources.get(name)?.(tx, agencyId, id)) ?? null,
    } satisfies Mail);

    const mine = (agencyId: number, emailId: number) =>
      and(eq(emailOutbox.agencyId, agencyId), eq(emailOutbox.id, emailId));

    app.jobs.register(SEND_EMAIL_QUEUE, {
      run: async (job) => {
        const agencyId = job.agencyId!;
        const emailId = Number(job.payload.emailId);
        const loaded = await database.withAgency(agencyId, async (tx) => {
          const [row] = await tx
            .select({
              email: emailOutbox,
              senderName: users.displayName,
              senderAddress: users.email,
            })
            .from(emailOutbox)
            .leftJoin(users, eq(users.id, emailOutbox.createdBy))
            .where(mine(agencyId, emailId));
          const email = row?.email;
          if (!email || email.sentAt || email.failedAt) return null;
          const attachments: MailAttachment[] = [];
          for (const key of email.attachmentKeys) {
            const [name = '', id] = key.split(':');
            const made = await sources.get(name)?.(tx, agencyId, Number(id));
            if (!made) throw new Error(`Attachment ${key} is not available`);
            attachments.push(made);
          }
          // Replies go to the user who sent it (when the portal knows their address).
          const replyTo = row.senderAddress
            ? { name: row.senderName ?? '', address: row.senderAddress }
            : undefined;
          return { email, replyTo, attachments };
        });
        if (!loaded) return;
        const { email, replyTo, attachments } = loaded;
        try {
          const stamp = email.createdAt.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
          const sent = await mailer.send(
            {
              // The portal's own address is named after the provider; an agency's is its own.
              from:
                email.fromAddress === config.mail.from
                  ? fromOf(email.fromAddress, config.provider.name)
                  : email.fromAddress,
              ...(replyTo ? { replyTo } : {}),
              to: email.toAddresses,
              cc: email.ccAddresses,
              subject: email.subject,
              html: email.html,
              text: emailText(email.html),
              attachments,
            },
            `${stamp}-agency${agencyId}-email${email.id}`,
          );
          await database.withAgency(agencyId, (tx) =>
            tx
              .update(emailOutbox)
              .set({
                sentAt: app.now(),
                emlStorageKey: sent.emlFile,
                attempts: email.attempts + 1,
                error: null,
              })
              .where(mine(agencyId, emailId)),
          );
        } catch (error) {
          await database.withAgency(agencyId, (tx) =>
            tx
              .update(emailOutbox)
              .set({
                attempts: email.attempts + 1,
                error: error instanceof Error ? error.message : String(error),
              })
              .where(mine(agencyId, emailId)),
          );
          throw error;
        }
      },
      onGiveUp: async (job) => {
        const agencyId = job.agencyId!;
        await database.withAgency(agencyId, (tx) =>
          tx
            .update(emailOutbox)
            .set({ failedAt: app.now() })
            .where(mine(agencyId, Number(job.payload.emailId))),
        );
      },
    });

    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['jobs'] },
);
