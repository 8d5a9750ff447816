import {
  ENTRY_FIELD_OPTION,
  ENTRY_METHOD_CODES,
  ENTRY_PREFERENCE_FALLBACK,
  ENTRY_PREFERENCE_FIELDS,
  ENTRY_PREFERENCE_METHODS,
  ONE_OFF_ENTRY_MESSAGES,
  entryPreferencesSchema,
  entryTempExpiryWindow,
  type TAgencyEntryPreference,
  type TEntryPreferenceAnyField,
  type TEntryFieldOption,
  type TEntryPreference,
  type TEntryPreferencesInput,
  type TOneOffEntryNotification,
  type TOneOffEntryNotificationResult,
  type TPropertyEntryPreferences,
  type TServiceCode,
} from '@portal/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import {
  agencyEntryMethodPreferences,
  entryMethodPreferences,
  notices,
  oneOffEntryNotifications,
  properties,
  propertyServices,
} from '../../db/schema/index';
import { PROPERTY_NOT_FOUND, badRequest, conflict, notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { recordScopedAudit } from '../../plugins/audit';
import type { AgencyScope } from '../../plugins/signed-in';
import { checkedBody } from '../../lib/checked-body';
import { activeServices } from './property-services';

// Entry method preferences (per property, the agency's defaults) and the one-off entry
// notification (spec 2 §3-§8). A property of another agency answers exactly like a missing one.

/** Services no longer (or not yet) serviced: nothing to notify about. */
const INACTIVE_STATUSES = ['CANCELLED', 'NOT_ENROLLED'];

/**
 * Whether the property's appointment preference allows appointments on `today` (yyyy-MM-dd):
 * its own (a temporary allowance while it lasts), else the agency's default, else allowed. The
 * property view's menu and the one-off entry notification both ask this.
 */
export function appointmentAllowed(today: string): SQL<boolean> {
  return sql<boolean>`coalesce(
    (select case when e.temp_preference is not null and e.temp_expires_at >= ${today}::date
                 then e.temp_preference else e.preference end
       from ${entryMethodPreferences} e
      where e.agency_id = ${properties.agencyId} and e.property_id = ${properties.id}
        and e.entry_method = 'APPOINTMENT'),
    (select a.preference from ${agencyEntryMethodPreferences} a
      where a.agency_id = ${properties.agencyId} and a.entry_method = 'APPOINTMENT'),
    ${ENTRY_PREFERENCE_FALLBACK}) <> 'NO'`;
}

const isoInstant = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The property of the agency (locked when it is about to change), or 'Property not found'. */
async function requireProperty(tx: AgencyTx, agencyId: number, propertyId: number, lock = false) {
  const query = tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
}

async function readPreferences(
  tx: AgencyTx,
  agencyId: number,
  propertyId: number,
  today: string,
): Promise<TPropertyEntryPreferences> {
  const own = await tx
    .select({
      entryMethod: entryMethodPreferences.entryMethod,
      preference: entryMethodPreferences.preference,
      tempPreference: entryMethodPreferences.tempPreference,
      tempExpiresAt: entryMethodPreferences.tempExpiresAt,
      fieldOption: entryMethodPreferences.fieldOption,
      comments: entryMethodPreferences.comments,
      updatedAt: entryMethodPreferences.updatedAt,
    })
    .from(entryMethodPreferences)
    .where(
      and(
        eq(entryMethodPreferences.agencyId, agencyId),
        eq(entryMethodPreferences.propertyId, propertyId),
      ),
    );
  const defaults = await tx
    .select({
      entryMethod: agencyEntryMethodPreferences.entryMethod,
      preference: agencyEntryMethodPreferences.preference,
    })
    .from(agencyEntryMethodPreferences)
    .where(eq(agencyEntryMethodPreferences.agencyId, agencyId));
  const ownBy = new Map(own.map((row) => [row.entryMethod, row]));
  const defaultBy = new Map(defaults.map((row) => [row.entryMethod, row.preference]));
  const preferenceOf = (field: TEntryPreferenceAnyField) => {
    const method = ENTRY_PREFERENCE_METHODS[field];
    return (ownBy.get(method)?.preference ??
      defaultBy.get(method) ??
      ENTRY_PREFERENCE_FALLBACK) as TEntryPreference;
  };
  const tempOf = (field: (typeof ENTRY_PREFERENCE_FIELDS)[number]) => {
    const row = ownBy.get(ENTRY_PREFERENCE_METHODS[field]);
    const enabled =
      row?.tempPreference === 'YES' && row.tempExpiresAt !== null && row.tempExpiresAt >= today;
    return { enabled, expiresAt: enabled ? row.tempExpiresAt : null };
  };
  // An allowance until a date that has lapsed is no longer an option: the preference stands.
  const optionOf = (field: (typeof ENTRY_PREFERENCE_FIELDS)[number]) => {
    const option = ownBy.get(ENTRY_PREFERENCE_METHODS[field])?.fieldOption ?? null;
    return (
      option === ENTRY_FIELD_OPTION.ALLOW_UNTIL_DATE && !tempOf(field).enabled ? null : option
    ) as TEntryFieldOption | null;
  };
  const isOwn = (field: TEntryPreferenceAnyField) => ownBy.has(ENTRY_PREFERENCE_METHODS[field]);
  // The comments are the entity's: the latest row that has some says them.
  const latestFirst = [...own].sort(
    (a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime(),
  );
  return {
    occupantAppointmentPreference: preferenceOf('occupantAppointmentPreference'),
    internalEnPreference: preferenceOf('internalEnPreference'),
    vacantEntryPreference: preferenceOf('vacantEntryPreference'),
    tenantRequestedKeyEntryPreference: preferenceOf('tenantRequestedKeyEntryPreference'),
    tempPreferences: {
      occupantAppointmentPreference: tempOf('occupantAppointmentPreference'),
      internalEnPreference: tempOf('internalEnPreference'),
      vacantEntryPreference: tempOf('vacantEntryPreference'),
    },
    fieldOption: {
      occupantAppointmentPreference: optionOf('occupantAppointmentPreference'),
      internalEnPreference: optionOf('internalEnPreference'),
      vacantEntryPreference: optionOf('vacantEntryPreference'),
    },
    comments: latestFirst.find((row) => row.comments !== null)?.comments ?? null,
    tempExpireDateSettings: entryTempExpiryWindow(today),
    isOwn: {
      occupantAppointmentPreference: isOwn('occupantAppointmentPreference'),
      internalEnPreference: isOwn('internalEnPreference'),
      vacantEntryPreference: isOwn('vacantEntryPreference'),
      tenantRequestedKeyEntryPreference: isOwn('tenantRequestedKeyEntryPreference'),
    },
    updatedAt: isoInstant(latestFirst[0]?.updatedAt ?? null),
  };
}

/** GET /v1/property/{id}/entry-method-preferences. */
export function getEntryPreferences(
  database: Database,
  scope: AgencyScope,
  propertyId: number,
): Promise<TPropertyEntryPreferences> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  return database.withAgency(scope.agencyId, async (tx) => {
    await requireProperty(tx, scope.agencyId, propertyId);
    return readPreferences(tx, scope.agencyId, propertyId, scope.today);
  });
}

/**
 * POST /v1/property/{id}/entry-method-preferences: stores each method's preference as the
 * property's own (the choice rules are the contracts'), the comments with each, and audits it.
 */
export function updateEntryPreferences(
  database: Database,
  scope: AgencyScope,
  propertyId: number,
  body: TEntryPreferencesInput,
): Promise<TPropertyEntryPreferences> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  const { agencyId } = scope;
  return database.withAgency(agencyId, async (tx) => {
    await requireProperty(tx, agencyId, propertyId, true);
    const form = checkedBody(entryPreferencesSchema(entryTempExpiryWindow(scope.today)), body);
    const rows: (typeof entryMethodPreferences.$inferInsert)[] = [];
    for (const field of ENTRY_PREFERENCE_FIELDS) {
      const temp = form.tempPreferences[field];
      rows.push({
        agencyId,
        propertyId,
        entryMethod: ENTRY_PREFERENCE_METHODS[field],
        preference: form[field],
        tempPreference: temp?.enabled ? 'YES' : null,
        tempExpiresAt: temp?.enabled ? temp.expiresAt : null,
        fieldOption: form.fieldOption[field] ?? null,
        comments: form.comments,
        updatedAt: scope.now,
        updatedBy: scope.userId,
      });
    }
    if (form.tenantRequestedKeyEntryPreference) {
      rows.push({
        agencyId,
        propertyId,
        entryMethod: ENTRY_PREFERENCE_METHODS.tenantRequestedKeyEntryPreference,
        preference: form.tenantRequestedKeyEntryPreference,
        comments: form.comments,
        updatedAt: scope.now,
        updatedBy: scope.userId,
      });
    }
    await tx
      .insert(entryMethodPreferences)
      .values(rows)
      .onConflictDoUpdate({
        target: [
          entryMethodPreferences.agencyId,
          entryMethodPreferences.propertyId,
          entryMethodPreferences.entryMethod,
        ],
        set: {
          preference: sql`excluded.preference`,
          tempPreference: sql`excluded.temp_preference`,
          tempExpiresAt: sql`excluded.temp_expires_at`,
          fieldOption: sql`excluded.field_option`,
          comments: sql`excluded.comments`,
          updatedAt: sql`excluded.updated_at`,
          updatedBy: sql`excluded.updated_by`,
        },
      });
    await recordScopedAudit(tx, scope, {
      action: 'property.entry-preferences',
      target: String(propertyId),
      detail: {
        preferences: Object.fromEntries(rows.map((row) => [row.entryMethod, row.preference])),
        allowedUntil: Object.fromEntries(
          rows
            .filter((row) => row.tempExpiresAt)
            .map((row) => [row.entryMethod, row.tempExpiresAt]),
        ),
        commentsLength: form.comments?.length ?? 0,
      },
    });
    return readPreferences(tx, agencyId, propertyId, scope.today);
  });
}

