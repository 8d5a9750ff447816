import {
  ACCESS_ISSUE_STATUS_CODES,
  ACCESS_ISSUE_TYPE_CODES,
  ENTRY_FIELD_OPTION,
  ENTRY_METHOD_CODES,
  NOTICE_TYPE_CODES,
  noticeRequiresProviderContact,
  SUSPENSION_WARNING_DAYS,
  type TAccessIssuePropertyTag,
  type TAccessIssueStatus,
  type TEntryMethod,
  type TEntryPreference,
  type TNoticeType,
} from '@portal/contracts';
import {
  accessIssueBlockedMethods,
  accessIssueCases,
  accessIssueProblemSets,
  accessIssueSuggestedActions,
  agencyEntryMethodPreferences,
  entryMethodPreferences,
  notices,
  oneOffEntryNotifications,
} from '../schema/index';
import { ACCESS_PROBLEMS, ENTRY_COMMENTS, NOTICE_MESSAGES } from './catalogue';
import type { AgencyContext, SeededProperty } from './context';
import { SUSPENSION_DAYS } from './properties';
import { covering, insertReturningIds, insertRows } from './util';

type NoticeRow = typeof notices.$inferInsert;

/** Tags of a property as the access-issue lists show them. */
function accessTags(property: SeededProperty): TAccessIssuePropertyTag[] {
  const tags: TAccessIssuePropertyTag[] = [
    property.services.some((s) => s.status === 'OVERDUE') ? 'Overdue' : 'NotOverdue',
  ];
  if (property.flags.has('VACANT')) tags.push('Vacant');
  if (property.flags.has('CANCELLED')) tags.push('Cancelled');
  if (property.flags.has('LEASE_AGREEMENT_UPDATE_REQUIRED')) tags.push('UpdateRequired');
  if (property.services.some((s) => s.status === 'ON_HOLD')) tags.push('OnHold');
  const age = property.accessIssueAgeDays;
  if (age !== null && age > SUSPENSION_DAYS) tags.push('Suspended');
  else if (age !== null && age > SUSPENSION_WARNING_DAYS) tags.push('SuspensionWarning');
  return tags;
}

/**
 * Notices of every type (active ones where a property has active notices or access issues, and
 * resolved history elsewhere), access-issue cases with blocked entry methods, problem sets and
 * suggested actions of every solution group, entry preferences, one-off entry notifications.
 */
