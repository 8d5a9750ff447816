import { defineCall } from '../api/call';
import { zListOf } from '../api/envelope';
import { FILE_TYPES } from '../api/files';
import { ZInvoice } from '../api/dashboard';
import {
  ZForwardResult,
  ZIdParams,
  ZInvoiceUploadResult,
  ZPropertyInvoicesQuery,
} from '../api/invoices-quotes';
import { INVOICE_SORT_DESCRIPTION } from '../api/list-sort';
import { ZForwardEmail } from '../rules/email';

// Invoices: the property's list, the PDF, forwarding by email and upload to the agency's software.

export const propertyInvoices = defineCall({
  method: 'GET',
  path: '/v1/property/:id/invoices',
  access: 'session',
  tags: ['invoices'],
  summary: "The property's invoices, the latest due date first unless sorted otherwise",
  description:
    "Paged with page (from 1) and page-size. 404 when the property is not one of the session agency's. " +
    INVOICE_SORT_DESCRIPTION,
  params: ZIdParams,
  query: ZPropertyInvoicesQuery,
  data: zListOf(ZInvoice),
  errors: [400, 404],
});

export const pdf = defineCall({
  method: 'GET',
  path: '/v1/invoice/:id/pdf',
  access: 'session',
  tags: ['invoices'],
  summary: 'The invoice as a PDF (application/pdf), saved as invoice-{number}.pdf',
  description:
    'An attachment named invoice-{number}.pdf; failures answer the JSON envelope (404 for ' +
    "a missing or another agency's invoice).",
  params: ZIdParams,
  file: { contentType: FILE_TYPES.pdf, description: 'The invoice as a PDF' },
  errors: [400, 404],
});

export const upload = defineCall({
  method: 'POST',
  path: '/v1/invoice/:id/upload',
  access: 'session',
  tags: ['invoices'],
  summary: "Upload the invoice to the agency's property software, in the background",
  description:
    'No body. Marks the invoice uploading and queues a durable job; the answer is the ' +
    'invoice as it now is. The job records isUploaded, uploadedAt and uploadedBy, or the ' +
    "software's refusal as lastError (then 'Retry upload' calls this again). 409 when the " +
    'invoice is not eligible, is uploading or uploaded already, or the agency has no ' +
    'active integration.',
  params: ZIdParams,
  data: ZInvoiceUploadResult,
  errors: [400, 404, 409],
});

export const forward = defineCall({
  method: 'POST',
  path: '/v1/invoice/:id/forward',
  access: 'session',
  tags: ['invoices'],
  summary: 'Email the invoice (PDF attached) to the chosen recipients',
  description:
    'One to five To addresses, at most five CC, none repeating a To, an optional message ' +
    'under 500 characters; 400 names each field with its rule. The email is sent in the ' +
    'background (SMTP, or an .eml file in the outbox directory).',
  params: ZIdParams,
  body: ZForwardEmail,
  data: ZForwardResult,
  errors: [400, 404],
  quota: 'email',
});
