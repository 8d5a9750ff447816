import { defineCall } from '../api/call';
import { ZIdParams } from '../api/invoices-quotes';
import { ZEvidencePackQuery } from '../api/property-evidence';
import { EVIDENCE_PACK_MAX_YEARS } from '../rules/property-evidence';

// The evidence pack of a managed property: what an agency hands a tribunal or an insurer.

export const pack = defineCall({
  method: 'GET',
  path: '/v1/property/:id/evidence-pack',
  access: 'session',
  tags: ['property'],
  summary: "A zip of the property's evidence for a period",
  description:
    "Streams one zip: the property's documents uploaded in the period (service reports, " +
    'certificates and others, as stored), its notices and its reported findings with their ' +
    'resolutions (one PDF each), its invoices and quotes as PDFs, and index.pdf listing every ' +
    'entry with its date and file name. from and to are days (dd/mm/yyyy), both included, at ' +
    `most ${EVIDENCE_PACK_MAX_YEARS} years apart (400 with the reason otherwise). Reading ` +
    "changes nothing but the audit log. 404 'Property not found' for a missing or another " +
    "agency's property. 403 when the browser says the request comes from another site (a " +
    'link or image there): nothing is built or recorded then.',
  params: ZIdParams,
  query: ZEvidencePackQuery,
  file: { contentType: 'application/zip', description: 'The evidence pack as a zip' },
  errors: [400, 403, 404],
});
