import {
  APPROACHING_NEXT_SERVICE_DAYS,
  COMPLIANCE_STATUS_CODES,
  NON_RESIDENTIAL_TYPE_CODES,
  PROPERTY_FLAG_CODES,
  RECENTLY_ADDED_DAYS,
  SERVICE_STATUS_CODES,
  servicesForState,
  SUSPENSION_WARNING_DAYS,
  type TComplianceStatus,
  type TPropertyFlag,
  type TServiceCode,
  type TServiceStatus,
  type TServiceTag,
} from '@portal/contracts';
import { properties, propertyServices } from '../schema/index';
import { OTHER_PROVIDERS } from './catalogue';
import type { AgencyContext, SeededProperty, SeededService } from './context';
import { gasAnswer, keyDetails } from './property-details';
import { addDays, address, covering, insertReturningIds, type Address } from './util';

type PropertyRow = typeof properties.$inferInsert;

/**
 * Product decision: a suspension warning comes after SUSPENSION_WARNING_DAYS unresolved, and the
 * suspension itself as long again after that.
 */
export const SUSPENSION_DAYS = 2 * SUSPENSION_WARNING_DAYS;
type ServiceRow = typeof propertyServices.$inferInsert;

/** Service statuses that are true of the property's next due date: such a service is due then. */
const DUE_WITH_PROPERTY = new Set<TServiceStatus>(['OVERDUE', 'APPROACHING_NEXT_SERVICE']);

/** Realistic shares of the compliance statuses beyond the first round (which has one of each). */
const STATUS_WEIGHTS: Record<TComplianceStatus, number> = {
  COMPLIANT: 40,
  APPROACHING_NEXT_SERVICE: 10,
  OVERDUE: 12,
  NON_COMPLIANT: 9,
  MISSING_SUPPLIER: 4,
  MISSING_LAST_SERVICE_DATE: 4,
  RECENTLY_ADDED: 7,
  UNDER_ENROLMENT: 4,
  NON_RESIDENTIAL_PROPERTY: 3,
  GAS_CONFIRMATION_REQUIRED: 4,
};

/** Chance of each flag beyond the first round; billing and derived flags are set apart. */
const FLAG_CHANCES: Partial<Record<TPropertyFlag, number>> = {
  CANCELLED: 0.03,
  OUTSTANDING_INVOICES: 0.12,
  SAFER_HOME_PACKAGE: 0.1,
  VACANT: 0.08,
  OVERDUE_INVOICES: 0.08,
  INTEGRATED: 0.85,
  BETWEEN_TENANCY_TRACKING: 0.1,
  EXTERNAL_ACTIVE_NOTICES: 0.1,
  LEASE_AGREEMENT_UPDATE_REQUIRED: 0.06,
  LEGISLATION_UPGRADE_PENDING: 0.05,
  NOT_ENROLLED: 0.02,
  ACCESS_ISSUES: 0.1,
  NET_STATE_CANCELLATION: 0.02,
  COMPLIANCE_ISSUES: 0.03,
  PENDING_ITEMS: 0.1,
  LEGACY_PENDING_ITEMS: 0.04,
};

/** Years between visits (gas and electrical checks are two-yearly in VIC). */
const SERVICE_INTERVAL_DAYS: Record<TServiceCode, number> = {
  smoke: 365,
  gas: 730,
  electrical: 730,
  blinds: 365,
  water: 365,
  rcd: 365,
};

const SERVICE_TAG_OF: Partial<Record<TServiceStatus, TServiceTag>> = {
  OVERDUE: 'Overdue',
  BOOKED_IN: 'BookedIn',
  REBOOKING_IN_PROGRESS: 'RebookingInProgress',
  SERVICE_PENDING: 'ServicePending',
  ON_HOLD: 'ON_HOLD',
};

interface PlannedProperty {
  row: PropertyRow;
  model: Omit<SeededProperty, 'id' | 'services'>;
  services: (ServiceRow & { code: TServiceCode })[];
}

