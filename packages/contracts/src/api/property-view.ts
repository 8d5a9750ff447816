import { z } from 'zod';
import { ZActiveExperiments } from '../enums/agency-features';
import { ZKeyAvailability, ZNextKeyPickup } from '../enums/keys';
import { ZNoticeType } from '../enums/notices';
import { ZPropertyTag } from '../enums/property-flags';
import { ZServiceStatus, ZServiceTag } from '../enums/service-statuses';
import { ZServiceCode } from '../enums/services';
import { ZStateCode } from '../enums/states';

/** A service on the property (spec 2 §3): its status and the tags shown beside it. */
export const ZPropertyViewService = z.object({
  /** The service of this property (not the catalogue's service id). */
  serviceId: z.number().int(),
  shortName: ZServiceCode,
  status: ZServiceStatus,
  tags: z.array(ZServiceTag),
  lastServiceDate: z.string().nullable(),
  nextDueDate: z.string().nullable(),
  /** The date the service is on hold until, when it is. */
  onHoldUntil: z.string().nullable(),
  /** A hold may be requested for it: active, serviced by the provider, not on hold or requested. */
  isHoldable: z.boolean().optional(),
  /** A cancellation of it has been requested and awaits the provider. */
  isPendingCancellation: z.boolean().optional(),
});
export type TPropertyViewService = z.infer<typeof ZPropertyViewService>;

/** The onsite key details (propertyKeyInformation). */
export const ZPropertyKeyInformation = z.object({
  onsiteAvailability: z.nullable(ZKeyAvailability),
  temporaryKeyExpirationDate: z.string().nullable(),
  keyOnsiteNotes: z.string().nullable(),
  validFrom: z.string().nullable(),
});
export type TPropertyKeyInformation = z.infer<typeof ZPropertyKeyInformation>;

/**
 * Which items of the property action menu apply (spec 2 §2): the tenancy items follow the
 * property's tenancy, integration and cancellation; hold and cancel their availability; Book the
 * agency setting allow_agency_portal_booking.
 */
export const ZPropertyActions = z.object({
  canEditTenancy: z.boolean(),
  canAddTenancy: z.boolean(),
  canUpdateKeyNumber: z.boolean(),
  canRequestService: z.boolean(),
  canHold: z.boolean(),
  canCancel: z.boolean(),
  canBook: z.boolean(),
  canRequestOneOffEntryNotification: z.boolean(),
  canEmailTenant: z.boolean(),
});
export type TPropertyActions = z.infer<typeof ZPropertyActions>;

/** GET /v1/property/{id}: the property view (spec 2 §3 Property). */
export const ZPropertyView = z.object({
  id: z.number().int(),
  /** '4/27 Station Street' (street, then unit). */
  addressLine1: z.string(),
  /** 'Richmond VIC 3121'. */
  addressLine2: z.string(),
  /** The whole address on one line. */
  address: z.string(),
  state: ZStateCode,
  tags: z.array(ZPropertyTag),
  /** The services in the service display order (smoke, electrical, gas, ...). */
  services: z.array(ZPropertyViewService),
  propertyManager: z
    .object({ id: z.number().int(), name: z.string(), email: z.string().nullable() })
    .nullable(),
  isKeyAvailable: z.boolean(),
  keyNumber: z.string().nullable(),
  keyLocationId: z.number().int().nullable(),
  propertyKeyInformation: ZPropertyKeyInformation,
  /** The property's next key pickup from the agency's today, whatever its status, if any. */
  nextKeyPickup: z.nullable(ZNextKeyPickup),
  hasCurrentTenancy: z.boolean(),
  /** The agency setting that shows Book. */
  allowAgencyPortalBooking: z.boolean(),
  actions: ZPropertyActions,
  /** The signed-in user's experiments, as GET /v1/me/active-experiments answers them. */
  experiments: ZActiveExperiments,
});
export type TPropertyView = z.infer<typeof ZPropertyView>;

/** GET /v1/property/{id}/appliances: ?service= narrows to one service. */
export const ZPropertyAppliancesQuery = z.object({ service: z.optional(ZServiceCode) });
export type TPropertyAppliancesQuery = z.output<typeof ZPropertyAppliancesQuery>;

/** An appliance found at the property during a service. */
export const ZPropertyAppliance = z.object({
  id: z.number().int(),
  serviceCode: ZServiceCode,
  name: z.string(),
  location: z.string().nullable(),
  applianceType: z.string().nullable(),
});
export type TPropertyAppliance = z.infer<typeof ZPropertyAppliance>;

/** GET /v1/property/{id}/notices: ?resolved=1 the resolved ones, 0 the active ones, absent all. */
export const ZPropertyNoticesQuery = z.object({
  resolved: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true')),
});
export type TPropertyNoticesQuery = z.output<typeof ZPropertyNoticesQuery>;

/** A notice of the property, newest first. */
export const ZPropertyNotice = z.object({
  noticeId: z.number().int(),
  noticeType: ZNoticeType,
  isUrgent: z.boolean(),
  isContactDiRequired: z.boolean(),
  message: z.string().nullable(),
  serviceCodes: z.array(ZServiceCode),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolveReason: z.string().nullable(),
});
export type TPropertyNotice = z.infer<typeof ZPropertyNotice>;

/** GET /v1/property/{id}/key-pickup-location: null when the property has none. */
export const ZKeyPickupLocation = z.object({
  keyLocationId: z.number().int(),
  name: z.string(),
  fullAddress: z.string(),
  instructions: z.string().nullable(),
});
export type TKeyPickupLocation = z.infer<typeof ZKeyPickupLocation>;
