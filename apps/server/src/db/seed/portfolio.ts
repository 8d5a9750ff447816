import {
  APPROACHING_NEXT_SERVICE_DAYS,
  NEW_MANAGEMENT_DAYS,
  NEW_MANAGEMENT_STATUS_CODES,
  NON_RESIDENTIAL_TYPE_CODES,
  servicesForState,
  type TComplianceStatus,
  type TServiceCode,
} from '@portal/contracts';
import {
  documents,
  emailOutbox,
  jobOrders,
  newManagements,
  nonManagedProperties,
  type NonManagedServiceState,
} from '../schema/index';
import { OTHER_PROVIDERS } from './catalogue';
import type { AgencyContext, SeededProperty } from './context';
import { documentRow } from './findings';
import type { SeededQuote } from './money';
import { addDays, address, covering, insertReturningIds, insertRows } from './util';

/** The statuses the other-providers portfolio reports on (its stats), plus non-residential. */
const OTHER_PROVIDER_STATUSES: TComplianceStatus[] = [
  'COMPLIANT',
  'NON_COMPLIANT',
  'OVERDUE',
  'APPROACHING_NEXT_SERVICE',
  'MISSING_SUPPLIER',
  'MISSING_LAST_SERVICE_DATE',
  'NON_RESIDENTIAL_PROPERTY',
];

/**
 * The mirrored portfolio (properties serviced by other providers or nobody), new managements
 * detected in the last 30 days with their portfolio properties, job orders, and sent emails.
 */