export async function seedProperties(ctx: AgencyContext): Promise<SeededProperty[]> {
  const { faker, clock, plan, state } = ctx;
  const isVic = state === 'VIC';
  // Gas confirmation concerns VIC only, and only an integrated agency has integrated properties.
  const statuses = COMPLIANCE_STATUS_CODES.filter(
    (code) => isVic || code !== 'GAS_CONFIRMATION_REQUIRED',
  );
  const flagPool = PROPERTY_FLAG_CODES.filter((flag) => ctx.integration || flag !== 'INTEGRATED');
  const serviceCodes = servicesForState(state).map((service) => service.code);
  const weighted = statuses.map((value) => ({ value, weight: STATUS_WEIGHTS[value] }));
  const unseenServiceStatuses = new Set<TServiceStatus>(SERVICE_STATUS_CODES);
  let accessIssueCounter = 0;

  const planned: PlannedProperty[] = [];
  for (let index = 0; index < plan.properties; index++) {
    const status = covering(statuses, index, () => faker.helpers.weightedArrayElement(weighted));
    const flags = new Set<TPropertyFlag>();
    if (index < flagPool.length) flags.add(flagPool[(index + 5) % flagPool.length]!);
    for (const [flag, chance] of Object.entries(FLAG_CHANCES) as [TPropertyFlag, number][]) {
      if (flag === 'INTEGRATED' && !ctx.integration) continue;
      if (faker.datatype.boolean({ probability: chance })) flags.add(flag);
    }
    if (!flags.has('PAYG_BILLING') && !flags.has('SUBSCRIPTION_BILLING')) {
      flags.add(
        faker.datatype.boolean({ probability: 0.6 }) ? 'PAYG_BILLING' : 'SUBSCRIPTION_BILLING',
      );
    }
    if (status === 'NON_COMPLIANT' || status === 'OVERDUE') flags.add('COMPLIANCE_ISSUES');
    if (status === 'UNDER_ENROLMENT') flags.add('NOT_ENROLLED');
    if (status === 'OVERDUE' && faker.datatype.boolean({ probability: 0.3 }))
      flags.add('ACCESS_ISSUES');

    const isNew = status === 'RECENTLY_ADDED' || status === 'UNDER_ENROLMENT';
    const createdAt = isNew
      ? clock.at(-faker.number.float({ min: 1, max: RECENTLY_ADDED_DAYS - 3 }))
      : clock.at(-faker.number.float({ min: RECENTLY_ADDED_DAYS + 15, max: 2200 }));
    const cancelled = flags.has('CANCELLED');
    const vacant = flags.has('VACANT');
    const integrated = flags.has('INTEGRATED');

    // The next due date that makes the status true today.
    const nextDue: string | null = (() => {
      switch (status) {
        case 'OVERDUE':
          return clock.day(-faker.number.int({ min: 3, max: 120 }));
        case 'APPROACHING_NEXT_SERVICE':
          return clock.day(faker.number.int({ min: 2, max: APPROACHING_NEXT_SERVICE_DAYS - 2 }));
        case 'MISSING_LAST_SERVICE_DATE':
          return null;
        case 'RECENTLY_ADDED':
        case 'UNDER_ENROLMENT':
          return clock.day(faker.number.int({ min: 5, max: 25 }));
        default:
          return clock.day(faker.number.int({ min: APPROACHING_NEXT_SERVICE_DAYS + 10, max: 340 }));
      }
    })();

    const codes = serviceCodes.filter(
      (code) =>
        code === 'smoke' ||
        faker.datatype.boolean({
          probability: {
            gas: 0.6,
            electrical: 0.7,
            blinds: 0.45,
            water: 0.35,
            rcd: 0.35,
            smoke: 1,
          }[code],
        }),
    );
    if (status === 'GAS_CONFIRMATION_REQUIRED' && !codes.includes('gas')) codes.push('gas');
    const services = codes.map((code, position) => {
      // Every service status appears in each agency: a service takes the first not seen yet that
      // its property allows, else one at random.
      const owed = [...unseenServiceStatuses].find((candidate) =>
        allowsServiceStatus(candidate, { status, position, cancelled }),
      );
      const statusOfService = owed ?? serviceStatus(ctx, status, position, cancelled);
      unseenServiceStatuses.delete(statusOfService);
      // An overdue or approaching service is due when its property is, which its status says;
      // the others of the property some time after.
      const due =
        nextDue === null
          ? null
          : position === 0 || DUE_WITH_PROPERTY.has(statusOfService)
            ? nextDue
            : addDays(nextDue, faker.number.int({ min: 0, max: 150 }));
      const hasHistory = !isNew && status !== 'MISSING_LAST_SERVICE_DATE' && due !== null;
      const last = hasHistory ? addDays(due, -SERVICE_INTERVAL_DAYS[code]) : null;
      // Missing supplier: a service the provider does not do and nobody else is known to do.
      const missingSupplier = status === 'MISSING_SUPPLIER' && position === codes.length - 1;
      const otherSupplier =
        !missingSupplier && code !== 'smoke' && faker.datatype.boolean({ probability: 0.04 });
      const tag = SERVICE_TAG_OF[statusOfService];
      return {
        code,
        agencyId: ctx.agencyId,
        propertyId: 0,
        serviceCode: code,
        status: statusOfService,
        tags: tag ? [tag] : [],
        lastServiceDate: last,
        nextDueDate: due,
        lastStandardBookingDate: last,
        lastFullServiceBookingDate: last && faker.datatype.boolean() ? last : null,
        onHoldUntil:
          statusOfService === 'ON_HOLD' ? clock.day(faker.number.int({ min: 10, max: 90 })) : null,
        isManagedByProvider: !missingSupplier && !otherSupplier,
        supplierName: otherSupplier ? faker.helpers.arrayElement(OTHER_PROVIDERS) : null,
        enrolledAt: status === 'UNDER_ENROLMENT' ? null : createdAt,
        cancelledAt:
          statusOfService === 'CANCELLED'
            ? clock.at(-faker.number.int({ min: 2, max: 200 }))
            : null,
        updatedAt: createdAt,
      } satisfies ServiceRow & { code: TServiceCode };
    });

    let accessIssueAgeDays: number | null = null;
    let accessStatus: 'ACTIVE' | 'SUSPENSION_WARNING' | 'SUSPENDED' = 'ACTIVE';
    if (flags.has('ACCESS_ISSUES')) {
      // Unresolved for more than 21 days: a suspension warning, and later a suspension.
      const band = accessIssueCounter++ % 4;
      accessIssueAgeDays =
        band === 1
          ? faker.number.int({ min: SUSPENSION_WARNING_DAYS + 1, max: SUSPENSION_DAYS - 2 })
          : band === 2
            ? faker.number.int({ min: SUSPENSION_DAYS + 3, max: 90 })
            : faker.number.int({ min: 2, max: SUSPENSION_WARNING_DAYS - 1 });
      accessStatus = band === 1 ? 'SUSPENSION_WARNING' : band === 2 ? 'SUSPENDED' : 'ACTIVE';
    }

    const tags = new Set<string>();
    if (codes.includes('blinds')) tags.add('CordedBlinds');
    if (codes.includes('water')) tags.add('WaterEfficiency');
    if (codes.includes('rcd')) tags.add('RCD');
    if (flags.has('COMPLIANCE_ISSUES')) tags.add('ComplianceIssues');
    if (flags.has('PENDING_ITEMS')) tags.add('PendingItems');
    if (flags.has('LEGACY_PENDING_ITEMS')) tags.add('LegacyPendingItems');
    if (flags.has('LEASE_AGREEMENT_UPDATE_REQUIRED')) tags.add('UpdateRequired');
    if (services.some((service) => service.status === 'ON_HOLD')) tags.add('OnHold');
    if (accessStatus === 'SUSPENSION_WARNING') tags.add('SuspensionWarning');
    if (accessStatus === 'SUSPENDED') tags.add('Suspended');
    if (faker.datatype.boolean({ probability: 0.05 })) tags.add('PriorityBooking');

    const key = keyDetails(ctx, createdAt);
    const gas = gasAnswer(ctx, status, codes.includes('gas'));
    const nonResidential = status === 'NON_RESIDENTIAL_PROPERTY';
    const place: Address = address(faker, state);
    const built = faker.datatype.boolean({ probability: 0.6 });
    const lastServiceDate = services.map((s) => s.lastServiceDate).find((d) => d) ?? null;
    const dueDates = services.map((s) => s.nextDueDate).filter((d): d is string => d !== null);

    planned.push({
      row: {
        agencyId: ctx.agencyId,
        ...place,
        propertyManagerId: faker.datatype.boolean({ probability: 0.97 })
          ? faker.helpers.arrayElement(ctx.managerIds)
          : null,
        complianceStatus: status,
        flags: [...flags],
        tags: [...tags],
        isManaged: true,
        isIntegrated: integrated,
        integrationSource: integrated ? ctx.integration!.source : null,
        externalId: integrated ? `EXT-${ctx.agencyId}-${100000 + index}` : null,
        createdAt,
        enrolledAt: status === 'UNDER_ENROLMENT' ? null : createdAt,
        cancelledAt: cancelled ? clock.at(-faker.number.int({ min: 2, max: 200 })) : null,
        isVacant: vacant,
        isResidential: !nonResidential,
        nonResidentialType: nonResidential
          ? faker.helpers.arrayElement(NON_RESIDENTIAL_TYPE_CODES)
          : null,
        builtYear: built ? faker.number.int({ min: 1925, max: 2023 }) : null,
        builtMonth:
          built && faker.datatype.boolean({ probability: 0.4 })
            ? faker.number.int({ min: 1, max: 12 })
            : null,
        ...key,
        ...gas,
        confirmedAt: faker.datatype.boolean({ probability: 0.5 })
          ? clock.at(-faker.number.int({ min: 1, max: 300 }))
          : null,
        lastServiceDate,
        nextServiceDue: dueDates.length ? dueDates.sort()[0]! : null,
        accessStatus,
        suspensionWarningAt:
          accessIssueAgeDays !== null && accessIssueAgeDays > SUSPENSION_WARNING_DAYS
            ? clock.at(-(accessIssueAgeDays - SUSPENSION_WARNING_DAYS))
            : null,
        suspendedAt:
          accessStatus === 'SUSPENDED' ? clock.at(-(accessIssueAgeDays! - SUSPENSION_DAYS)) : null,
        updatedAt: createdAt,
      },
      model: {
        index,
        address: place,
        status,
        flags,
        isIntegrated: integrated,
        createdAt,
        lastServiceDate,
        accessIssueAgeDays,
        occupants: [],
      },
      services,
    });
  }

  const propertyIds = await insertReturningIds(
    ctx.tx,
    properties,
    planned.map((p) => p.row),
  );
  const serviceRows = planned.flatMap((p, i) =>
    p.services.map(({ code: _code, ...service }) => ({ ...service, propertyId: propertyIds[i]! })),
  );
  const serviceIds = await insertReturningIds(ctx.tx, propertyServices, serviceRows);

  let serviceIndex = 0;
  return planned.map((p, i) => ({
    ...p.model,
    id: propertyIds[i]!,
    services: p.services.map((service): SeededService => ({
      id: serviceIds[serviceIndex++]!,
      code: service.code,
      status: service.status as TServiceStatus,
      lastServiceDate: service.lastServiceDate ?? null,
      nextDueDate: service.nextDueDate ?? null,
    })),
  }));
}

