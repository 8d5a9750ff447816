import { sql } from 'drizzle-orm';
import { cancellationRequests, holdRequests, propertyServices } from '../../db/schema/index';

// Whether a property service is in a pending hold or cancellation request of its own property,
// for a select over property_services. Written once: the property view's menu flags and the
// request rules read the same answer. (Each request is compared with the service's row, never
// with itself.)
export const pendingHold = sql<boolean>`exists (select 1 from ${holdRequests} h
  where h.agency_id = ${propertyServices}.agency_id and h.property_id = ${propertyServices}.property_id
    and h.status = 'PENDING' and ${propertyServices}.service_code = any (h.service_codes))`;

export const pendingCancellation = sql<boolean>`exists (select 1 from ${cancellationRequests} c
  where c.agency_id = ${propertyServices}.agency_id and c.property_id = ${propertyServices}.property_id
    and c.status = 'PENDING' and ${propertyServices}.service_code = any (c.service_codes))`;
