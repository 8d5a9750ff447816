import {
  AUTH_MESSAGES,
  SERVICE_REPORT_ACCESS_CODES,
  serviceReportAccessLabels,
  type TNotificationPreference,
  type TNotificationSettings,
  type TServiceReportAccess,
} from '@portal/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import {
  agencies,
  propertyManagerNotificationSettings as preferences,
  propertyManagers,
} from '../../db/schema/index';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { recordAudit } from '../../plugins/audit';
import { SETTINGS_ERRORS } from './messages';
import { unknownManagerIds } from './property-managers';
import type { SignedInSession as AgencySession } from '../../plugins/signed-in';

/** What each choice means, shown under its name on the notification preferences page. */
const DESCRIPTIONS: Record<TServiceReportAccess, string> = {
  NOT_ALLOWED: 'Service reports are not emailed to owners automatically.',
  ONLY_COMPLIANT_SERVICE_REPORTS:
    'Owners are emailed a service report automatically only when the property was found compliant.',
  ALL_SERVICE_REPORTS: 'Owners are emailed every service report automatically.',
};

const OPTIONS = SERVICE_REPORT_ACCESS_CODES.map((id) => ({
  id,
  name: serviceReportAccessLabels[id],
  description: DESCRIPTIONS[id],
}));

/** Whether the agency lets service reports be emailed to owners at all (a global table). */
async function autoOwnerEmailAllowed(tx: AgencyTx, agencyId: number): Promise<boolean> {
  const [agency] = await tx
    .select({ allowed: agencies.serviceReportsAutoOwnerEmailEnabled })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (!agency) throw notFound(AUTH_MESSAGES.noUserSession);
  return agency.allowed;
}

async function settingsOf(tx: AgencyTx, agencyId: number): Promise<TNotificationSettings> {
  const managers = await tx
    .select({
      propertyManagerId: propertyManagers.id,
      name: propertyManagers.name,
      serviceReportsAutoOwnerEmailPreference: preferences.serviceReportsAutoOwnerEmailPreference,
    })
    .from(propertyManagers)
    .leftJoin(
      preferences,
      and(
        eq(preferences.agencyId, propertyManagers.agencyId),
        eq(preferences.propertyManagerId, propertyManagers.id),
      ),
    )
    .where(and(eq(propertyManagers.agencyId, agencyId), eq(propertyManagers.isActive, true)))
    .orderBy(asc(propertyManagers.name), asc(propertyManagers.id));
  return {
    isServiceReportsAutoOwnerEmailAllowed: await autoOwnerEmailAllowed(tx, agencyId),
    serviceAutoOwnerEmailOptions: OPTIONS,
    propertyManagers: managers.map((manager) => ({
      ...manager,
      serviceReportsAutoOwnerEmailPreference:
        manager.serviceReportsAutoOwnerEmailPreference as TServiceReportAccess | null,
    })),
  };
}

export function getNotificationSettings(
  database: Database,
  session: AgencySession,
): Promise<TNotificationSettings> {
  return database.withAgency(session.agencyId, (tx) => settingsOf(tx, session.agencyId));
}

/** Every given manager must be the agency's own; all are saved together or none is. */
export function saveNotificationSettings(
  database: Database,
  session: AgencySession,
  choices: TNotificationPreference[],
): Promise<TNotificationSettings> {
  const { agencyId } = session;
  return database.withAgency(agencyId, async (tx) => {
    if (!(await autoOwnerEmailAllowed(tx, agencyId))) {
      throw forbidden(SETTINGS_ERRORS.autoOwnerEmailDisabled);
    }
    const fields: Record<string, string> = {};
    const seen = new Set<number>();
    choices.forEach((choice, i) => {
      if (seen.has(choice.propertyManagerId)) {
        fields[`body.${i}.propertyManagerId`] = SETTINGS_ERRORS.duplicatePropertyManager;
      }
      seen.add(choice.propertyManagerId);
    });
    const unknown = await unknownManagerIds(tx, agencyId, [...seen]);
    choices.forEach((choice, i) => {
      if (unknown.has(choice.propertyManagerId)) {
        fields[`body.${i}.propertyManagerId`] = SETTINGS_ERRORS.propertyManagerNotFound;
      }
    });
    const first = Object.values(fields)[0];
    if (first) throw badRequest(first, fields);

    if (choices.length > 0) {
      await tx
        .insert(preferences)
        .values(
          choices.map((choice) => ({
            agencyId,
            propertyManagerId: choice.propertyManagerId,
            serviceReportsAutoOwnerEmailPreference: choice.serviceReportsAutoOwnerEmailPreference,
            updatedBy: session.userId,
          })),
        )
        .onConflictDoUpdate({
          target: [preferences.agencyId, preferences.propertyManagerId],
          set: {
            serviceReportsAutoOwnerEmailPreference: sql`excluded.service_reports_auto_owner_email_preference`,
            updatedAt: sql`now()`,
            updatedBy: session.userId,
          },
        });
      await recordAudit(tx, {
        agencyId,
        actorUserId: session.userId,
        impersonatorUserId: session.impersonatorUserId,
        action: 'notification-settings.update',
        detail: { preferences: choices },
      });
    }
    return settingsOf(tx, agencyId);
  });
}
