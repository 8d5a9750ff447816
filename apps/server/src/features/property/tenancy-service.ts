import {
  doNotContactReasonLabels,
  TENANCY_MESSAGES,
  type TDoNotContactReason,
  type TLeaseType,
  type TMarkedVacant,
  type TOccupant,
  type TPropertyTenancy,
  type TTenancy,
  type TTenancyOccupant,
  type TTenancyRequest,
} from '@portal/contracts';
import { and, asc, desc, eq, gt, inArray, lte, not, or, sql } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import { contactNumbers, occupants, properties, tenancies } from '../../db/schema/index';
import { PROPERTY_NOT_FOUND, conflict, notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { recordScopedAudit } from '../../plugins/audit';
import type { AgencyScope } from '../../plugins/signed-in';

/** Who changes a tenancy, and the agency's day the change happens on. */
type TenancyScope = Pick<AgencyScope, 'agencyId' | 'userId' | 'today' | 'now' | 'session'>;

/** The tenancy source of a tenancy entered in the portal. */
const PORTAL_SOURCE = 'PORTAL';

interface PropertyState {
  id: number;
  isVacant: boolean;
  isIntegrated: boolean;
  isCancelled: boolean;
  confirmedAt: Date | null;
}

async function propertyState(
  tx: AgencyTx,
  agencyId: number,
  propertyId: number,
): Promise<PropertyState> {
  const [row] = await tx
    .select({
      id: properties.id,
      isVacant: properties.isVacant,
      isIntegrated: properties.isIntegrated,
      isCancelled: sql<boolean>`(not ${properties.isManaged} or 'CANCELLED' = any(${properties.flags}))`,
      confirmedAt: properties.confirmedAt,
    })
    .from(properties)
    .where(and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId)));
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  return row;
}

/** Integrated and cancelled properties keep their tenancies as they are (409, in words). */
function assertChangeable(property: PropertyState): void {
  if (property.isCancelled) throw conflict(TENANCY_MESSAGES.cancelled);
  if (property.isIntegrated) throw conflict(TENANCY_MESSAGES.integratedTenancy);
}

/** The tenancies of a property that match `where`, with occupants and their numbers. */
async function readTenancies(
  tx: AgencyTx,
  agencyId: number,
  propertyId: number,
  where?: ReturnType<typeof and>,
): Promise<TTenancy[]> {
  const rows = await tx
    .select()
    .from(tenancies)
    .where(and(eq(tenancies.agencyId, agencyId), eq(tenancies.propertyId, propertyId), where))
    .orderBy(desc(tenancies.startDate), desc(tenancies.id));
  if (rows.length === 0) return [];
  const people = await tx
    .select()
    .from(occupants)
    .where(
      and(
        eq(occupants.agencyId, agencyId),
        inArray(
          occupants.tenancyId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(occupants.displayOrder), asc(occupants.id));
  const numbers = people.length
    ? await tx
        .select()
        .from(contactNumbers)
        .where(
          and(
            eq(contactNumbers.agencyId, agencyId),
            inArray(
              contactNumbers.occupantId,
              people.map((person) => person.id),
            ),
          ),
        )
        .orderBy(asc(contactNumbers.id))
    : [];
  const numbersOf = new Map<number, TTenancyOccupant['contactNumbers']>();
  for (const row of numbers) {
    const list = numbersOf.get(row.occupantId!) ?? [];
    const reason = row.doNotContactReasonCode as TDoNotContactReason | null;
    list.push({
      contactNumberId: row.id,
      number: row.number,
      type: row.type as TTenancyOccupant['contactNumbers'][number]['type'],
      doNotContactReasonCode: reason,
      doNotContactReasonName: reason
        ? (row.doNotContactReasonName ?? doNotContactReasonLabels[reason])
        : null,
    });
    numbersOf.set(row.occupantId!, list);
  }
  const occupantsOf = new Map<number, TTenancyOccupant[]>();
  for (const person of people) {
    const list = occupantsOf.get(person.tenancyId) ?? [];
    list.push({
      occupantId: person.id,
      name: person.name,
      email: person.email,
      contactNumbers: numbersOf.get(person.id) ?? [],
      isAllContactNumbersBlacklisted: person.isAllContactNumbersBlacklisted,
    });
    occupantsOf.set(person.tenancyId, list);
  }
  return rows.map((row) => ({
    tenancyId: row.id,
    startedAt: row.startDate,
    endedAt: row.endDate,
    vacatingAt: row.vacateDate,
    notes: row.notes,
    source: row.source,
    leaseType: row.leaseType as TLeaseType | null,
    isCurrent: row.isCurrent,
    occupants: occupantsOf.get(row.id) ?? [],
  }));
}

async function tenancyOf(
  tx: AgencyTx,
  agencyId: number,
  property: PropertyState,
  today: string,
): Promise<TPropertyTenancy> {
  const shown = await readTenancies(
    tx,
    agencyId,
    property.id,
    or(eq(tenancies.isCurrent, true), gt(tenancies.startDate, today)),
  );
  const upcoming = shown.filter((t) => !t.isCurrent);
  return {
    propertyId: property.id,
    currentTenancy: shown.find((t) => t.isCurrent) ?? null,
    // Newest first: the next one to start is the last.
    upcomingTenancy: upcoming.at(-1) ?? null,
    isVacant: property.isVacant,
    isIntegrated: property.isIntegrated,
    isCancelled: property.isCancelled,
    confirmedAt: property.confirmedAt?.toISOString() ?? null,
  };
}

/** GET /v1/property/{id}/tenancy. */
export function getPropertyTenancy(
  database: Database,
  scope: Pick<AgencyScope, 'agencyId' | 'today'>,
  propertyId: number,
): Promise<TPropertyTenancy> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  return database.withAgency(scope.agencyId, async (tx) =>
    tenancyOf(tx, scope.agencyId, await propertyState(tx, scope.agencyId, propertyId), scope.today),
  );
}

/** GET /v1/property/{id}/tenancies: every tenancy, newest start first. */
export function listTenancies(
  database: Database,
  agencyId: number,
  propertyId: number,
): Promise<TTenancy[]> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  return database.withAgency(agencyId, async (tx) => {
    await propertyState(tx, agencyId, propertyId);
    return readTenancies(tx, agencyId, propertyId);
  });
}

