import { managerQuery, noIds, pathId, type CatalogueEntry } from './shared';

/** A property with open reported findings (of smoke alarms for the service's read). */
const WITH_OPEN_FINDINGS = pathId('properties', {
  where: "id in (select property_id from reported_findings where status = 'OPEN')",
});

const RESOLVED: CatalogueEntry['writes'] = [
  'reported_findings',
  'quotes',
  'quote_items',
  'documents',
  'temporary_documents',
  'properties',
  'audit_log',
];

/** Reported findings: the list, a property's findings and their resolutions. */
export const REPORTED_FINDINGS_ROUTES: Record<string, CatalogueEntry> = {
  'GET /v1/reported-findings': {
    ids: [
      { in: 'query', name: 'propertyId', table: 'properties' },
      managerQuery('property-manager'),
    ],
  },
  'GET /v1/reported-findings/servicing-categories': noIds(
    'the provider’s servicing categories: reference data shared by every agency',
  ),
  'GET /v1/property/:id/reported-findings': { ids: [WITH_OPEN_FINDINGS] },
  'GET /v2/property/:id/reported-findings/:serviceShortName': {
    ids: [WITH_OPEN_FINDINGS],
    pathParams: { serviceShortName: 'smoke' },
  },
  'POST /v2/property/:id/reported-findings/quote': {
    ids: [WITH_OPEN_FINDINGS],
    body: (id) => ({ compliancePropertyId: id, problemRegisterIds: [1] }),
    writes: RESOLVED,
  },
  'POST /v2/property/:id/reported-findings/inform-di': {
    ids: [WITH_OPEN_FINDINGS],
    body: (id) => ({
      compliancePropertyId: id,
      problemRegisterIds: [1],
      notes: 'Told the provider',
      propertyBuilt: '1998-01-01',
    }),
    writes: RESOLVED,
  },
  'POST /v2/property/:id/reported-findings': {
    ids: [WITH_OPEN_FINDINGS],
    body: (id) => ({
      compliancePropertyId: id,
      selectedProblemRegisterIds: [1],
      documentIds: ['a-reference'],
      notes: 'Repaired by the owner’s electrician',
    }),
    writes: RESOLVED,
  },
  'POST /v1/reported-findings/temporary-document': noIds(
    'stored for the session agency; only its own references resolve its findings',
    { upload: { filename: 'invoice.txt', data: 'Repaired the smoke alarm.' } },
  ),
  'POST /v1/reported-findings/:id/dismiss': {
    ids: [pathId('reported_findings', { where: "status = 'OPEN' and is_dismissible" })],
    writes: ['reported_findings', 'audit_log'],
  },
  'POST /v1/reported-findings/:id/restore': {
    ids: [pathId('reported_findings', { where: "status = 'DISMISSED'" })],
    writes: ['reported_findings', 'audit_log'],
  },
};
