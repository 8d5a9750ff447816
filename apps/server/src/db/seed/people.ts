import {
  DO_NOT_CONTACT_REASON_CODES,
  doNotContactReasonLabels,
  STATE_CODES,
  type TContactNumberType,
  type TDoNotContactReason,
  type TLeaseType,
} from '@portal/contracts';
import { contactNumbers, contacts, occupants, tenancies } from '../schema/index';
import { SUBURBS } from './australia';
import type { AgencyContext, SeededOccupant, SeededProperty } from './context';
import {
  addDays,
  address,
  emailFor,
  insertReturningIds,
  insertRows,
  landlineNumber,
  mobileNumber,
  personName,
} from './util';

type TenancyRow = typeof tenancies.$inferInsert;
type OccupantRow = typeof occupants.$inferInsert;
type NumberRow = typeof contactNumbers.$inferInsert;
type ContactRow = typeof contacts.$inferInsert;

interface PlannedTenancy {
  row: TenancyRow;
  property: SeededProperty;
  isCurrent: boolean;
  occupants: number;
}

interface PlannedNumber {
  number: string;
  type: TContactNumberType;
  dnc: TDoNotContactReason | null;
}

/**
 * Tenancies (current, upcoming, past; vacant properties have none current), their occupants
 * with phone numbers (some on the do-not-contact list), and landlords and other contacts.
 */
export async function seedPeople(ctx: AgencyContext, props: SeededProperty[]): Promise<void> {
  const { faker, clock } = ctx;
  const source = (p: SeededProperty) => (p.isIntegrated ? ctx.integration!.source : 'PORTAL');
  const lease = (): TLeaseType =>
    faker.datatype.boolean({ probability: 0.6 }) ? 'New' : 'Renewal';
  const planned: PlannedTenancy[] = [];

  for (const property of props) {
    const vacant = property.flags.has('VACANT');
    // The current lease started between a month and three years ago.
    let pastEnd: string;
    if (!vacant) {
      const start = clock.day(-faker.number.int({ min: 20, max: 1100 }));
      const periodic = faker.datatype.boolean({ probability: 0.25 });
      const end = periodic ? null : addDays(start, 365 * faker.number.int({ min: 1, max: 3 }));
      const vacating = faker.datatype.boolean({ probability: 0.15 });
      const vacate = vacating ? clock.day(faker.number.int({ min: 5, max: 60 })) : null;
      planned.push({
        row: {
          agencyId: ctx.agencyId,
          propertyId: property.id,
          startDate: start,
          endDate: end && end > start ? end : null,
          vacateDate: vacate,
          notes: faker.datatype.boolean({ probability: 0.15 }) ? 'Tenant has a small dog.' : null,
          source: source(property),
          leaseType: lease(),
          isCurrent: true,
          createdAt: new Date(`${start}T09:00:00+10:00`),
          updatedAt: new Date(`${start}T09:00:00+10:00`),
        },
        property,
        isCurrent: true,
        occupants: faker.number.int({ min: 1, max: 3 }),
      });
      if (vacate)
        planned.push(
          upcoming(ctx, property, addDays(vacate, faker.number.int({ min: 1, max: 14 }))),
        );
      pastEnd = addDays(start, -faker.number.int({ min: 1, max: 30 }));
    } else {
      pastEnd = clock.day(-faker.number.int({ min: 3, max: 90 }));
      if (faker.datatype.boolean({ probability: 0.3 })) {
        planned.push(upcoming(ctx, property, clock.day(faker.number.int({ min: 3, max: 40 }))));
      }
    }
    const pastCount = vacant
      ? faker.number.int({ min: 1, max: 2 })
      : faker.number.int({ min: 0, max: 2 });
    for (let i = 0; i < pastCount; i++) {
      const start = addDays(pastEnd, -365 * faker.number.int({ min: 1, max: 2 }));
      planned.push({
        row: {
          agencyId: ctx.agencyId,
          propertyId: property.id,
          startDate: start,
          endDate: pastEnd,
          vacateDate: pastEnd,
          notes: null,
          source: source(property),
          leaseType: lease(),
          isCurrent: false,
          createdAt: new Date(`${start}T09:00:00+10:00`),
          updatedAt: new Date(`${start}T09:00:00+10:00`),
        },
        property,
        isCurrent: false,
        occupants: faker.number.int({ min: 1, max: 2 }),
      });
      pastEnd = addDays(start, -faker.number.int({ min: 1, max: 30 }));
    }
  }

  const tenancyIds = await insertReturningIds(
    ctx.tx,
    tenancies,
    planned.map((t) => t.row),
  );

  const occupantRows: OccupantRow[] = [];
  const occupantNumbers: PlannedNumber[][] = [];
  const owners: { tenancy: PlannedTenancy; name: string; email: string | null }[] = [];
  planned.forEach((tenancy, t) => {
    for (let i = 0; i < tenancy.occupants; i++) {
      const name = personName(faker);
      const numbers = phoneNumbers(ctx, 0.07);
      const email = faker.datatype.boolean({ probability: numbers.length ? 0.8 : 1 })
        ? emailFor(faker, name)
        : null;
      occupantRows.push({
        agencyId: ctx.agencyId,
        tenancyId: tenancyIds[t]!,
        name,
        email,
        isAllContactNumbersBlacklisted: numbers.length > 0 && numbers.every((n) => n.dnc !== null),
        displayOrder: i,
        createdAt: tenancy.row.createdAt,
      });
      occupantNumbers.push(numbers);
      owners.push({ tenancy, name, email });
    }
  });
  const occupantIds = await insertReturningIds(ctx.tx, occupants, occupantRows);
  owners.forEach((owner, i) => {
    if (!owner.tenancy.isCurrent) return;
    const mobile = occupantNumbers[i]!.find((n) => n.type === 'MOBILE' && !n.dnc)?.number ?? null;
    const occupant: SeededOccupant = {
      id: occupantIds[i]!,
      name: owner.name,
      email: owner.email,
      mobile,
    };
    owner.tenancy.property.occupants.push(occupant);
  });

  const contactRows: ContactRow[] = [];
  const contactNumbersPlanned: PlannedNumber[][] = [];
  for (const property of props) {
    const landlords = faker.datatype.boolean({ probability: 0.2 }) ? 2 : 1;
    for (let i = 0; i < landlords; i++) contactRows.push(contact(ctx, property, 'LANDLORD'));
    if (faker.datatype.boolean({ probability: 0.05 }))
      contactRows.push(contact(ctx, property, 'AGENCY_CONTACT'));
  }
  for (let i = 0; i < contactRows.length; i++) contactNumbersPlanned.push(phoneNumbers(ctx, 0.03));
  const contactIds = await insertReturningIds(ctx.tx, contacts, contactRows);

  const numberRows: NumberRow[] = [
    ...occupantNumbers.flatMap((numbers, i) =>
      numbers.map((n) => numberRow(ctx, n, { occupantId: occupantIds[i]! })),
    ),
    ...contactNumbersPlanned.flatMap((numbers, i) =>
      numbers.map((n) => numberRow(ctx, n, { contactId: contactIds[i]! })),
    ),
  ];
  await insertRows(ctx.tx, contactNumbers, numberRows);
}

