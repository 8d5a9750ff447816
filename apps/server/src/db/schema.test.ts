import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerDatabase, testDatabase } from '../../test/db';
import type { Database } from './client';

/**
 * Tables that carry an agency_id but are global on purpose: they are read before an agency is
 * chosen (sessions, memberships, sign-in tokens, invitations, a user's settings), or across agencies (audit
 * log). Every other table with an agency_id is agency-owned.
 */
const GLOBAL_TABLES_WITH_AGENCY = [
  'agency_memberships',
  'audit_log',
  'login_tokens',
  'sessions',
  'user_invitations',
  'user_settings',
];

const POLICY =
  "(agency_id = (NULLIF(current_setting('app.agency_id'::text, true), ''::text))::integer)";

describe('schema', () => {
  let owner: Database;
  let agencyOwned: string[];

  beforeAll(async () => {
    owner = ownerDatabase();
    const { rows } = await owner.pool.query<{ table_name: string }>(
      `select c.table_name from information_schema.columns c
       join information_schema.tables t using (table_schema, table_name)
       where c.table_schema = 'public' and c.column_name = 'agency_id' and t.table_type = 'BASE TABLE'
       order by 1`,
    );
    agencyOwned = rows
      .map((r) => r.table_name)
      .filter((t) => !GLOBAL_TABLES_WITH_AGENCY.includes(t));
  });
  afterAll(async () => {
    await owner.close();
  });

  it('should have many agency-owned tables when the migrations have run', () => {
    expect(agencyOwned).toContain('properties');
    expect(agencyOwned.length).toBeGreaterThan(30);
  });

  it('should force row-level security on exactly the agency-owned tables when migrated', async () => {
    const { rows } = await owner.pool.query<{ relname: string }>(
      `select relname from pg_class
       where relnamespace = 'public'::regnamespace and relkind = 'r'
         and relrowsecurity and relforcerowsecurity
       order by 1`,
    );
    expect(rows.map((r) => r.relname)).toEqual(agencyOwned);
  });

  it('should confine each agency-owned table to app.agency_id when read and when written', async () => {
    const { rows } = await owner.pool.query<{
      tablename: string;
      policyname: string;
      cmd: string;
      qual: string;
      with_check: string;
    }>(
      `select tablename, policyname, cmd, qual, with_check from pg_policies where schemaname = 'public'`,
    );
    expect(rows.map((r) => r.tablename).sort()).toEqual(agencyOwned);
    for (const policy of rows) {
      expect(policy, policy.tablename).toMatchObject({
        policyname: 'agency_isolation',
        cmd: 'ALL',
        qual: POLICY,
        with_check: POLICY,
      });
    }
  });

  it('should keep agency_id on the global tables listed here when they have one', async () => {
    const { rows } = await owner.pool.query<{ table_name: string }>(
      `select table_name from information_schema.columns
       where table_schema = 'public' and column_name = 'agency_id' order by 1`,
    );
    const globalOnes = rows.map((r) => r.table_name).filter((t) => !agencyOwned.includes(t));
    expect(globalOnes).toEqual(GLOBAL_TABLES_WITH_AGENCY);
  });

  it('should require the agency on every row when a table is agency-owned', async () => {
    const { rows } = await owner.pool.query<{ table_name: string }>(
      `select table_name from information_schema.columns
       where table_schema = 'public' and column_name = 'agency_id' and is_nullable = 'YES'`,
    );
    const nullable = rows.map((r) => r.table_name).filter((t) => agencyOwned.includes(t));
    expect(nullable).toEqual([]);
  });

  it('should lead every list index with agency_id when a table is agency-owned', async () => {
    // Per-agency queries must cost the agency's size, not the table's.
    const { rows } = await owner.pool.query<{
      table: string;
      index: string;
      first_column: string | null;
      is_unique: boolean;
      is_primary: boolean;
    }>(
      `select t.relname as table, i.relname as index,
              coalesce(a.attname, pg_get_indexdef(x.indexrelid, 1, true)) as first_column,
              x.indisunique as is_unique, x.indisprimary as is_primary
       from pg_index x
       join pg_class t on t.oid = x.indrelid
       join pg_class i on i.oid = x.indexrelid
       left join pg_attribute a on a.attrelid = t.oid and a.attnum = x.indkey[0]
       where t.relnamespace = 'public'::regnamespace`,
    );
    // An expression leads with agency_id when agency_id is its first argument: the agency-scoped
    // search keys (migration 0011).
    const leadsWithAgency = (first: string | null) =>
      first === 'agency_id' || /^\w+\(agency_id,/.test(first ?? '');
    for (const table of agencyOwned) {
      const indexes = rows.filter((r) => r.table === table && !r.is_primary);
      expect(
        indexes.some((r) => leadsWithAgency(r.first_column)),
        `${table} has an index leading with agency_id`,
      ).toBe(true);
      // Unique lookups by a secret token (a quote's approval link) are the only exception.
      const offenders = indexes.filter((r) => !leadsWithAgency(r.first_column) && !r.is_unique);
      expect(offenders.map((r) => r.index)).toEqual([]);
    }
  });

  it('should tie references between agency-owned tables to one agency when declared', async () => {
    // A foreign key that includes agency_id makes a reference to another agency's row impossible
    // (foreign-key checks bypass row-level security, so RLS alone would not stop it).
    const { rows } = await owner.pool.query<{
      name: string;
      from: string;
      to: string;
      columns: string[];
    }>(
      `select c.conname as name, f.relname as from, r.relname as to,
              array(select attname from pg_attribute
                    where attrelid = c.conrelid and attnum = any(c.conkey)) as columns
       from pg_constraint c
       join pg_class f on f.oid = c.conrelid
       join pg_class r on r.oid = c.confrelid
       where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
    );
    const crossing = rows.filter(
      (fk) =>
        agencyOwned.includes(fk.from) &&
        agencyOwned.includes(fk.to) &&
        !fk.columns.includes('agency_id'),
    );
    expect(crossing.map((fk) => fk.name)).toEqual([]);
    expect(rows.some((fk) => fk.name === 'tenancies_property_fk')).toBe(true);
  });

  it('should search addresses and array facets through one index of agency-scoped keys', async () => {
    const { rows } = await owner.pool.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes
       where tablename = 'properties' and (indexdef like '%gin_trgm_ops%' or indexdef like '%search%')`,
    );
    // One search index: the trigram indexes it replaced are gone, so a write updates one.
    expect(rows.map((r) => r.indexname)).toEqual(['properties_search_keys_idx']);
    expect(rows[0]!.indexdef).toMatch(
      /USING gin \(property_search_keys\(agency_id, search_text, flags, service_facets\)\)/,
    );
    // Row-level security lets only a LEAKPROOF condition read an index (migrations 0005, 0011).
    // Only a superuser may mark it so: a migration run by another owner leaves it to an
    // administrator (the README's external-PostgreSQL section).
    const leakproof = await owner.pool.query<{
      proleakproof: boolean;
      migratedBySuperuser: boolean;
    }>(
      `select p.proleakproof, r.rolsuper as "migratedBySuperuser"
       from pg_proc p join pg_roles r on r.oid = p.proowner
       where p.proname = 'property_search_keys'`,
    );
    const [fn] = leakproof.rows;
    expect(fn!.proleakproof).toBe(fn!.migratedBySuperuser);
  });
});

describe('relations', () => {
  let app: Database;

  beforeAll(() => {
    app = testDatabase();
  });
  afterAll(async () => {
    await app.close();
  });

  it('should load a property with its related rows when queried relationally', async () => {
    // The agency's transactions carry no relational builders (the portal does not use them):
    // a transaction of the pool's own, in agency 1's setting, reads through the relations.
    const property = await app.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.agency_id', '1', true)`);
      return tx.query.properties.findFirst({
        where: (p, { eq }) => eq(p.complianceStatus, 'NON_COMPLIANT'),
        with: {
          agency: true,
          propertyManager: true,
          services: true,
          tenancies: { with: { occupants: { with: { contactNumbers: true } } } },
          contacts: { with: { contactNumbers: true, suburb: true } },
          quotes: { with: { items: true } },
          reportedFindings: { with: { servicingCategory: true, appliance: true, quotation: true } },
          accessIssueCases: {
            with: {
              blockedMethods: { with: { problemSets: { with: { suggestedActions: true } } } },
            },
          },
        },
      });
    });
    expect(property?.agency.id).toBe(1);
    expect(property?.services.length).toBeGreaterThan(0);
    expect(property?.quotes.length).toBeGreaterThan(0);
    const reasons = await app.db.query.cancellationReasons.findMany({
      where: (r, { isNull }) => isNull(r.parentId),
      with: { children: true },
    });
    expect(reasons.every((r) => r.children.length > 0)).toBe(true);
  });
});
