import { z } from 'zod/mini';

// The notices list's facets and what resolving a notice answers (spec 3-action-required §3, §7).

/**
 * Facets of GET /v1/notice (ORed): Urgent, the notice impacts compliance; NonUrgent, it does
 * not; ContactProvider, only the provider can resolve it (isContactDiRequired).
 */
export const NOTICE_FACETS = ['Urgent', 'NonUrgent', 'ContactProvider'] as const;
export const ZNoticeFacet = z.enum(NOTICE_FACETS);
export type TNoticeFacet = z.infer<typeof ZNoticeFacet>;

/** POST /v1/notice/{id}/resolve: the notice as resolved. */
export const ZNoticeResolution = z.object({
  noticeId: z.int(),
  resolvedAt: z.string(),
  resolveReason: z.string(),
});
export type TNoticeResolution = z.infer<typeof ZNoticeResolution>;

/**
 * POST /v1/notice/{id}/send-notification-and-resolve: the notice as resolved and the id of the
 * email queued to the tenant.
 */
export const ZNotificationAndResolveResult = /* @__PURE__ */ z.extend(ZNoticeResolution, {
  emailId: z.int(),
});
export type TNotificationAndResolveResult = z.infer<typeof ZNotificationAndResolveResult>;

/** Why resolving a notice was refused, in words. */
export const NOTICE_RESOLVE_ERRORS = {
  alreadyResolved: 'This notice has already been resolved',
  contactProvider: 'Only the provider can resolve this notice: please contact them',
  otherNotice: 'noticeId must be the notice of the path',
  otherProperty: 'propertyId must be the property of the notice',
  notTenant: 'The tenant must be one of the current tenants of the property',
  cannotContact: 'This tenant cannot be contacted: they have no email address',
} as const;
