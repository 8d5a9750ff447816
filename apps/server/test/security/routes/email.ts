import { noIds, pathId, SESSION_AGENCY, type CatalogueEntry, type Written } from './shared';

/** Emails to occupants, and the portfolio's evidence packs. */
export const EMAIL_ROUTES: Record<string, CatalogueEntry> = {
  // emails to occupants (features/email)
  'GET /v1/agency/email-domain': noIds(SESSION_AGENCY),
  ...occupantNoticeRoutes(),
  'POST /v1/portfolio/evidence-packs': noIds(
    "its only id is the portfolio's property-manager filter: another agency's manager matches " +
      'no property, as a missing one does (400, nothing recorded); tested in ' +
      'portfolio-evidence.test.ts',
    {
      // A suburb of one VIC property (db/seed): a pack of the whole portfolio would be 300
      // properties' PDFs, built by any suite that then runs the due jobs.
      query: { query: 'Yarraville', from: '01/01/2026', to: '31/01/2026' },
      writes: ['portfolio_evidence_packs'],
    },
  ),
  'GET /v1/portfolio/evidence-packs': noIds("the session user's own packs"),
  'GET /v1/portfolio/evidence-packs/:id': { ids: [pathId('portfolio_evidence_packs')] },
  'GET /v1/portfolio/evidence-packs/:id/download': {
    ids: [pathId('portfolio_evidence_packs')],
    sweep: { skip: 'answers a zip, never JSON' },
  },
};

/** The occupant-notice calls: the property travels in the body. */
function occupantNoticeRoutes(): Record<string, CatalogueEntry> {
  const entry = (writes: Written[], extra: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
    ids: [{ in: 'body', name: 'propertyId', table: 'properties' }],
    // An account of the VIC agency's email domain (db/seed/plans.ts), as both viewers may send.
    body: (id) => ({
      propertyId: id,
      fromEmail: 'rentals@yarrabendpm.com.au',
      toAddresses: ['tenant@example.com'],
      message: '<p>Hello</p>',
    }),
    writes,
    ...extra,
  });
  const rendersOnly = {
    pathParams: { emailType: 'OCCUPANT_NOTICE' },
    sendsNothing: 'renders the message for the user to read or save; sending is its own call',
  };
  return {
    'POST /v1/email/:emailType/preview': entry([], rendersOnly),
    'POST /v1/email/:emailType/download': entry([], {
      ...rendersOnly,
      sweep: { skip: 'answers an .eml file, never JSON' },
    }),
    'POST /v1/notice/send-occupant-notification': entry([
      'email_outbox',
      'pgboss.job',
      'audit_log',
    ]),
  };
}
