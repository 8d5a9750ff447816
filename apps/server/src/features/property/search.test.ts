import {
  formatPhone,
  propertyCalls,
  QUICK_SEARCH_MESSAGES,
  type TApiError,
  type TQuickSearchAnswer,
  type TQuickSearchKind,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { agencyIdIn, signInToPortal } from '../../../test/auth';
import { injectCall } from '../../../test/calls';
import { ownerDatabase, testDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { phoneMatch } from './search-service';

describe('GET /v1/search', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;
  let cookie: string;
  let vic: number;
  let nsw: number;

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database);
    cookie = (await signInToPortal(app, 'demo.manager')).cookie;
    vic = await agencyIdIn(owner, 'VIC');
    nsw = await agencyIdIn(owner, 'NSW');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await owner.close();
  });

  const search = (q: string, limit?: number) =>
    injectCall(app, propertyCalls.search, { query: { q, limit } }, { cookie });
  const found = async (q: string, limit?: number) => {
    const res = await search(q, limit);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: TQuickSearchAnswer }>().data;
  };
  const group = (answer: TQuickSearchAnswer, kind: TQuickSearchKind) =>
    answer.groups.find((candidate) => candidate.kind === kind)?.results ?? [];
  /** Every property an answer opens, for the scoping checks. */
  const opened = (answer: TQuickSearchAnswer) =>
    answer.groups.flatMap((g) => g.results.map((result) => result.compliancePropertyId));
  async function ownedBy(agencyId: number, propertyIds: number[]) {
    const { rows } = await owner.pool.query<{ n: number }>(
      'select count(*)::int as n from properties where agency_id = $1 and id = any($2::int[])',
      [agencyId, propertyIds],
    );
    return rows[0]!.n === new Set(propertyIds).size;
  }
  const raw = (query: string) =>
    app.inject({ method: 'GET', url: `/v1/search?${query}`, cookies: { acp_session: cookie } });

  /** An occupant of a current tenancy of the agency, with a phone number. */
  async function occupantOf(agencyId: number) {
    const { rows } = await owner.pool.query<{
      id: number;
      name: string;
      number: string;
      propertyId: number;
    }>(
      `select o.id, o.name, n.number, t.property_id as "propertyId"
         from occupants o
         join tenancies t on t.id = o.tenancy_id and t.is_current
         join contact_numbers n on n.occupant_id = o.id and n.number like '+614%'
        where o.agency_id = $1
        order by o.id limit 1`,
      [agencyId],
    );
    return rows[0]!;
  }

  it('should find a property by words of its address, grouped under its heading', async () => {
    const { rows } = await owner.pool.query<{ id: number; line: string; suburb: string }>(
      `select id, address_line1 as line, suburb from properties where agency_id = $1
        order by id limit 1`,
      [vic],
    );
    const property = rows[0]!;
    // The words in another order and case, as people type them.
    const answer = await found(`${property.suburb.toUpperCase()} ${property.line}`);
    expect(answer.groups[0]).toMatchObject({ kind: 'property', label: 'Properties' });
    const hit = group(answer, 'property').find((result) => result.id === property.id);
    expect(hit).toMatchObject({ compliancePropertyId: property.id });
    expect(hit!.title).toContain(property.line);
    expect(hit!.detail).toContain(property.suburb);
  });

  it("should never answer another agency's property, occupant or invoice", async () => {
    // A street word both agencies have.
    const { rows } = await owner.pool.query<{ word: string }>(
      `select w as word from (
         select distinct lower(split_part(address_line1, ' ', 2)) as w, agency_id from properties
          where agency_id in ($1, $2)) words
        where length(w) >= 3 group by w having count(*) = 2 order by w limit 1`,
      [vic, nsw],
    );
    const shared = await found(rows[0]!.word, 10);
    expect(group(shared, 'property').length).toBeGreaterThan(0);
    expect(await ownedBy(vic, opened(shared))).toBe(true);

    const stranger = await occupantOf(nsw);
    const { rows: invoices } = await owner.pool.query<{ number: string }>(
      'select invoice_number as number from invoices where agency_id = $1 order by id limit 1',
      [nsw],
    );
    for (const q of [stranger.name, formatPhone(stranger.number), invoices[0]!.number]) {
      const answer = await found(q, 10);
      expect(opened(answer), q).not.toContain(stranger.propertyId);
      expect(await ownedBy(vic, opened(answer)), q).toBe(true);
    }
    expect(group(await found(invoices[0]!.number), 'invoice')).toEqual([]);
  });

  it('should find an occupant of a current tenancy by name and by phone in any format', async () => {
    const occupant = await occupantOf(vic);
    const byName = group(await found(occupant.name.toLowerCase(), 10), 'occupant');
    expect(byName.find((result) => result.id === occupant.id)).toMatchObject({
      title: occupant.name,
      compliancePropertyId: occupant.propertyId,
    });

    const national = formatPhone(occupant.number); // '0412 345 678'
    const digits = national.replace(/\D/g, '');
    for (const typed of [
      national,
      digits,
      occupant.number,
      `+61 ${digits.slice(1, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`,
      `${digits.slice(0, 4)}-${digits.slice(4, 7)}`, // the start of the number
    ]) {
      const answer = await found(typed, 10);
      expect(
        group(answer, 'occupant').map((result) => result.id),
        typed,
      ).toContain(occupant.id);
    }
  });

  it('should find invoices and quotes by their number, opening their property', async () => {
    for (const [kind, table, column] of [
      ['invoice', 'invoices', 'invoice_number'],
      ['quote', 'quotes', 'quote_number'],
    ] as const) {
      const { rows } = await owner.pool.query<{ id: number; number: string; propertyId: number }>(
        `select id, ${column} as number, property_id as "propertyId" from ${table}
          where agency_id = $1 order by id limit 1`,
        [vic],
      );
      const item = rows[0]!;
      const answer = await found(item.number.toLowerCase());
      const results = group(answer, kind);
      expect(results[0], kind).toMatchObject({
        id: item.id,
        title: item.number,
        compliancePropertyId: item.propertyId,
      });
      expect(answer.groups.find((g) => g.kind === kind)!.label).toBe(
        kind === 'invoice' ? 'Invoices' : 'Quotes',
      );
    }
  });

  it('should keep to the limit per group and leave out groups without results', async () => {
    const answer = await found('street', 2);
    for (const g of answer.groups) {
      expect(g.results.length).toBeGreaterThan(0);
      expect(g.results.length).toBeLessThanOrEqual(2);
    }
    expect((await found('zzqxv')).groups).toEqual([]);
  });

  it('should refuse a search too short or too long, or a bad limit, with its message', async () => {
    const message = async (query: string) => {
      const res = await raw(query);
      expect(res.statusCode, query).toBe(400);
      return res.json<{ error: TApiError }>().error;
    };
    expect((await message('q=ab')).fields).toEqual({
      'querystring.q': QUICK_SEARCH_MESSAGES.tooShort,
    });
    expect((await message('q=%20%20ab%20%20')).fields).toEqual({
      'querystring.q': QUICK_SEARCH_MESSAGES.tooShort,
    });
    expect((await message('')).fields).toEqual({ 'querystring.q': QUICK_SEARCH_MESSAGES.tooShort });
    expect((await message(`q=${'a'.repeat(101)}`)).fields).toEqual({
      'querystring.q': QUICK_SEARCH_MESSAGES.tooLong,
    });
    for (const limit of ['0', '11', 'x', '2.5']) {
      expect((await message(`q=street&limit=${limit}`)).fields).toEqual({
        'querystring.limit': QUICK_SEARCH_MESSAGES.limit,
      });
    }
    expect((await raw('q=street&page=2')).statusCode).toBe(400);
    const anonymous = await injectCall(app, propertyCalls.search, { query: { q: 'street' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('phoneMatch', () => {
  it('should read whole numbers, starts of numbers and other text as they are typed', () => {
    expect(phoneMatch('0412 345 678')).toEqual({ kind: 'whole', number: '+61412345678' });
    expect(phoneMatch('(03) 9123-4567')).toEqual({ kind: 'whole', number: '+61391234567' });
    expect(phoneMatch('+61 412 345')).toEqual({ kind: 'start', prefix: '+61412345' });
    expect(phoneMatch('0412 34')).toEqual({ kind: 'start', prefix: '+6141234' });
    expect(phoneMatch('0412')).toBeNull();
    expect(phoneMatch('12 Smith Street')).toBeNull();
    expect(phoneMatch('INV4000012')).toBeNull();
  });
});