export async function seedPortfolio(
  ctx: AgencyContext,
  props: SeededProperty[],
  quotesSeeded: SeededQuote[],
): Promise<void> {
  const { faker, clock, plan } = ctx;
  const codes = servicesForState(ctx.state).map((service) => service.code);
  const software = ctx.integration;
  const rows: (typeof nonManagedProperties.$inferInsert)[] = [];

  for (let i = 0; i < plan.otherProviderProperties; i++) {
    const status = covering(OTHER_PROVIDER_STATUSES, i, () =>
      faker.helpers.weightedArrayElement(
        OTHER_PROVIDER_STATUSES.map((value) => ({ value, weight: value === 'COMPLIANT' ? 6 : 1 })),
      ),
    );
    const provider =
      status === 'MISSING_SUPPLIER' ? null : faker.helpers.arrayElement(OTHER_PROVIDERS);
    const due =
      status === 'MISSING_LAST_SERVICE_DATE'
        ? null
        : status === 'OVERDUE'
          ? clock.day(-faker.number.int({ min: 3, max: 200 }))
          : status === 'APPROACHING_NEXT_SERVICE'
            ? clock.day(faker.number.int({ min: 2, max: APPROACHING_NEXT_SERVICE_DAYS - 2 }))
            : clock.day(faker.number.int({ min: APPROACHING_NEXT_SERVICE_DAYS + 10, max: 340 }));
    const last = due && status !== 'MISSING_SUPPLIER' ? addDays(due, -365) : null;
    const services: Partial<Record<TServiceCode, NonManagedServiceState>> = {};
    for (const code of codes.filter(
      (c) => c === 'smoke' || faker.datatype.boolean({ probability: 0.4 }),
    )) {
      services[code] = {
        status:
          status === 'OVERDUE'
            ? 'OVERDUE'
            : status === 'COMPLIANT'
              ? 'COMPLIANT'
              : 'UPDATES_REQUIRED',
        providerName: provider,
        lastServiceDate: last,
        nextDueDate: due,
      };
    }
    const nonResidential = status === 'NON_RESIDENTIAL_PROPERTY';
    rows.push({
      agencyId: ctx.agencyId,
      integrationSource: software?.source ?? null,
      externalId: `MIRROR-${ctx.agencyId}-${200000 + i}`,
      ...address(faker, ctx.state),
      propertyManagerId: faker.helpers.arrayElement(ctx.managerIds),
      providerName: provider,
      services,
      complianceStatus: status,
      lastServiceDate: last,
      nextDueDate: due,
      isResidential: !nonResidential,
      nonResidentialType: nonResidential
        ? faker.helpers.arrayElement(NON_RESIDENTIAL_TYPE_CODES)
        : null,
      firstActiveDate: clock.day(-faker.number.int({ min: 60, max: 1500 })),
      createdAt: clock.at(-faker.number.int({ min: 31, max: 400 })),
      updatedAt: clock.at(-1),
    });
  }
  const otherCount = rows.length;

  // New managements: properties that appeared in the software in the past 30 days.
  const newPlaces = Array.from({ length: software ? plan.newManagements : 0 }, (_, i) => {
    const firstActive = clock.day(-faker.number.int({ min: 1, max: NEW_MANAGEMENT_DAYS - 2 }));
    const place = address(faker, ctx.state);
    rows.push({
      agencyId: ctx.agencyId,
      integrationSource: software!.source,
      externalId: `NEW-${ctx.agencyId}-${300000 + i}`,
      ...place,
      propertyManagerId: faker.helpers.arrayElement(ctx.managerIds),
      providerName: null,
      services: {},
      complianceStatus: 'MISSING_SUPPLIER',
      isResidential: true,
      firstActiveDate: firstActive,
      createdAt: new Date(`${firstActive}T06:00:00+10:00`),
      updatedAt: new Date(`${firstActive}T06:00:00+10:00`),
    });
    return { place, firstActive };
  });
  const portfolioIds = await insertReturningIds(ctx.tx, nonManagedProperties, rows);

  const newRows: (typeof newManagements.$inferInsert)[] = newPlaces.map(
    ({ place, firstActive }, i) => {
      const status = covering(NEW_MANAGEMENT_STATUS_CODES, i, () =>
        faker.helpers.weightedArrayElement([
          { value: 'NOT_ENROLLED' as const, weight: 6 },
          { value: 'UNDER_ENROLMENT' as const, weight: 3 },
          { value: 'DISMISSED' as const, weight: 1 },
        ]),
      );
      return {
        agencyId: ctx.agencyId,
        portfolioPropertyId: portfolioIds[otherCount + i]!,
        integrationId: software!.id,
        addressLine1: place.addressLine1,
        addressLine2: place.addressLine2,
        suburb: place.suburb,
        postcode: place.postcode,
        stateCode: place.stateCode,
        softwareName: software!.softwareName,
        firstActiveDate: firstActive,
        status,
        underEnrolmentAt: status === 'UNDER_ENROLMENT' ? clock.at(-0.5) : null,
        underEnrolmentBy:
          status === 'UNDER_ENROLMENT' ? faker.helpers.arrayElement(ctx.memberUserIds) : null,
        dismissedAt: status === 'DISMISSED' ? clock.at(-0.5) : null,
        dismissedBy: status === 'DISMISSED' ? faker.helpers.arrayElement(ctx.memberUserIds) : null,
        createdAt: new Date(`${firstActive}T06:00:00+10:00`),
      };
    },
  );
  await insertRows(ctx.tx, newManagements, newRows);

  // Job orders: enrolments in progress, and a few for managed properties.
  const jobRows: (typeof jobOrders.$inferInsert)[] = newRows
    .filter((row) => row.status === 'UNDER_ENROLMENT')
    .map((row) => ({
      agencyId: ctx.agencyId,
      nonManagedPropertyId: row.portfolioPropertyId,
      serviceCodes: ['smoke'],
      status: 'REQUESTED',
      createdBy: row.underEnrolmentBy ?? null,
      createdAt: row.underEnrolmentAt ?? clock.at(-1),
    }));
  props.slice(20, 23).forEach((property, i) => {
    jobRows.push({
      agencyId: ctx.agencyId,
      propertyId: property.id,
      serviceCodes: property.services.map((s) => s.code),
      status: (['REQUESTED', 'CONFIRMED', 'COMPLETED'] as const)[i]!,
      notes: 'Please check the smoke alarm in the garage too.',
      createdBy: faker.helpers.arrayElement(ctx.memberUserIds),
      createdAt: clock.at(-(i + 2)),
    });
  });
  await insertRows(ctx.tx, jobOrders, jobRows);

  // Documents of other-provider properties.
  const docs = portfolioIds
    .slice(0, otherCount)
    .flatMap((nonManagedPropertyId, i) =>
      faker.datatype.boolean({ probability: 0.15 })
        ? [
            documentRow(
              ctx,
              { nonManagedPropertyId },
              'SERVICE_REPORT_DOCUMENT',
              `Smoke alarm report - ${rows[i]!.addressLine1}.pdf`,
              ['smoke'],
              clock.at(-faker.number.int({ min: 10, max: 300 })),
            ),
          ]
        : [],
    );
  await insertRows(ctx.tx, documents, docs);

  // Emails sent from the portal (and one that failed).
  const from = `rentals@${plan.emailDomain}`;
  const withTenants = props.filter((p) => p.occupants.some((o) => o.email)).slice(0, 3);
  const emails: (typeof emailOutbox.$inferInsert)[] = withTenants.map((property, i) => ({
    agencyId: ctx.agencyId,
    messageType: 'OCCUPANT_NOTICE',
    propertyId: property.id,
    fromAddress: from,
    toAddresses: property.occupants.flatMap((o) => (o.email ? [o.email] : [])),
    subject: `Safety check at ${property.address.addressLine1}`,
    html: '<p>Hello,</p><p>Our safety technician needs access to your home for the annual safety check. Please call us to arrange a time.</p>',
    sentAt: i === 2 ? null : clock.at(-(i + 1)),
    failedAt: i === 2 ? clock.at(-0.2) : null,
    error: i === 2 ? 'Mailbox unavailable' : null,
    attempts: 1,
    createdBy: faker.helpers.arrayElement(ctx.memberUserIds),
    createdAt: clock.at(-(i + 1)),
  }));
  for (const quote of quotesSeeded.slice(0, 2)) {
    emails.push({
      agencyId: ctx.agencyId,
      messageType: 'FORWARD_QUOTATION',
      propertyId: quote.propertyId,
      quoteId: quote.id,
      fromAddress: from,
      toAddresses: ['owner@example.com'],
      subject: 'Quotation for safety work at your property',
      html: '<p>Please find the quotation attached.</p>',
      sentAt: clock.at(-2),
      attempts: 1,
      createdBy: faker.helpers.arrayElement(ctx.memberUserIds),
      createdAt: clock.at(-2),
    });
  }
  await insertRows(ctx.tx, emailOutbox, emails);
}
