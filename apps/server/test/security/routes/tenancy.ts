import { pathId, type CatalogueEntry } from './shared';

/** Properties whose tenancies the agency may change (not integrated, not cancelled). */
const TENANCY_CHANGEABLE = "is_managed and not is_integrated and not 'CANCELLED' = any(flags)";
const TENANCY_BODY = {
  tenancy: { formType: 'edit', startDate: '01/01/2026', leaseType: 'New' },
  occupants: [{ name: 'Sam Hostile', email: 'sam@example.com' }],
};

/** A property's contacts and tenancies. */
export const TENANCY_ROUTES: Record<string, CatalogueEntry> = {
  // property
  'GET /v1/property/:id/contacts': { ids: [pathId('properties')] },
  // tenancy
  'GET /v1/property/:id/tenancy': { ids: [pathId('properties')] },
  'GET /v1/property/:id/tenancies': { ids: [pathId('properties')] },
  'POST /v1/property/:id/tenancy': {
    ids: [pathId('properties', { where: TENANCY_CHANGEABLE })],
    body: () => TENANCY_BODY,
    writes: ['tenancies', 'occupants', 'contact_numbers', 'properties'],
  },
  'PUT /v1/property/:id/tenancy/:tenancyId': {
    ids: [
      pathId('properties', { where: TENANCY_CHANGEABLE }),
      {
        in: 'path',
        name: 'tenancyId',
        table: 'tenancies',
        where: `property_id = (select min(id) from properties p where p.agency_id = tenancies.agency_id and ${TENANCY_CHANGEABLE})`,
      },
    ],
    body: () => TENANCY_BODY,
    writes: ['tenancies', 'occupants', 'contact_numbers', 'properties'],
  },
  'POST /v1/property/:id/mark-as-vacant': {
    ids: [pathId('properties', { where: `${TENANCY_CHANGEABLE} and not is_vacant` })],
    writes: ['tenancies', 'properties'],
  },
};
