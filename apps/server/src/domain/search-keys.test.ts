import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerDatabase } from '../../test/db';
import type { Database } from '../db/client';
import { requiredFacets, type RequiredFacets } from './property-facets';
import { keyedWords, searchQueryKeys, searchTerms } from './property-list';

// The agency's search keys (migration 0011_agency_search_keys) only narrow what a search reads:
// a property whose search text matches the searched words, and which has the required facets,
// must have every key the search asks for, or the search would miss it.

/** Addresses as written, with the characters a search text can hold. */
const TEXTS = [
  "12/34 O'Brien Street St Kilda East VIC 3182",
  'unit 5, 1-3 mitchell-smith road, mount waverley',
  'café de la paix 7 rue émile zola',
  '100% pure lane_way a\\b',
  'lot 9 x y z drive',
  'ＡＢＣ 全角 street',
  'İstanbul KELVIN road',
];

/** Searches: whole words, parts, punctuation, non-ASCII, LIKE's wildcards, case. */
const QUERIES = [
  'mitchell',
  'itchel',
  "O'BRIEN",
  '12/34',
  '1-3',
  'Waverley Mount',
  'st',
  'café',
  'émile',
  'fé',
  '100%',
  'lane_way',
  'a\\b',
  'x y',
  'ＡＢＣ',
  '全角',
  'İstanbul',
  'kelvin',
  'nowhere',
];

const NONE: RequiredFacets = { flags: [], serviceFacets: [] };

