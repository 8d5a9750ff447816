import { describe, expect, it } from 'vitest';
import { OUR_IMAGE, OUR_ORIGIN } from '../../test/security/xss/payloads';
import { emailText, forwardedDocumentHtml } from './email-html';
import { sanitizeRichText } from './rich-text';

const PROVIDER = {
  name: 'Safety Co',
  legalName: 'Safety Co & Sons Pty Ltd',
  abn: '51824753556',
  phone: '1300 134 563',
  email: 'help@safety.example.com.au',
};

describe('emailText', () => {
  it('should give the message, each detail as a label line above its value, the links, the sender and the provider when a document is forwarded', () => {
    const html = forwardedDocumentHtml({
      message: 'Hi Sam,\n\nPlease pay this <soon> & thanks.\nCall me on 0400 000 000',
      intro: 'Please find attached invoice INV-7 from Safety Co.',
      details: [
        ['Property', 'Unit 12, 1 A very long street name indeed, Richmond North VIC 3121'],
        ['Invoice number', 'INV-7'],
        ['Total', '$121.00 (inc. GST)'],
      ],
      links: [{ label: 'Approve or reject the quote', url: 'https://cs.example.com/q?id=1&x=2' }],
      sender: 'Sent by Demo Master of "Yarra" & Co.',
      provider: PROVIDER,
    });
    expect(emailText(html)).toBe(
      [
        'Hi Sam,',
        '',
        'Please pay this <soon> & thanks.',
        'Call me on 0400 000 000',
        '',
        'Please find attached invoice INV-7 from Safety Co.',
        '',
        'Property',
        'Unit 12, 1 A very long street name indeed, Richmond North VIC 3121',
        '',
        'Invoice number',
        'INV-7',
        '',
        'Total',
        '$121.00 (inc. GST)',
        '',
        ' * Approve or reject the quote [https://cs.example.com/q?id=1&x=2]',
        '',
        'Sent by Demo Master of "Yarra" & Co.',
        '',
        'Safety Co & Sons Pty Ltd',
        'ABN 51 824 753 556',
        'Phone 1300 134 563',
        'help@safety.example.com.au',
      ].join('\n'),
    );
  });

  it('should keep paragraphs, list items, link addresses and images when the body comes from the editor', () => {
    const body = sanitizeRichText(
      '<h2>Smoke alarm check</h2>' +
        '<p>Hello <strong>Sam</strong>,<br>the technician comes on <em>Monday</em>.</p>' +
        '<ul><li><p>Keys at the office</p></li><li><p>Dog in the yard</p></li></ul>' +
        '<ol><li><p>Book a time</p></li><li><p>Confirm it</p></li></ol>' +
        '<p><a href="https://example.com/booking?id=1&amp;x=2">Book now</a> or ' +
        '<a href="mailto:help@example.com">help@example.com</a></p>' +
        `<p><img src="${OUR_IMAGE}" alt="Agency logo" width="200" height="80"></p>`,
      { imageOrigins: [OUR_ORIGIN] },
    );
    expect(emailText(body)).toBe(
      [
        'SMOKE ALARM CHECK',
        '',
        'Hello Sam,',
        'the technician comes on Monday.',
        '',
        ' * Keys at the office',
        ' * Dog in the yard',
        '',
        ' 1. Book a time',
        ' 2. Confirm it',
        '',
        'Book now [https://example.com/booking?id=1&x=2] or help@example.com',
        '',
        `Agency logo [${OUR_IMAGE}]`,
      ].join('\n'),
    );
  });
});
