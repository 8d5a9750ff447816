import { compile } from 'html-to-text';
import { providerLines, type ProviderIdentity } from '../domain/provider-identity';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** A user's plain-text message as HTML paragraphs: escaped, its line breaks kept. */
const messageHtml = (message: string) =>
  message
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');

/** A link of an email: what it does, and its address (absolute: it is read outside the portal). */
export interface EmailLink {
  label: string;
  url: string;
}

/** The provider who sends the document: legal name, ABN, phone, and its address as a link. */
function providerFooterHtml(provider: ProviderIdentity): string {
  const lines = providerLines(provider);
  const email = escapeHtml(lines.email);
  return (
    '<p style="color:#555;font-size:12px">' +
    [lines.legalName, lines.abn, lines.phone].map(escapeHtml).join('<br>') +
    `<br><a href="mailto:${email}">${email}</a></p>`
  );
}

/**
 * The body of a forwarded document (invoice, quote): the sender's message, what is attached
 * with its key facts, the links it offers, who sent it and the provider who issued it.
 */
export function forwardedDocumentHtml(options: {
  message: string | undefined;
  intro: string;
  details: [string, string][];
  links?: EmailLink[];
  sender: string;
  provider: ProviderIdentity;
}): string {
  const rows = options.details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#555">${escapeHtml(label)}</td>` +
        `<td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const links = (options.links ?? [])
    .map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></li>`)
    .join('');
  return [
    options.message ? messageHtml(options.message) : '',
    `<p>${escapeHtml(options.intro)}</p>`,
    `<table class="details">${rows}</table>`,
    links ? `<ul class="links">${links}</ul>` : '',
    `<p>${escapeHtml(options.sender)}</p>`,
    providerFooterHtml(options.provider),
  ].join('');
}

/**
 * The body of an occupant notice: the user's rich-text message (already through the sanitiser),
 * their plain-text footer, who sent it and the provider who services the property.
 */
export function occupantNoticeHtml(options: {
  /** Sanitised HTML (email/rich-text.ts); inserted as it is. */
  messageHtml: string;
  footer: string | undefined;
  sender: string;
  provider: ProviderIdentity;
}): string {
  return [
    options.messageHtml,
    options.footer ? messageHtml(options.footer) : '',
    `<p>${escapeHtml(options.sender)}</p>`,
    providerFooterHtml(options.provider),
  ].join('');
}

/**
 * The body of an email the provider sends a tenant on the agency's behalf: a greeting, the
 * paragraphs (plain text, escaped) and the provider's footer.
 */
export function providerNoticeHtml(options: {
  greeting: string;
  paragraphs: string[];
  provider: ProviderIdentity;
}): string {
  return [
    `<p>${escapeHtml(options.greeting)}</p>`,
    ...options.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    providerFooterHtml(options.provider),
  ].join('');
}

/**
 * The invitation to join an agency on the portal: who invites, as what, the single-use link
 * and how long it works, and the provider who runs the portal.
 */
export function invitationHtml(options: {
  agencyName: string;
  inviterName: string;
  role: 'master' | 'standard';
  link: string;
  expiresInDays: number;
  provider: ProviderIdentity;
}): string {
  const as = options.role === 'master' ? 'a master user' : 'a user';
  const link = escapeHtml(options.link);
  return [
    '<p>Hello,</p>',
    `<p>${escapeHtml(options.inviterName)} has invited you to join ` +
      `${escapeHtml(options.agencyName)} on the Compliance Portal as ${as}.</p>`,
    `<p><a href="${link}">Accept the invitation</a></p>`,
    `<p>The link works once, for ${options.expiresInDays} days. If the button does not work, ` +
      `copy this address into your browser: ${link}</p>`,
    '<p>If you were not expecting this invitation, you can ignore this email.</p>',
    providerFooterHtml(options.provider),
  ].join('');
}

/**
 * The plain-text part of an email from its HTML (ours, or an editor body after the sanitiser):
 * paragraphs apart, line breaks kept, list items one a line, a link's address after its text,
 * a document's details as a label line above its value line (a blank line between the pairs,
 * so a long value never breaks a column), other tables' columns aligned, entities decoded.
 * Lines are not wrapped: mail clients wrap them.
 */
export const emailText: (html: string) => string = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'table', format: 'dataTable' },
    { selector: 'table.details', format: 'block' },
    {
      selector: 'table.details > tr',
      format: 'block',
      options: { leadingLineBreaks: 2, trailingLineBreaks: 2 },
    },
    {
      selector: 'table.details > tr > td',
      format: 'block',
      options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
    },
    // The editor writes each list item as a paragraph; one line each, not a paragraph apart.
    {
      selector: 'li > p',
      format: 'block',
      options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
    },
  ],
});