/** The statuses a service may have, with their weights, given its property's compliance status. */
function serviceStatusOptions(
  status: TComplianceStatus,
  position: number,
): [TServiceStatus, number][] {
  switch (status) {
    case 'OVERDUE':
      return position === 0
        ? [['OVERDUE', 1]]
        : [
            ['OVERDUE', 3],
            ['REBOOKING_IN_PROGRESS', 2],
            ['BOOKED_IN', 1],
          ];
    case 'APPROACHING_NEXT_SERVICE':
      return [
        ['APPROACHING_NEXT_SERVICE', 4],
        ['SERVICE_PENDING', 2],
        ['BOOKED_IN', 2],
      ];
    case 'NON_COMPLIANT':
      return position === 0
        ? [['AWAITING_QUOTATION_APPROVAL', 1]]
        : [
            ['COMPLIANT', 3],
            ['PAYMENT_PENDING', 1],
          ];
    case 'RECENTLY_ADDED':
    case 'UNDER_ENROLMENT':
      return [
        ['NOT_ENROLLED', 2],
        ['SERVICE_PENDING', 2],
        ['BOOKED_IN', 1],
      ];
    case 'MISSING_SUPPLIER':
    case 'MISSING_LAST_SERVICE_DATE':
    case 'GAS_CONFIRMATION_REQUIRED':
      return [
        ['UPDATES_REQUIRED', 3],
        ['SERVICE_PENDING', 1],
      ];
    default:
      return [
        ['COMPLIANT', 12],
        ['BOOKED_IN', 1],
        ['PAYMENT_PENDING', 1],
      ];
  }
}

/**
 * Whether a service of this property may have `serviceStatus`: a cancelled property's services
 * are cancelled; any other's may be on hold or cancelled on its own, or have a status its
 * property's compliance status allows (a compliant property has no overdue service).
 */
function allowsServiceStatus(
  serviceStatus: TServiceStatus,
  {
    status,
    position,
    cancelled,
  }: { status: TComplianceStatus; position: number; cancelled: boolean },
): boolean {
  if (cancelled) return serviceStatus === 'CANCELLED';
  return (
    serviceStatus === 'ON_HOLD' ||
    serviceStatus === 'CANCELLED' ||
    serviceStatusOptions(status, position).some(([option]) => option === serviceStatus)
  );
}

/** A service's status that agrees with its property's compliance status. */
function serviceStatus(
  ctx: AgencyContext,
  status: TComplianceStatus,
  position: number,
  cancelled: boolean,
): TServiceStatus {
  const { faker } = ctx;
  if (cancelled) return 'CANCELLED';
  if (faker.datatype.boolean({ probability: 0.03 })) return 'ON_HOLD';
  return faker.helpers.weightedArrayElement(
    serviceStatusOptions(status, position).map(([value, weight]) => ({ value, weight })),
  );
}
