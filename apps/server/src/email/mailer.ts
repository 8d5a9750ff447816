import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

type Address = string | { name: string; address: string };

interface OutgoingEmail {
  from: Address;
  /** The person whose action sent it: replies go to them, not to the portal's address. */
  replyTo?: Address;
  to: string[];
  cc: string[];
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

interface SentEmail {
  messageId: string;
  /** The .eml file written to the outbox directory (file mode), relative to it. */
  emlFile: string | null;
}

export interface Mailer {
  /** Composes the message (MIME, attachments) and hands it over; `name` names the .eml file. */
  send: (email: OutgoingEmail, name: string) => Promise<SentEmail>;
  close: () => void;
}

export interface MailConfig {
  smtpUrl: string | undefined;
  outboxDir: string;
}

/**
 * nodemailer composes every message. With SMTP_URL it sends through that server; without, each
 * message is written as an .eml file into the outbox directory (open it in any mail client).
 */
export function createMailer(config: MailConfig): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (email) => {
        const info = await transport.sendMail(email);
        return { messageId: info.messageId, emlFile: null };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (email, name) => {
      const info = await transport.sendMail(email);
      const file = `${name.replace(/[^A-Za-z0-9._-]/g, '_')}.eml`;
      await fs.mkdir(config.outboxDir, { recursive: true });
      // Written beside, then renamed: a reader of the outbox never sees half a message.
      const target = path.join(config.outboxDir, file);
      await fs.writeFile(`${target}.tmp`, info.message);
      await fs.rename(`${target}.tmp`, target);
      return { messageId: info.messageId, emlFile: file };
    },
    close: () => transport.close(),
  };
}
