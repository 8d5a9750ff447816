import {
  noIds,
  pathId,
  SESSION_AGENCY,
  type CatalogueEntry,
  type IdSlot,
  type Written,
} from './shared';

/** Properties whose services may be put on hold or cancelled (not cancelled). */
const REQUESTABLE = "is_managed and not 'CANCELLED' = any(flags) and cancelled_at is null";
/** A property whose smoke alarm service may be booked now (booking-service.ts's rule). */
const SMOKE_BOOKABLE = `${REQUESTABLE} and exists (select 1 from property_services s
  where s.agency_id = properties.agency_id and s.property_id = properties.id
    and s.service_code = 'smoke' and s.is_managed_by_provider
    and s.status not in ('CANCELLED', 'NOT_ENROLLED', 'ON_HOLD', 'BOOKED_IN')
    and not exists (select 1 from hold_requests h where h.agency_id = s.agency_id
      and h.property_id = s.property_id and h.status = 'PENDING' and s.service_code = any (h.service_codes))
    and not exists (select 1 from cancellation_requests c where c.agency_id = s.agency_id
      and c.property_id = s.property_id and c.status = 'PENDING' and s.service_code = any (c.service_codes)))`;

/**
 * Hold and cancellation requests, property documents and the evidence pack, entry preferences
 * and booking.
 */
export const REQUESTS_ROUTES: Record<string, CatalogueEntry> = {
  // hold and cancellation requests
  'POST /v1/property/:id/hold-request': {
    ids: [pathId('properties', { where: REQUESTABLE })],
    body: () => ({ services: [1], holdDate: '31/12/2099', reasonNote: 'Owner renovating' }),
    writes: ['hold_requests', 'property_services', 'properties'],
  },
  'GET /v1/meta/cancellation-reasons': noIds("the provider's list, the same for every agency"),
  'GET /v1/property/:id/cancellation-request': { ids: [pathId('properties')] },
  'POST /v1/property/:id/cancellation-request': {
    ids: [pathId('properties', { where: REQUESTABLE })],
    body: () => ({ services: [1], cancellationReasonId: 1 }),
    writes: ['cancellation_requests'],
  },
  // property documents (uploads with hostile files: features/property/documents.test.ts)
  ...documentRoutes('/v1/property', 'properties', 'property_id'),
  ...documentRoutes('/v1/integrated-property', 'non_managed_properties', 'non_managed_property_id'),
  'GET /v1/meta/property-document-types': noIds('the same list for everyone'),
  'GET /v1/meta/property-document-services': noIds('the same list for everyone'),
  'GET /v1/property/:id/evidence-pack': {
    ids: [pathId('properties')],
    query: { from: '01/01/2026', to: '31/01/2026' },
    sweep: { skip: 'answers a zip, never JSON' },
  },
  // entry method preferences and the one-off entry notification
  'GET /v1/property/:id/entry-method-preferences': { ids: [pathId('properties')] },
  'POST /v1/property/:id/entry-method-preferences': {
    ids: [pathId('properties')],
    body: () => ({
      occupantAppointmentPreference: 'YES',
      internalEnPreference: 'NO',
      vacantEntryPreference: 'BY_EXCEPTION',
      comments: 'Call the tenant first',
    }),
    writes: ['entry_method_preferences'],
  },
  'GET /v1/agency/entry-method-preferences': noIds(SESSION_AGENCY),
  'POST /v1/property/:id/entry-notification/one-off': {
    ids: [pathId('properties', { where: "not is_vacant and not 'VACANT' = any(flags)" })],
    body: () => ({ serviceIds: [1] }),
    writes: ['one_off_entry_notifications'],
  },
  // booking on a tenant's behalf
  'GET /v2/property/:id/services/bookable': { ids: [pathId('properties')] },
  'GET /v1/property/:id/booking/availability': {
    ids: [pathId('properties', { where: SMOKE_BOOKABLE })],
    query: { service: 'smoke' },
  },
  'POST /v1/property/:id/booking/hold': {
    ids: [pathId('properties', { where: REQUESTABLE })],
    body: () => ({ oasMetadataId: 'oas-1' }),
    writes: ['availability_slots'],
  },
  'POST /v1/property/:id/booking': {
    ids: [pathId('properties', { where: REQUESTABLE })],
    body: (id) => ({
      propertyId: id,
      bookingTypes: 'smoke',
      contacts: [
        {
          name: 'Sam Hostile',
          email: 'sam@example.com',
          mobile: '0412345678',
          isPrimaryContact: true,
        },
      ],
      oasResult: {
        oasMetadataId: 'oas-1',
        date: '2099-01-01',
        startTime: '08:00',
        endTime: '10:00',
      },
    }),
    writes: ['bookings', 'availability_slots', 'property_services'],
  },
};

/**
 * The documents calls of managed or of non-managed properties. The session agency's ids are a
 * property with documents and one of them; another agency with no document of that kind (the
 * demo has none on other agencies' non-managed properties) gives any of its properties and
 * documents.
 */
function documentRoutes(
  prefix: string,
  table: string,
  column: string,
): Record<string, CatalogueEntry> {
  const noneOfKind = (agency: string) =>
    `not exists (select 1 from documents x where x.agency_id = ${agency} and x.${column} is not null and x.deleted_at is null)`;
  const property = pathId(table, {
    where:
      `exists (select 1 from documents d where d.${column} = ${table}.id and d.deleted_at is null)` +
      ` or ${noneOfKind(`${table}.agency_id`)}`,
  });
  const document: IdSlot = {
    in: 'path',
    name: 'docId',
    table: 'documents',
    where:
      `deleted_at is null and (${column} = (select min(d.${column}) from documents d where d.agency_id = documents.agency_id and d.deleted_at is null)` +
      ` or ${noneOfKind('documents.agency_id')})`,
  };
  const writes: Written[] = ['documents', 'audit_log'];
  return {
    [`GET ${prefix}/:id/documents`]: { ids: [pathId(table)] },
    [`POST ${prefix}/:id/documents`]: {
      ids: [pathId(table)],
      upload: { filename: 'notes.txt', data: 'Alarm tested.' },
      writes,
    },
    [`PATCH ${prefix}/:id/documents/:docId`]: {
      ids: [property, document],
      body: () => ({ documentType: 'CERTIFICATE_DOCUMENT', services: ['smoke'] }),
      writes,
    },
    [`DELETE ${prefix}/:id/documents/:docId`]: { ids: [property, document], writes },
    [`GET ${prefix}/:id/documents/:docId/file`]: {
      ids: [property, document],
      sweep: { skip: 'answers the file, never JSON' },
    },
  };
}