/** GET /v1/agency/entry-method-preferences: the agency's defaults, one per entry method. */
export function getAgencyEntryPreferences(
  database: Database,
  agencyId: number,
): Promise<TAgencyEntryPreference[]> {
  return database.withAgency(agencyId, async (tx) => {
    const rows = await tx
      .select({
        entryMethod: agencyEntryMethodPreferences.entryMethod,
        preference: agencyEntryMethodPreferences.preference,
        comments: agencyEntryMethodPreferences.comments,
        updatedAt: agencyEntryMethodPreferences.updatedAt,
      })
      .from(agencyEntryMethodPreferences)
      .where(eq(agencyEntryMethodPreferences.agencyId, agencyId));
    const byMethod = new Map(rows.map((row) => [row.entryMethod, row]));
    return ENTRY_METHOD_CODES.map((entryMethod) => {
      const row = byMethod.get(entryMethod);
      return {
        entryMethod,
        preference: (row?.preference ?? null) as TEntryPreference | null,
        comments: row?.comments ?? null,
        updatedAt: isoInstant(row?.updatedAt ?? null),
      };
    });
  });
}

/**
 * POST /v1/property/{id}/entry-notification/one-off: stored for the property's next booking of
 * the chosen services; offered only when the appointment preference allows it and the property
 * is neither vacant, cancelled nor flagged update-required.
 */