function blacklisted(numbers: { doNotContactReasonCode: string | null }[]): boolean {
  return numbers.length > 0 && numbers.every((n) => n.doNotContactReasonCode !== null);
}

async function insertOccupant(
  tx: AgencyTx,
  agencyId: number,
  tenancyId: number,
  occupant: TOccupant,
  displayOrder: number,
): Promise<void> {
  const [row] = await tx
    .insert(occupants)
    .values({ agencyId, tenancyId, name: occupant.name, email: occupant.email, displayOrder })
    .returning({ id: occupants.id });
  const numbers = occupant.contactNumbers.filter((entry) => entry.number !== '');
  if (numbers.length) {
    await tx.insert(contactNumbers).values(
      numbers.map((entry) => ({
        agencyId,
        occupantId: row!.id,
        number: entry.number,
        type: entry.type,
      })),
    );
  }
}

/**
 * Brings an occupant's numbers to `wanted`: a number sent with its id is changed (a changed number
 * loses its do-not-contact reason), one without is added, the others are removed.
 */
async function syncNumbers(
  tx: AgencyTx,
  agencyId: number,
  occupantId: number,
  wanted: TOccupant['contactNumbers'],
): Promise<void> {
  const stored = await tx
    .select()
    .from(contactNumbers)
    .where(and(eq(contactNumbers.agencyId, agencyId), eq(contactNumbers.occupantId, occupantId)));
  const byId = new Map(stored.map((row) => [row.id, row]));
  const kept = new Set<number>();
  const after: { doNotContactReasonCode: string | null }[] = [];
  for (const entry of wanted.filter((e) => e.number !== '')) {
    const old = entry.contactNumberId ? byId.get(entry.contactNumberId) : undefined;
    if (old && !kept.has(old.id)) {
      kept.add(old.id);
      const same = old.number === entry.number;
      if (!same || old.type !== entry.type) {
        await tx
          .update(contactNumbers)
          .set({
            number: entry.number,
            type: entry.type,
            ...(same ? {} : { doNotContactReasonCode: null, doNotContactReasonName: null }),
          })
          .where(and(eq(contactNumbers.agencyId, agencyId), eq(contactNumbers.id, old.id)));
      }
      after.push({ doNotContactReasonCode: same ? old.doNotContactReasonCode : null });
    } else {
      await tx
        .insert(contactNumbers)
        .values({ agencyId, occupantId, number: entry.number, type: entry.type });
      after.push({ doNotContactReasonCode: null });
    }
  }
  const gone = stored.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (gone.length) {
    await tx
      .delete(contactNumbers)
      .where(and(eq(contactNumbers.agencyId, agencyId), inArray(contactNumbers.id, gone)));
  }
  await tx
    .update(occupants)
    .set({ isAllContactNumbersBlacklisted: blacklisted(after) })
    .where(and(eq(occupants.agencyId, agencyId), eq(occupants.id, occupantId)));
}

