import { compile } from 'html-to-text';

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

/**
 * The body of a forwarded document (invoice, quote): the sender's message, what is attached
 * with its key facts, and who sent it.
 */
export function forwardedDocumentHtml(options: {
  message: string | undefined;
  intro: string;
  details: [string, string][];
  sender: string;
}): string {
  const rows = options.details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#555">${escapeHtml(label)}</td>` +
        `<td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return [
    options.message ? messageHtml(options.message) : '',
    `<p>${escapeHtml(options.intro)}</p>`,
    `<table>${rows}</table>`,
    `<p>${escapeHtml(options.sender)}</p>`,
  ].join('');
}

/**
 * The plain-text part of an email from its HTML (ours, or an editor body after the sanitiser):
 * paragraphs apart, line breaks kept, list items one a line, a link's address after its text,
 * a table's columns aligned, entities decoded. Lines are not wrapped: mail clients wrap them.
 */
export const emailText: (html: string) => string = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'table', format: 'dataTable' },
    // The editor writes each list item as a paragraph; one line each, not a paragraph apart.
    {
      selector: 'li > p',
      format: 'block',
      options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
    },
  ],
});