describe('agency search keys', () => {
  let owner: Database;

  beforeAll(() => {
    owner = ownerDatabase();
  });
  afterAll(async () => {
    await owner.close();
  });

  /**
   * For each (text, query): does the text match the query as the portfolio's search matches it
   * (the search text is lower-case; each word by ILIKE pattern or by position), and does it have
   * the keys the search asks for?
   */
  const check = async (
    pairs: { text: string; query: string }[],
    agencies: { row: number; query: number } = { row: 4, query: 4 },
  ) => {
    const rows: { matches: boolean; keyed: boolean }[] = [];
    for (const { text, query } of pairs) {
      const terms = searchTerms(query);
      const conditions = terms.map((term, i) =>
        term.kind === 'pattern' ? `t ilike $${i + 4}` : `strpos(t, $${i + 4}) > 0`,
      );
      const keys = searchQueryKeys(agencies.query, keyedWords(terms), NONE);
      const { rows: found } = await owner.pool.query<{ matches: boolean; keyed: boolean }>(
        `select ${conditions.join(' and ') || 'true'} as matches,
                property_search_keys($1, t, '{}', '{}') @> $3::text[] as keyed
           from lower($2::text) as t`,
        [agencies.row, text, keys, ...terms.map((term) => term.value)],
      );
      rows.push(found[0]!);
    }
    return rows;
  };

  it('should give every text matching a search all of the search’s keys', async () => {
    const pairs = TEXTS.flatMap((text) => QUERIES.map((query) => ({ text, query })));
    const rows = await check(pairs);
    const missed = pairs.filter((_, i) => rows[i]!.matches && !rows[i]!.keyed);
    expect(missed).toEqual([]);
    // The corpus does exercise both sides.
    expect(rows.filter((row) => row.matches).length).toBeGreaterThan(15);
    expect(rows.filter((row) => !row.keyed).length).toBeGreaterThan(15);
  });

  it('should give any text matching a part of itself the part’s keys', async () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(text, text, fc.nat(), fc.nat(), async (before, after, start, length) => {
        const source = `${before}${after}`;
        const query = source.slice(start % (source.length + 1)).slice(0, (length % 12) + 3);
        const [row] = await check([{ text: source, query }]);
        expect(row!.matches && !row!.keyed).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('should narrow by the words: a text without them lacks their keys', async () => {
    const [row] = await check([{ text: TEXTS[0]!, query: 'mitchell' }]);
    expect(row).toEqual({ matches: false, keyed: false });
  });

  it('should keep one agency’s keys from another’s, however their ids begin', async () => {
    const pair = { text: 'mitchell street', query: 'mitchell' };
    for (const [row, query] of [
      [4, 5],
      [4, 41],
      [41, 4],
      [1, 11],
    ] as const) {
      const [result] = await check([pair], { row, query });
      expect(result, `${row} / ${query}`).toEqual({ matches: true, keyed: false });
    }
    const [same] = await check([pair], { row: 41, query: 41 });
    expect(same).toEqual({ matches: true, keyed: true });
  });

  it('should require of a property the facets the search requires', async () => {
    const keyed = async (flags: string[], facets: string[], required: RequiredFacets) => {
      const { rows } = await owner.pool.query<{ keyed: boolean }>(
        `select property_search_keys(4, 'mitchell street', $1, $2) @> $3::text[] as keyed`,
        [flags, facets, searchQueryKeys(4, ['mitchell'], required)],
      );
      return rows[0]!.keyed;
    };
    const overdue = requiredFacets(['Overdue']);
    expect(await keyed([], ['Overdue'], overdue)).toBe(true);
    expect(await keyed([], ['MissingSupplier'], overdue)).toBe(false);
    expect(await keyed(['COMPLIANCE_ISSUES'], [], overdue)).toBe(false);
    const issues = requiredFacets(['ComplianceIssues']);
    expect(await keyed(['COMPLIANCE_ISSUES'], [], issues)).toBe(true);
    expect(await keyed([], ['Overdue'], issues)).toBe(false);
  });
});

describe('searchQueryKeys', () => {
  it('should ask for the trigrams of each run of letters and digits, in the agency', () => {
    expect(searchQueryKeys(4, ["O'Brien", '12/345'], NONE)).toEqual([
      '4 bri',
      '4 rie',
      '4 ien',
      '4 345',
    ]);
  });

  it('should ask for the agency alone when the words have no trigram', () => {
    expect(searchQueryKeys(4, ['1-3', 'é-x', 'ab'], NONE)).toEqual(['4']);
    expect(searchQueryKeys(4, ['1-3'], requiredFacets(['Overdue']))).toEqual([
      '4',
      '4 service_facets Overdue',
    ]);
  });

  it('should ask for the required facets with the trigrams', () => {
    expect(
      searchQueryKeys(12, ['road'], requiredFacets(['ComplianceIssues', 'PendingItems'])),
    ).toEqual(['12 roa', '12 oad', '12 flags COMPLIANCE_ISSUES', '12 flags PENDING_ITEMS']);
  });
});

describe('requiredFacets', () => {
  it.each([
    [['Overdue'], { flags: [], serviceFacets: ['Overdue'] }],
    [['ComplianceIssues'], { flags: ['COMPLIANCE_ISSUES'], serviceFacets: [] }],
    [['PendingItems', 'Overdue'], { flags: ['PENDING_ITEMS'], serviceFacets: ['Overdue'] }],
    // Two facets of one group are either: neither is required.
    [['Overdue', 'ComplianceIssues'], { flags: [], serviceFacets: [] }],
    [['Overdue', 'Compliant'], { flags: [], serviceFacets: [] }],
    // A facet that is not a value of the property's arrays has no key.
    [['Compliant'], { flags: [], serviceFacets: [] }],
    [['OverdueInvoices'], { flags: [], serviceFacets: [] }],
    [['Overdue', 'Overdue'], { flags: [], serviceFacets: ['Overdue'] }],
  ] as const)('should require of %j: %j', (facets, required) => {
    expect(requiredFacets(facets)).toEqual(required);
  });
});

describe('keyedWords', () => {
  it('should key the words of three letters or more, as typed, without LIKE escapes', () => {
    expect(keyedWords(searchTerms('  St 100%  Mitchell a_b '))).toEqual([
      '100%',
      'mitchell',
      'a_b',
    ]);
  });
});
