import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { testDatabase } from '../../test/db';
import type { AgencyTx, Database } from './client';
import { CompiledShapes, compileSelect, runCompiled } from './compiled-query';
import { managerOfProperty } from '../domain/property-list';
import { properties, propertyManagers } from './schema/index';

/** Properties of an agency from an id on, with their manager, by id: every value a placeholder. */
const byIdFrom = (tx: AgencyTx) =>
  tx
    .select({
      id: properties.id,
      createdAt: properties.createdAt,
      flags: properties.flags,
      managerName: propertyManagers.name,
      doubled: sql<number>`${properties.id} * 2`.mapWith(Number),
    })
    .from(properties)
    .leftJoin(propertyManagers, managerOfProperty())
    .where(
      and(
        eq(properties.agencyId, sql.placeholder('agencyId')),
        gte(properties.id, sql.placeholder('from')),
      ),
    )
    .orderBy(asc(properties.id))
    .limit(sql.placeholder('limit'));

describe('compiled selects', () => {
  let database: Database;

  beforeAll(() => {
    database = testDatabase({ max: 1 });
  });
  afterAll(async () => {
    await database.close();
  });

  it('should answer as the same select built with its values, decoded alike', async () => {
    await database.withAgency(1, async (tx) => {
      const compiled = compileSelect(byIdFrom(tx));
      const direct = await byIdFrom(tx).execute({ agencyId: 1, from: 0, limit: 5 });
      const rows = await runCompiled(tx, compiled, { agencyId: 1, from: 0, limit: 5 });
      expect(rows).toHaveLength(5);
      expect(rows).toEqual(direct);
      // Decoded by the columns: an instant as a Date, an array, a number from the expression.
      expect(rows[0]!.createdAt).toBeInstanceOf(Date);
      expect(Array.isArray(rows[0]!.flags)).toBe(true);
      expect(rows[0]!.doubled).toBe(rows[0]!.id * 2);
      // Other values, the same text.
      const later = await runCompiled(tx, compiled, { agencyId: 1, from: rows[2]!.id, limit: 2 });
      expect(later.map((row) => row.id)).toEqual(rows.slice(2, 4).map((row) => row.id));
    });
  });

  it('should still be bound by the transaction’s agency', async () => {
    const compiled = await database.withAgency(1, async (tx) => compileSelect(byIdFrom(tx)));
    // Agency 2's transaction asking for agency 1's rows: row-level security answers nothing.
    const rows = await database.withAgency(2, (tx) =>
      runCompiled(tx, compiled, { agencyId: 1, from: 0, limit: 5 }),
    );
    expect(rows).toEqual([]);
  });

  it('should refuse to run without a value for each placeholder', async () => {
    await expect(
      database.withAgency(1, async (tx) =>
        runCompiled(tx, compileSelect(byIdFrom(tx)), { agencyId: 1, limit: 5 }),
      ),
    ).rejects.toThrow(/from/);
  });

  it('should refuse a transaction that is not one of withAgency', async () => {
    const compiled = await database.withAgency(1, async (tx) => compileSelect(byIdFrom(tx)));
    await expect(
      database.db.transaction((tx) =>
        runCompiled(tx, compiled, { agencyId: 1, from: 0, limit: 1 }),
      ),
    ).rejects.toThrow(/withAgency/);
  });

  it('should refuse a nested selection', async () => {
    await database.withAgency(1, async (tx) => {
      const nested = tx.select({ property: { id: properties.id } }).from(properties);
      expect(() => compileSelect(nested)).toThrow(TypeError);
    });
  });
});

describe('CompiledShapes', () => {
  let database: Database;

  beforeAll(() => {
    database = testDatabase({ max: 1 });
  });
  afterAll(async () => {
    await database.close();
  });

  it('should build a shape once, another shape apart, and forget the least recently used', async () => {
    await database.withAgency(1, async (tx) => {
      const shapes = new CompiledShapes<unknown>(2);
      const build = vi.fn(() => byIdFrom(tx));
      const a = shapes.get({ shape: 'a' }, build);
      expect(shapes.get({ shape: 'a' }, build)).toBe(a);
      expect(build).toHaveBeenCalledTimes(1);
      shapes.get({ shape: 'b' }, build);
      // 'a' used last: the third shape pushes 'b' out.
      shapes.get({ shape: 'a' }, build);
      shapes.get({ shape: 'c' }, build);
      expect(build).toHaveBeenCalledTimes(3);
      expect(shapes.size).toBe(2);
      expect(shapes.get({ shape: 'a' }, build)).toBe(a);
      shapes.get({ shape: 'b' }, build);
      expect(build).toHaveBeenCalledTimes(4);
    });
  });
});