export function requestOneOffEntryNotification(
  database: Database,
  scope: AgencyScope,
  propertyId: number,
  body: TOneOffEntryNotification,
): Promise<TOneOffEntryNotificationResult> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  const { agencyId } = scope;
  return database.withAgency(agencyId, async (tx) => {
    const [property] = await tx
      .select({
        offered: sql<boolean>`(not ${properties.isVacant}
          and ${properties.cancelledAt} is null
          and not (${properties.flags} && array['VACANT', 'CANCELLED',
            'LEASE_AGREEMENT_UPDATE_REQUIRED']::text[])
          and ${appointmentAllowed(scope.today)})`,
      })
      .from(properties)
      .where(and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId)))
      .for('update');
    if (!property) throw notFound(PROPERTY_NOT_FOUND);
    if (!property.offered) throw conflict(ONE_OFF_ENTRY_MESSAGES.notOffered);

    const ids = [...new Set(body.serviceIds)];
    const services = ids.every(isStoredId)
      ? await activeServices(
          tx,
          agencyId,
          propertyId,
          INACTIVE_STATUSES,
          inArray(propertyServices.id, ids),
        )
      : [];
    if (services.length !== ids.length) {
      throw badRequest(ONE_OFF_ENTRY_MESSAGES.serviceNotOffered, {
        'body.serviceIds': ONE_OFF_ENTRY_MESSAGES.serviceNotOffered,
      });
    }
    const noticeId = body.noticeId ?? null;
    if (noticeId !== null) {
      const [notice] = isStoredId(noticeId)
        ? await tx
            .select({ id: notices.id })
            .from(notices)
            .where(
              and(
                eq(notices.agencyId, agencyId),
                eq(notices.propertyId, propertyId),
                eq(notices.id, noticeId),
              ),
            )
        : [];
      if (!notice) throw notFound(ONE_OFF_ENTRY_MESSAGES.noticeNotFound);
    }
    const codes = services.map((s) => s.code as TServiceCode);
    const [stored] = await tx
      .insert(oneOffEntryNotifications)
      .values({
        agencyId,
        propertyId,
        noticeId,
        serviceCodes: codes,
        requestedBy: scope.userId,
        requestedAt: scope.now,
      })
      .returning({ id: oneOffEntryNotifications.id });
    await recordScopedAudit(tx, scope, {
      action: 'property.one-off-entry-notification',
      target: String(propertyId),
      detail: { requestId: stored!.id, services: codes, noticeId },
    });
    return { requestId: stored!.id, services: codes };
  });
}