export async function seedActions(ctx: AgencyContext, props: SeededProperty[]): Promise<void> {
  const { faker, clock } = ctx;
  const someone = () => faker.helpers.arrayElement(ctx.memberUserIds);

  // Notices.
  const noticeRows: NoticeRow[] = [];
  let noticeCounter = 0;
  const addNotice = (property: SeededProperty, active: boolean, type?: TNoticeType) => {
    const noticeType =
      type ??
      covering(NOTICE_TYPE_CODES, noticeCounter, () =>
        faker.helpers.arrayElement(NOTICE_TYPE_CODES),
      );
    noticeCounter++;
    const overdue = property.services.some((s) => s.status === 'OVERDUE');
    const createdAt = clock.at(
      -(property.accessIssueAgeDays ?? faker.number.int({ min: 1, max: 60 })),
    );
    const resolved = !active;
    noticeRows.push({
      agencyId: ctx.agencyId,
      propertyId: property.id,
      noticeType,
      isContactDiRequired: noticeRequiresProviderContact(noticeType),
      isUrgent: overdue || faker.datatype.boolean({ probability: 0.35 }),
      tags: accessTags(property),
      serviceCodes: property.services
        .slice(0, faker.number.int({ min: 1, max: 2 }))
        .map((s) => s.code),
      bookingMethod: faker.helpers.arrayElement(ENTRY_METHOD_CODES),
      message: NOTICE_MESSAGES[noticeType],
      createdAt,
      resolvedAt: resolved
        ? new Date(createdAt.getTime() + faker.number.int({ min: 1, max: 20 }) * 86_400_000)
        : null,
      resolvedBy: resolved ? someone() : null,
      resolveReason: resolved
        ? faker.helpers.arrayElement([
            'Tenant details updated',
            'Spoke to the tenant, access arranged',
            'Keys replaced',
          ])
        : null,
    });
  };
  for (const property of props) {
    const hasActive =
      property.flags.has('EXTERNAL_ACTIVE_NOTICES') || property.flags.has('ACCESS_ISSUES');
    if (hasActive) {
      const count = faker.number.int({ min: 1, max: 2 });
      for (let i = 0; i < count; i++) addNotice(property, true);
    }
    if (faker.datatype.boolean({ probability: 0.15 })) addNotice(property, false);
  }
  const noticeIds = await insertReturningIds(ctx.tx, notices, noticeRows);
  const activeNoticeOf = new Map<number, number>();
  noticeRows.forEach((row, i) => {
    if (!row.resolvedAt && !activeNoticeOf.has(row.propertyId))
      activeNoticeOf.set(row.propertyId, noticeIds[i]!);
  });

  // Access-issue cases: open for flagged properties, resolved history for a few others.
  const caseRows: (typeof accessIssueCases.$inferInsert)[] = [];
  let caseCounter = 0;
  for (const property of props) {
    const flaggedCase = property.flags.has('ACCESS_ISSUES');
    if (!flaggedCase && !faker.datatype.boolean({ probability: 0.05 })) continue;
    const open: TAccessIssueStatus[] = ['OPEN', 'ADDITIONAL_INFO_PROVIDED'];
    const status: TAccessIssueStatus = covering(ACCESS_ISSUE_STATUS_CODES, caseCounter++, () =>
      flaggedCase
        ? faker.helpers.weightedArrayElement([
            { value: 'OPEN' as const, weight: 5 },
            { value: 'ADDITIONAL_INFO_PROVIDED' as const, weight: 1 },
          ])
        : faker.helpers.arrayElement(['RESOLVED', 'RESOLVED_BY_THIRD_PARTY'] as const),
    );
    const openedAt = clock.at(
      -(property.accessIssueAgeDays ?? faker.number.int({ min: 30, max: 200 })),
    );
    caseRows.push({
      agencyId: ctx.agencyId,
      propertyId: property.id,
      noticeId: activeNoticeOf.get(property.id) ?? null,
      status,
      isUrgent: property.services.some((s) => s.status === 'OVERDUE'),
      portalSuppressionLevel: faker.datatype.boolean({ probability: 0.08 }) ? 1 : 0,
      allEntryMethodsDisqualified: faker.datatype.boolean({ probability: 0.08 }),
      openedAt,
      resolvedAt: open.includes(status) ? null : new Date(openedAt.getTime() + 7 * 86_400_000),
    });
  }
  const caseIds = await insertReturningIds(ctx.tx, accessIssueCases, caseRows);

  const methodRows: (typeof accessIssueBlockedMethods.$inferInsert)[] = [];
  caseIds.forEach((caseId, i) => {
    const methods = faker.helpers.arrayElements(ENTRY_METHOD_CODES, { min: 1, max: 3 });
    for (const entryMethod of methods) {
      methodRows.push({
        agencyId: ctx.agencyId,
        caseId,
        entryMethod,
        isBlockedByPreferences: faker.datatype.boolean({ probability: 0.2 }),
        resolvedAt: caseRows[i]!.resolvedAt ?? null,
      });
    }
  });
  const methodIds = await insertReturningIds(ctx.tx, accessIssueBlockedMethods, methodRows);

  const setRows: (typeof accessIssueProblemSets.$inferInsert)[] = [];
  const setTypes: (typeof ACCESS_ISSUE_TYPE_CODES)[number][] = [];
  let setCounter = 0;
  methodIds.forEach((blockedMethodId, m) => {
    const count = faker.number.int({ min: 1, max: 2 });
    for (let i = 0; i < count; i++) {
      const typeCode = covering(ACCESS_ISSUE_TYPE_CODES, setCounter++, () =>
        faker.helpers.arrayElement(ACCESS_ISSUE_TYPE_CODES),
      );
      const problem = ACCESS_PROBLEMS[typeCode];
      setRows.push({
        agencyId: ctx.agencyId,
        blockedMethodId,
        typeCode,
        publicName: problem.publicName,
        publicDescriptions: problem.descriptions,
        displayOrder: i,
        createdAt: caseRows[caseIds.indexOf(methodRows[m]!.caseId)]!.openedAt,
      });
      setTypes.push(typeCode);
    }
  });
  const setIds = await insertReturningIds(ctx.tx, accessIssueProblemSets, setRows);

  // Suggested actions; a few problem sets have none (the wizard's 'no solutions' path).
  const actionRows: (typeof accessIssueSuggestedActions.$inferInsert)[] = [];
  setIds.forEach((problemSetId, i) => {
    if (i > 3 && faker.datatype.boolean({ probability: 0.08 })) return;
    ACCESS_PROBLEMS[setTypes[i]!].solutions.forEach((solution, order) => {
      actionRows.push({
        agencyId: ctx.agencyId,
        problemSetId,
        solutionLabel: solution.label,
        solutionPublicName: solution.publicName,
        solutionGroup: solution.group,
        descriptionIntegrated: solution.descriptionIntegrated,
        descriptionNonIntegrated: solution.descriptionNonIntegrated,
        confirmationButtonTextIntegrated: solution.buttonIntegrated,
        confirmationButtonTextNonIntegrated: solution.buttonNonIntegrated,
        displayOrder: order,
      });
    });
  });
  await insertRows(ctx.tx, accessIssueSuggestedActions, actionRows);

  // Entry preferences for most properties, and the agency's defaults.
  const preferenceRows: (typeof entryMethodPreferences.$inferInsert)[] = [];
  for (const property of props) {
    if (!faker.datatype.boolean({ probability: 0.6 })) continue;
    for (const entryMethod of ENTRY_METHOD_CODES) {
      const temporary = faker.datatype.boolean({ probability: 0.1 });
      const preference: TEntryPreference = temporary
        ? 'NO'
        : faker.helpers.weightedArrayElement([
            { value: 'YES', weight: 6 },
            { value: 'NO', weight: 2 },
            { value: 'BY_EXCEPTION', weight: 2 },
          ] as const);
      preferenceRows.push({
        agencyId: ctx.agencyId,
        propertyId: property.id,
        entryMethod,
        preference,
        tempPreference: temporary ? 'YES' : null,
        tempExpiresAt: temporary ? clock.day(faker.number.int({ min: 10, max: 60 })) : null,
        fieldOption: temporary
          ? ENTRY_FIELD_OPTION.ALLOW_UNTIL_DATE
          : preference === 'YES'
            ? ENTRY_FIELD_OPTION.ALWAYS_ALLOWED
            : null,
        comments: faker.datatype.boolean({ probability: 0.1 })
          ? faker.helpers.arrayElement(ENTRY_COMMENTS)
          : null,
        updatedAt: clock.at(-faker.number.int({ min: 1, max: 300 })),
        updatedBy: someone(),
      });
    }
  }
  await insertRows(ctx.tx, entryMethodPreferences, preferenceRows);
  const agencyDefaults: Record<TEntryMethod, TEntryPreference> = {
    APPOINTMENT: 'YES',
    ENTRY_NOTIFICATION: 'YES',
    VACANT_ENTRY_WITH_KEY: 'YES',
    TENANT_REQUESTED_KEY_ENTRY: 'BY_EXCEPTION',
  };
  await insertRows(
    ctx.tx,
    agencyEntryMethodPreferences,
    ENTRY_METHOD_CODES.map((entryMethod) => ({
      agencyId: ctx.agencyId,
      entryMethod,
      preference: agencyDefaults[entryMethod],
      updatedAt: clock.at(-90),
    })),
  );

  // One-off entry notifications: pending ones and one already used by a booking.
  const candidates = props
    .filter((p) => !p.flags.has('VACANT') && p.occupants.length > 0)
    .slice(0, 4);
  await insertRows(
    ctx.tx,
    oneOffEntryNotifications,
    candidates.map((property, i) => ({
      agencyId: ctx.agencyId,
      propertyId: property.id,
      noticeId: activeNoticeOf.get(property.id) ?? null,
      serviceCodes: [property.services[0]!.code],
      requestedBy: someone(),
      requestedAt: clock.at(-(i + 1) * 3),
      appliedAt: i === 0 ? clock.at(-1) : null,
    })),
  );
}
