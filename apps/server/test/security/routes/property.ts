import { noIds, pathId, SESSION_AGENCY, type CatalogueEntry } from './shared';

/** A managed property's view, search, edit and history; non-managed properties. */
export const PROPERTY_ROUTES: Record<string, CatalogueEntry> = {
  // property view
  'GET /v1/property/:id': { ids: [pathId('properties')] },
  'GET /v1/property/:id/appliances': { ids: [pathId('properties')] },
  'GET /v1/property/:id/notices': { ids: [pathId('properties')] },
  'GET /v1/property/:id/key-pickup-location': { ids: [pathId('properties')] },
  // go anywhere by typing
  'GET /v1/search': noIds(SESSION_AGENCY, { query: { q: 'street' } }),
  // edit property
  'GET /v1/property/:id/key-details': { ids: [pathId('properties')] },
  'PUT /v1/property/:id': {
    ids: [
      pathId('properties'),
      { in: 'body', name: 'agencyKey.propertyManagerId', table: 'property_managers' },
    ],
    body: (id) => ({
      agencyKey: { isKeyAvailable: true, keyNumber: 'K100', propertyManagerId: id },
      propertyKey: { onsiteAvailability: 'UNAVAILABLE', keyOnsiteNotes: null },
    }),
    writes: ['properties', 'audit_log'],
  },
  // property history
  'GET /v1/property/:id/history': { ids: [pathId('properties')] },
  // non-managed (integrated) properties
  'GET /v1/integrated-property/:id': { ids: [pathId('non_managed_properties')] },
  'PATCH /v1/integrated-property/:id': {
    ids: [pathId('non_managed_properties', { where: 'is_residential' })],
    body: () => ({ isResidentialProperty: false, nonResidentialPropertyType: 'COMMERCIAL' }),
    writes: ['non_managed_properties', 'audit_log'],
  },
};