/** What the audit log keeps of a tenancy form: dates, notes' length and occupant count. */
function auditDetail(request: TTenancyRequest) {
  return {
    startDate: request.tenancy.startDate,
    endDate: request.tenancy.endDate,
    vacateDate: request.tenancy.vacateDate,
    leaseType: request.tenancy.leaseType ?? null,
    notesLength: request.tenancy.notes?.length ?? 0,
    occupants: request.occupants.length,
  };
}

/** The property is occupied again: no longer vacant. */
async function markOccupied(tx: AgencyTx, agencyId: number, propertyId: number, now: Date) {
  await tx
    .update(properties)
    .set({
      isVacant: false,
      flags: sql`array_remove(${properties.flags}, 'VACANT'::text)`,
      tags: sql`array_remove(${properties.tags}, 'Vacant'::text)`,
      updatedAt: now,
    })
    .where(and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId)));
}

/** POST /v1/property/{id}/tenancy. */
export function addTenancy(
  database: Database,
  scope: TenancyScope,
  propertyId: number,
  request: TTenancyRequest,
): Promise<TPropertyTenancy> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  const { agencyId } = scope;
  return database.withAgency(agencyId, async (tx) => {
    const property = await propertyState(tx, agencyId, propertyId);
    assertChangeable(property);
    const form = request.tenancy;
    const current = form.startDate! <= scope.today;
    if (current) {
      await tx
        .update(tenancies)
        .set({ isCurrent: false, updatedAt: scope.now })
        .where(
          and(
            eq(tenancies.agencyId, agencyId),
            eq(tenancies.propertyId, propertyId),
            eq(tenancies.isCurrent, true),
          ),
        );
    }
    const [row] = await tx
      .insert(tenancies)
      .values({
        agencyId,
        propertyId,
        startDate: form.startDate!,
        endDate: form.endDate,
        vacateDate: form.vacateDate,
        notes: form.notes ?? null,
        source: PORTAL_SOURCE,
        leaseType: form.leaseType ?? 'New',
        isCurrent: current,
        createdBy: scope.userId,
        updatedAt: scope.now,
      })
      .returning({ id: tenancies.id });
    for (const [index, occupant] of request.occupants.entries()) {
      await insertOccupant(tx, agencyId, row!.id, occupant, index);
    }
    if (current && property.isVacant) {
      await markOccupied(tx, agencyId, propertyId, scope.now);
      property.isVacant = false;
    }
    await recordScopedAudit(tx, scope, {
      action: request.tenancy.leaseType === 'Renewal' ? 'tenancy.renew' : 'tenancy.add',
      target: String(propertyId),
      detail: { tenancyId: row!.id, isCurrent: current, ...auditDetail(request) },
    });
    return tenancyOf(tx, agencyId, property, scope.today);
  });
}

