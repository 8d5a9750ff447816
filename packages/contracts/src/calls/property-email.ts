import { defineCall } from '../api/call';
import {
  EML_CONTENT_TYPE,
  EMAIL_SENDER_MESSAGES,
  ZEmailPreview,
  ZEmailSender,
  ZEmailTypeParams,
  ZOccupantNotificationResult,
} from '../api/property-email';
import { ZOccupantNotification } from '../rules/email';

// Emails to a property's occupants (spec 2 §7 'Emails and notices'): who may send them, the
// preview, the .eml download and sending.

const RULES =
  'One to five To addresses, at most five CC, none repeating a To, every one valid; fromEmail ' +
  "required and one of the agency's email-domain accounts; message the editor's HTML, its text " +
  'under 500 characters. The message is sanitised on the server (no script, event handler, ' +
  'frame or foreign image survives); an address with a line break is a 400. 404 when the ' +
  "property (or the notice) is not the session agency's; 409 " +
  `'${EMAIL_SENDER_MESSAGES.notSetUp}' or '${EMAIL_SENDER_MESSAGES.disabled}' when the user ` +
  'may not send occupant notices.';

export const sender = defineCall({
  method: 'GET',
  path: '/v1/agency/email-domain',
  access: 'session',
  tags: ['email'],
  summary: "The agency's email domain as it applies to the user: may they send occupant notices",
  description:
    "status 'ready' when the domain is set up and the user's own email is one of its accounts " +
    "(fromOptions: those accounts, the user's first), 'notSetUp' otherwise (setupUrl: where to " +
    "set it up), 'disabled' when the agency turned sending from the portal off.",
  data: ZEmailSender,
  errors: [],
});

export const preview = defineCall({
  method: 'POST',
  path: '/v1/email/:emailType/preview',
  access: 'session',
  tags: ['email'],
  summary: 'The email as it would be sent: subject, sender, recipients and its sanitised HTML',
  description: `Nothing is sent or stored. ${RULES}`,
  params: ZEmailTypeParams,
  body: ZOccupantNotification,
  data: ZEmailPreview,
  errors: [400, 404, 409],
});

export const download = defineCall({
  method: 'POST',
  path: '/v1/email/:emailType/download',
  access: 'session',
  tags: ['email'],
  summary: 'The email as it would be sent, as an .eml file (RFC 5322, HTML and plain text)',
  description: `An attachment named after the property; nothing is sent or stored. ${RULES}`,
  params: ZEmailTypeParams,
  body: ZOccupantNotification,
  file: { contentType: EML_CONTENT_TYPE, description: 'The message (message/rfc822)' },
  errors: [400, 404, 409],
});

export const sendOccupantNotification = defineCall({
  method: 'POST',
  path: '/v1/notice/send-occupant-notification',
  access: 'session',
  tags: ['email'],
  summary: "Email the property's occupants (an occupant notice)",
  description:
    `${RULES} The email is sent in the background (SMTP, or an .eml file in the outbox ` +
    'directory), from fromEmail, replies going to the user.',
  body: ZOccupantNotification,
  data: ZOccupantNotificationResult,
  errors: [400, 404, 409],
  quota: 'email',
});
