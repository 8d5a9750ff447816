import {
  NOTICE_MESSAGES,
  NOTICE_RESOLVE_ERRORS,
  serviceLabels,
  stripMarkup,
  whyTenantCannotBeContacted,
  type TNotificationAndResolve,
  type TNotificationAndResolveResult,
  type TServiceCode,
} from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agencies, occupants, properties, tenancies } from '../../db/schema/index';
import { addressColumns, oneLineAddress } from '../../domain/property-ref';
import type { ProviderIdentity } from '../../domain/provider-identity';
import { providerNoticeHtml } from '../../email/email-html';
import { badRequest, conflict } from '../../lib/errors';
import { recordScopedAudit, type AuditActor } from '../../plugins/audit';
import type { Mail } from '../../plugins/mailer';
import { lockResolvableNotice, markResolved } from './service';

/** The audit action (and history entry) of a notice resolved with a notification to a tenant. */
const NOTIFY_AND_RESOLVE_ACTION = 'notice.notify-and-resolve';

/** 'Smoke Alarms service', 'Smoke Alarms and Gas services'; none named: 'safety service'. */
function servicesText(codes: readonly string[]): string {
  const names = codes.flatMap((code) => serviceLabels[code as TServiceCode] ?? []);
  if (names.length <= 1) return `${names[0] ?? 'safety'} service`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} services`;
}

/**
 * POST /v1/notice/{id}/send-notification-and-resolve: in one transaction the active notice is
 * resolved with the call notes' visible text, an email from the provider (the portal's own
 * address) is queued to the chosen tenant of the current tenancy, and the audit log records it.
 */
export function sendNotificationAndResolve(
  database: Database,
  mail: Mail,
  scope: AuditActor & { now: Date },
  noticeId: number,
  body: TNotificationAndResolve,
  provider: ProviderIdentity,
): Promise<TNotificationAndResolveResult> {
  return database.withAgency(scope.agencyId, async (tx) => {
    const notice = await lockResolvableNotice(tx, scope.agencyId, noticeId, body);
    const tenants = await tx
      .select({ id: occupants.id, name: occupants.name, email: occupants.email })
      .from(occupants)
      .innerJoin(
        tenancies,
        and(eq(tenancies.agencyId, occupants.agencyId), eq(tenancies.id, occupants.tenancyId)),
      )
      .where(
        and(
          eq(occupants.agencyId, scope.agencyId),
          eq(tenancies.propertyId, notice.propertyId),
          eq(tenancies.isCurrent, true),
        ),
      )
      .orderBy(asc(occupants.displayOrder), asc(occupants.id));
    const tenant = tenants.find((each) => each.id === body.occupantId);
    if (!tenants.some((each) => whyTenantCannotBeContacted(each) === null)) {
      throw conflict(NOTICE_MESSAGES.noTenants);
    }
    if (!tenant) {
      throw badRequest(NOTICE_RESOLVE_ERRORS.notTenant, {
        'body.occupantId': NOTICE_RESOLVE_ERRORS.notTenant,
      });
    }
    if (whyTenantCannotBeContacted(tenant) !== null || !tenant.email) {
      throw badRequest(NOTICE_RESOLVE_ERRORS.cannotContact, {
        'body.occupantId': NOTICE_RESOLVE_ERRORS.cannotContact,
      });
    }
    const [place] = await tx
      .select({ ...addressColumns(properties), agencyName: agencies.name })
      .from(properties)
      .innerJoin(agencies, eq(agencies.id, properties.agencyId))
      .where(and(eq(properties.agencyId, scope.agencyId), eq(properties.id, notice.propertyId)));
    const address = oneLineAddress(place!);
    const services = servicesText(notice.serviceCodes);
    const resolution = await markResolved(tx, scope, noticeId, stripMarkup(body.notes));
    const emailId = await mail.queue(tx, {
      agencyId: scope.agencyId,
      messageType: 'TENANT_NOTIFICATION',
      propertyId: notice.propertyId,
      noticeId,
      to: [tenant.email.trim()],
      cc: [],
      // From the property's stored address: any line break in it is a space, never a header.
      subject: `Booking access to ${address}`.replace(/\s+/g, ' '),
      html: providerNoticeHtml({
        greeting: `Dear ${tenant.name},`,
        paragraphs: [
          `Your property manager, ${place!.agencyName}, has asked ${provider.name} to get in ` +
            `touch with you to book access to ${address} for its ${services}.`,
          `We will contact you shortly to arrange a time. If you would like to book sooner, ` +
            `please call us on ${provider.phone} or email ${provider.email}.`,
        ],
        provider,
      }),
      attachmentKeys: [],
      createdBy: scope.userId,
    });
    await recordScopedAudit(tx, scope, {
      action: NOTIFY_AND_RESOLVE_ACTION,
      target: `notice:${noticeId}`,
      propertyId: notice.propertyId,
      detail: { resolveReason: resolution.resolveReason, emailId, occupantId: tenant.id },
    });
    return { ...resolution, emailId };
  });
}