/** PUT /v1/property/{id}/tenancy/{tenancyId}. */
export function updateTenancy(
  database: Database,
  scope: TenancyScope,
  propertyId: number,
  tenancyId: number,
  request: TTenancyRequest,
): Promise<TPropertyTenancy> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  const { agencyId } = scope;
  return database.withAgency(agencyId, async (tx) => {
    const property = await propertyState(tx, agencyId, propertyId);
    const [stored] = isStoredId(tenancyId)
      ? await tx
          .select({ id: tenancies.id, leaseType: tenancies.leaseType })
          .from(tenancies)
          .where(
            and(
              eq(tenancies.agencyId, agencyId),
              eq(tenancies.propertyId, propertyId),
              eq(tenancies.id, tenancyId),
            ),
          )
      : [];
    if (!stored) throw notFound(TENANCY_MESSAGES.tenancyNotFound);
    assertChangeable(property);
    const form = request.tenancy;
    await tx
      .update(tenancies)
      .set({
        startDate: form.startDate!,
        endDate: form.endDate,
        vacateDate: form.vacateDate,
        notes: form.notes ?? null,
        leaseType: form.leaseType ?? stored.leaseType,
        updatedAt: scope.now,
      })
      .where(and(eq(tenancies.agencyId, agencyId), eq(tenancies.id, tenancyId)));

    const existing = await tx
      .select({ id: occupants.id })
      .from(occupants)
      .where(and(eq(occupants.agencyId, agencyId), eq(occupants.tenancyId, tenancyId)));
    const known = new Set(existing.map((row) => row.id));
    const kept = new Set<number>();
    for (const [index, occupant] of request.occupants.entries()) {
      const id = occupant.occupantId;
      if (id && known.has(id) && !kept.has(id)) {
        kept.add(id);
        await tx
          .update(occupants)
          .set({ name: occupant.name, email: occupant.email, displayOrder: index })
          .where(and(eq(occupants.agencyId, agencyId), eq(occupants.id, id)));
        await syncNumbers(tx, agencyId, id, occupant.contactNumbers);
      } else {
        await insertOccupant(tx, agencyId, tenancyId, occupant, index);
      }
    }
    const removed = [...known].filter((id) => !kept.has(id));
    if (removed.length) {
      await tx
        .delete(occupants)
        .where(and(eq(occupants.agencyId, agencyId), inArray(occupants.id, removed)));
    }
    await recordScopedAudit(tx, scope, {
      action: 'tenancy.update',
      target: String(propertyId),
      detail: { tenancyId, removedOccupants: removed.length, ...auditDetail(request) },
    });
    return tenancyOf(tx, agencyId, property, scope.today);
  });
}

/**
 * POST /v1/property/{id}/mark-as-vacant: every tenancy that has started (current and previous)
 * is vacated today (or the day after it started, the earliest its vacate date may be), unless
 * it was already vacated earlier; none stays current, and the property is vacant.
 */
export function markAsVacant(
  database: Database,
  scope: TenancyScope,
  propertyId: number,
): Promise<TMarkedVacant> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(PROPERTY_NOT_FOUND));
  const { agencyId, today } = scope;
  return database.withAgency(agencyId, async (tx) => {
    const property = await propertyState(tx, agencyId, propertyId);
    assertChangeable(property);
    if (property.isVacant) throw conflict(TENANCY_MESSAGES.alreadyVacant);
    const vacated = await tx
      .update(tenancies)
      .set({
        isCurrent: false,
        vacateDate: sql`case when ${tenancies.vacateDate} <= ${today}::date then ${tenancies.vacateDate}
                             when ${tenancies.startDate} < ${today}::date then ${today}::date
                             else ${tenancies.startDate} + 1 end`,
        updatedAt: scope.now,
      })
      .where(
        and(
          eq(tenancies.agencyId, agencyId),
          eq(tenancies.propertyId, propertyId),
          lte(tenancies.startDate, today),
          or(
            eq(tenancies.isCurrent, true),
            sql`${tenancies.vacateDate} is null`,
            not(lte(tenancies.vacateDate, today)),
          ),
        ),
      )
      .returning({ id: tenancies.id });
    await tx
      .update(properties)
      .set({
        isVacant: true,
        flags: sql`case when 'VACANT' = any(${properties.flags}) then ${properties.flags}
                        else array_append(${properties.flags}, 'VACANT'::text) end`,
        tags: sql`case when 'Vacant' = any(${properties.tags}) then ${properties.tags}
                       else array_append(${properties.tags}, 'Vacant'::text) end`,
        updatedAt: scope.now,
      })
      .where(and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId)));
    await recordScopedAudit(tx, scope, {
      action: 'property.mark-vacant',
      target: String(propertyId),
      detail: { vacatedTenancies: vacated.map((row) => row.id) },
    });
    return { propertyId, vacatedTenancies: vacated.length };
  });
}