function upcoming(ctx: AgencyContext, property: SeededProperty, start: string): PlannedTenancy {
  const { faker } = ctx;
  return {
    row: {
      agencyId: ctx.agencyId,
      propertyId: property.id,
      startDate: start,
      endDate: addDays(start, 365),
      vacateDate: null,
      notes: null,
      source: property.isIntegrated ? ctx.integration!.source : 'PORTAL',
      leaseType: 'New',
      isCurrent: false,
      createdAt: ctx.clock.at(-faker.number.int({ min: 1, max: 10 })),
      updatedAt: ctx.clock.at(-1),
    },
    property,
    isCurrent: false,
    occupants: faker.number.int({ min: 1, max: 2 }),
  };
}

function phoneNumbers(ctx: AgencyContext, doNotContactChance: number): PlannedNumber[] {
  const { faker } = ctx;
  const count = faker.helpers.weightedArrayElement([
    { value: 0, weight: 1 },
    { value: 1, weight: 14 },
    { value: 2, weight: 5 },
  ]);
  return Array.from({ length: count }, (_, i): PlannedNumber => {
    const type: TContactNumberType =
      i === 0 || faker.datatype.boolean({ probability: 0.3 })
        ? 'MOBILE'
        : faker.helpers.arrayElement(['HOME', 'OFFICE', 'OTHER'] as const);
    return {
      type,
      number: type === 'MOBILE' ? mobileNumber(faker) : landlineNumber(faker, ctx.state),
      dnc: faker.datatype.boolean({ probability: doNotContactChance })
        ? faker.helpers.arrayElement(DO_NOT_CONTACT_REASON_CODES)
        : null,
    };
  });
}

function numberRow(
  ctx: AgencyContext,
  planned: PlannedNumber,
  owner: { occupantId: number } | { contactId: number },
): NumberRow {
  return {
    agencyId: ctx.agencyId,
    ...owner,
    number: planned.number,
    type: planned.type,
    doNotContactReasonCode: planned.dnc,
    doNotContactReasonName: planned.dnc ? doNotContactReasonLabels[planned.dnc] : null,
    createdAt: ctx.clock.at(-30),
  };
}

function contact(
  ctx: AgencyContext,
  property: SeededProperty,
  role: 'LANDLORD' | 'AGENCY_CONTACT',
): ContactRow {
  const { faker } = ctx;
  const name = personName(faker);
  const kind = faker.helpers.weightedArrayElement([
    { value: 'australian', weight: 6 },
    { value: 'international', weight: 1 },
    { value: 'none', weight: 3 },
  ] as const);
  const base: ContactRow = {
    agencyId: ctx.agencyId,
    propertyId: property.id,
    role,
    name,
    email: faker.datatype.boolean({ probability: 0.9 }) ? emailFor(faker, name) : null,
    salutation: faker.helpers.arrayElement(['Mr', 'Ms', 'Mrs', 'Dr', null]),
    createdAt: property.createdAt,
  };
  if (kind === 'australian') {
    // Landlords often live interstate.
    const state = faker.datatype.boolean({ probability: 0.8 })
      ? ctx.state
      : faker.helpers.arrayElement(STATE_CODES);
    const place = address(faker, state, SUBURBS[state]);
    return {
      ...base,
      addressLine1: place.addressLine1,
      suburbId: ctx.shared.suburbIds.get(`${state}|${place.suburb}|${place.postcode}`)!,
    };
  }
  if (kind === 'international') {
    return {
      ...base,
      internationalAddress: faker.helpers.arrayElement([
        'Flat 3, 12 Queens Road, London SW19 8LR, United Kingdom',
        '45 Ponsonby Road, Grey Lynn, Auckland 1021, New Zealand',
        '18 Orchard Boulevard, #07-02, Singapore 248648',
        '221 King Street West, Toronto ON M5H 1K5, Canada',
      ]),
    };
  }
  return base;
}
