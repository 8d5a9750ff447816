import {
  normalisePhone,
  QUICK_SEARCH_KIND_LABELS,
  QUICK_SEARCH_KINDS,
  type TQuickSearchAnswer,
  type TQuickSearchKind,
  type TQuickSearchQuery,
  type TQuickSearchResult,
  ZQuickSearchText,
} from '@portal/contracts';
import { and, asc, eq, exists, gte, ilike, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import {
  contactNumbers,
  invoices,
  occupants,
  properties,
  quotes,
  tenancies,
} from '../../db/schema/index';
import {
  keyedWords,
  keyHalves,
  propertyWordsMatch,
  searchQueryKeys,
  searchTerms,
} from '../../domain/property-list';
import { oneLineAddress, addressColumns } from '../../domain/property-ref';

// Go anywhere by typing (GET /v1/search): the agency's properties by the words of their address,
// occupants of a current tenancy by the words of their name or by phone, invoices and quotes by
// their number. Every query runs in the agency's transaction (row-level security) and reads the
// agency's own search keys (migrations 0011 and 0019), so its cost is that of the matches, not
// of the agency's size nor of other agencies'.

const NO_FACETS = { flags: [], serviceFacets: [] };

/** Escapes LIKE's wildcards so the user's text matches literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every word of `query` is in `column`, read through the agency's search keys of that column
 * (property_search_keys without flags or facets, as the indexes of migration 0019 are built).
 */
function keyedWordsMatch(
  agencyId: number,
  agencyColumn: AnyColumn,
  column: AnyColumn,
  query: string,
): SQL | undefined {
  const terms = searchTerms(query);
  const keys = sql`property_search_keys(${agencyColumn}, ${column}, '{}'::text[], '{}'::text[])`;
  const [first, rest] = keyHalves(searchQueryKeys(agencyId, keyedWords(terms), NO_FACETS));
  return and(
    ...terms.map((term) => ilike(column, `%${likeLiteral(term.word)}%`)),
    sql`${keys} @> ${sql.param(first)}::text[] and ${keys} @> ${sql.param(rest)}::text[]`,
  );
}

/** The characters a phone number may be typed with ('0412 345 678', '+61 (3) 9123-4567'). */
const PHONE_TEXT = /^\+?[\d\s().-]+$/;
/** The fewest digits the start of a number must have to be looked up. */
const PHONE_PREFIX_DIGITS = 6;

/**
 * How `query` reads as an occupant's phone: a whole number (normalised to E.164 by the contracts'
 * rule), or the start of one typed nationally ('0412 345' is '+61412345...') or internationally.
 */
export function phoneMatch(
  query: string,
): { kind: 'whole'; number: string } | { kind: 'start'; prefix: string } | null {
  if (!PHONE_TEXT.test(query)) return null;
  const whole = normalisePhone(query);
  if (whole) return { kind: 'whole', number: whole };
  const digits = query.replace(/\D/g, '');
  if (digits.length < PHONE_PREFIX_DIGITS) return null;
  if (query.trim().startsWith('+')) return { kind: 'start', prefix: `+${digits}` };
  if (digits.startsWith('0')) return { kind: 'start', prefix: `+61${digits.slice(1)}` };
  return null;
}

/** Whether a phone number column holds `match` (an index equality or range, both leakproof). */
function phoneCondition(column: AnyColumn, match: NonNullable<ReturnType<typeof phoneMatch>>) {
  return match.kind === 'whole'
    ? eq(column, match.number)
    : and(gte(column, match.prefix), lt(column, `${match.prefix}:`));
}

const address = addressColumns(properties);
const locality = (row: { suburb: string; stateCode: string; postcode: string }) =>
  `${row.suburb} ${row.stateCode} ${row.postcode}`;

async function findProperties(
  tx: AgencyTx,
  agencyId: number,
  query: string,
  limit: number,
): Promise<TQuickSearchResult[]> {
  const rows = await tx
    .select({ id: properties.id, ...address })
    .from(properties)
    .where(and(eq(properties.agencyId, agencyId), propertyWordsMatch(agencyId, query, NO_FACETS)))
    .orderBy(asc(properties.addressSort), asc(properties.id))
    .limit(limit);
  return rows.map((row) => ({
    kind: 'property',
    id: row.id,
    compliancePropertyId: row.id,
    title: row.addressLine2 ? `${row.addressLine1}, ${row.addressLine2}` : row.addressLine1,
    detail: locality(row),
  }));
}

async function findOccupants(
  tx: AgencyTx,
  agencyId: number,
  query: string,
  limit: number,
): Promise<TQuickSearchResult[]> {
  const phone = phoneMatch(query);
  const found = phone
    ? exists(
        tx
          .select({ one: sql`1` })
          .from(contactNumbers)
          .where(
            and(
              eq(contactNumbers.agencyId, occupants.agencyId),
              eq(contactNumbers.occupantId, occupants.id),
              phoneCondition(contactNumbers.number, phone),
            ),
          ),
      )
    : keyedWordsMatch(agencyId, occupants.agencyId, occupants.name, query);
  // The matches in order first, then their tenancies and properties: a common surname matches
  // about 2,000 occupants of a 100,000-property agency, and joining them all before the sort
  // took 36 ms where joining the first few takes well under one. The subquery keeps its order
  // (one with ORDER BY is not merged into the outer query), so the outer sort is no sort at all.
  const matches = tx
    .select({ id: occupants.id, name: occupants.name, tenancyId: occupants.tenancyId })
    .from(occupants)
    .where(and(eq(occupants.agencyId, agencyId), found))
    .orderBy(asc(occupants.name), asc(occupants.id))
    .as('matches');
  const rows = await tx
    .select({ id: matches.id, name: matches.name, propertyId: properties.id, ...address })
    .from(matches)
    .innerJoin(
      tenancies,
      and(
        eq(tenancies.agencyId, agencyId),
        eq(tenancies.id, matches.tenancyId),
        eq(tenancies.isCurrent, true),
      ),
    )
    .innerJoin(
      properties,
      and(eq(properties.agencyId, agencyId), eq(properties.id, tenancies.propertyId)),
    )
    .orderBy(asc(matches.name), asc(matches.id))
    .limit(limit);
  return rows.map((row) => ({
    kind: 'occupant',
    id: row.id,
    compliancePropertyId: row.propertyId,
    title: row.name,
    detail: oneLineAddress(row),
  }));
}

async function findNumbered(
  tx: AgencyTx,
  kind: 'invoice' | 'quote',
  agencyId: number,
  query: string,
  limit: number,
): Promise<TQuickSearchResult[]> {
  const table = kind === 'invoice' ? invoices : quotes;
  const number = kind === 'invoice' ? invoices.invoiceNumber : quotes.quoteNumber;
  const rows = await tx
    .select({ id: table.id, number, propertyId: properties.id, ...address })
    .from(table)
    .innerJoin(
      properties,
      and(eq(properties.agencyId, table.agencyId), eq(properties.id, table.propertyId)),
    )
    .where(
      and(eq(table.agencyId, agencyId), keyedWordsMatch(agencyId, table.agencyId, number, query)),
    )
    .orderBy(asc(number), asc(table.id))
    .limit(limit);
  return rows.map((row) => ({
    kind,
    id: row.id,
    compliancePropertyId: row.propertyId,
    title: row.number,
    detail: oneLineAddress(row),
  }));
}

/**
 * GET /v1/search: the groups with results, in the order of QUICK_SEARCH_KINDS. Invoices and
 * quotes are looked for only when the text has a digit (every number has one); occupants by
 * phone when the text reads as one (phoneMatch), otherwise by name, and properties only then.
 */
export function quickSearch(
  database: Database,
  agencyId: number,
  query: TQuickSearchQuery,
): Promise<TQuickSearchAnswer> {
  const { limit } = query;
  const q = ZQuickSearchText.parse(query.q);
  const hasDigit = /\d/.test(q);
  // An address holds no phone number: a search that reads as one skips the properties.
  const isPhone = phoneMatch(q) !== null;
  return database.withAgency(agencyId, async (tx) => {
    const found: Record<TQuickSearchKind, TQuickSearchResult[]> = {
      property: isPhone ? [] : await findProperties(tx, agencyId, q, limit),
      occupant: await findOccupants(tx, agencyId, q, limit),
      invoice: hasDigit ? await findNumbered(tx, 'invoice', agencyId, q, limit) : [],
      quote: hasDigit ? await findNumbered(tx, 'quote', agencyId, q, limit) : [],
    };
    return {
      groups: QUICK_SEARCH_KINDS.filter((kind) => found[kind].length > 0).map((kind) => ({
        kind,
        label: QUICK_SEARCH_KIND_LABELS[kind],
        results: found[kind],
      })),
    };
  });
}
