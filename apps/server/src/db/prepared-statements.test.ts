import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabase } from '../../test/db';
import type { Database } from './client';
import { properties } from './schema/index';
import { StatementNames } from './prepared-statements';

describe('StatementNames', () => {
  it('should give one text one name and another text another', () => {
    const names = new StatementNames();
    const first = names.nameOf('select 1 where $1::int > 0');
    expect(first).toBeDefined();
    expect(names.nameOf('select 1 where $1::int > 0')).toBe(first);
    expect(names.nameOf('select 2 where $1::int > 0')).not.toBe(first);
  });

  it.each([
    ['a transaction command', 'begin'],
    ['several statements', "begin; select set_config('app.agency_id', '4', true)"],
    ['a schema change', 'create index x on t (a)'],
  ])('should not prepare %s', (_, text) => {
    expect(new StatementNames().nameOf(text)).toBeUndefined();
  });

  it('should prepare a statement whose quoted text holds a semicolon', () => {
    expect(new StatementNames().nameOf("select 'a;b' where $1::int > 0;")).toBeDefined();
  });

  it('should stop naming new texts past its bound, and keep the names it gave', () => {
    const names = new StatementNames(2);
    const a = names.nameOf('select 1');
    names.nameOf('select 2');
    expect(names.nameOf('select 3')).toBeUndefined();
    expect(names.nameOf('select 1')).toBe(a);
  });

  it('should leave a named statement, a cursor and a plain text as they are', () => {
    const names = new StatementNames();
    const named = { name: 'mine', text: 'select 1' };
    const cursor = { text: 'select 1', submit: () => undefined };
    expect(names.withName(named)).toBe(named);
    expect(names.withName(cursor)).toBe(cursor);
    expect(names.withName('select 1')).toBe('select 1');
    expect(names.withName({ text: 'select 1', rowMode: 'array' })).toEqual({
      text: 'select 1',
      rowMode: 'array',
      name: names.nameOf('select 1'),
    });
  });
});

describe('withAgency on prepared statements', () => {
  let database: Database;

  beforeAll(() => {
    // One connection: every transaction below runs on the same one.
    database = testDatabase({ max: 1 });
  });
  afterAll(async () => {
    await database.close();
  });

  /** What one agency's transaction sees: the agency set for it, and the agencies whose properties it can read. */
  const seenBy = (agencyId: number) =>
    database.withAgency(agencyId, async (tx) => {
      const setting = await tx.execute<{ agency: string }>(
        sql`select current_setting('app.agency_id', true) as agency`,
      );
      const visible = await tx.selectDistinct({ id: properties.agencyId }).from(properties);
      return { setting: setting.rows[0]?.agency, visible: visible.map((row) => row.id) };
    });

  const prepared = async () => {
    const { rows } = await database.pool.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements',
    );
    return rows[0]!.n;
  };

  it('should prepare a statement once per connection and run it for each agency', async () => {
    const before = await prepared();
    expect(await seenBy(1)).toEqual({ setting: '1', visible: [1] });
    const afterFirst = await prepared();
    expect(afterFirst).toBeGreaterThanOrEqual(before + 2);
    // The same two texts for another agency: prepared already, and bound to that agency.
    expect(await seenBy(2)).toEqual({ setting: '2', visible: [2] });
    expect(await prepared()).toBe(afterFirst);
  });

  it('should leave no agency set on the connection after a transaction', async () => {
    await seenBy(1);
    const { rows } = await database.pool.query<{ agency: string | null }>(
      `select nullif(current_setting('app.agency_id', true), '') as agency`,
    );
    expect(rows[0]!.agency).toBeNull();
  });

  it('should roll back and keep the connection usable when the work fails', async () => {
    const failure = new Error('refused');
    await expect(
      database.withAgency(1, async (tx) => {
        await tx.execute(sql`select 1`);
        throw failure;
      }),
    ).rejects.toBe(failure);
    const { rows } = await database.pool.query<{ inTransaction: boolean }>(
      // Outside any transaction block, a statement's transaction starts with it.
      `select now() = statement_timestamp() as "inTransaction"`,
    );
    expect(rows[0]!.inTransaction).toBe(true);
    expect(await seenBy(2)).toEqual({ setting: '2', visible: [2] });
  });

  it('should refuse an agency id that is not an integer', async () => {
    await expect(database.withAgency(1.5, async () => 'ran')).rejects.toThrow(TypeError);
  });
});
