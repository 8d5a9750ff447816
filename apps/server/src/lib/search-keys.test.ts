import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerDatabase } from '../../test/db';
import type { Database } from '../db/client';
import { requiredFacets } from './property-facets';
import { keyedWords, searchTerms } from './property-list';

// The agency's search keys (migration 0011_agency_search_keys) only narrow what a search reads:
// a property whose text contains the searched words, and which has the required facets, must
// have every key the search asks for, or the search would miss it.

/** Texts as addresses are written, with the characters a search text can hold. */
const TEXTS = [
  "12/34 o'brien street st kilda east vic 3182",
  'unit 5, 1-3 mitchell-smith road, mount waverley',
  'café de la paix 7 rue émile zola',
  '100% pure lane_way a\\b',
  'lot 9 x y z drive',
  'ＡＢＣ 全角 street',
];

/** Words searched for: whole words, parts, punctuation, non-ASCII, LIKE's wildcards. */
const WORDS = [
  'mitchell',
  'itchel',
  "o'brien",
  '12/34',
  '1-3',
  'waverley',
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
  'nowhere',
];

describe('agency search keys', () => {
  let owner: Database;

  beforeAll(() => {
    owner = ownerDatabase();
  });
  afterAll(async () => {
    await owner.close();
  });

  /** For each (text, word): does the text contain the word, and does it have the word's keys? */
  const check = async (
    pairs: { text: string; word: string }[],
    agencies: { row: number; query: number } = { row: 4, query: 4 },
  ) => {
    const { rows } = await owner.pool.query<{ contains: boolean; keyed: boolean }>(
      `select strpos(lower(t.text), lower(t.word)) > 0 as contains,
              property_search_keys($1, t.text, '{}', '{}')
                @> property_search_query_keys($2, array[lower(t.word)], '{}', '{}') as keyed
         from unnest($3::text[], $4::text[]) as t(text, word)`,
      [agencies.row, agencies.query, pairs.map((p) => p.text), pairs.map((p) => p.word)],
    );
    return rows;
  };

  it('should give every text containing a word all of the word’s keys', async () => {
    const pairs = TEXTS.flatMap((text) => WORDS.map((word) => ({ text, word })));
    const rows = await check(pairs);
    const missed = pairs.filter((_, i) => rows[i]!.contains && !rows[i]!.keyed);
    expect(missed).toEqual([]);
    // The corpus does exercise both sides.
    expect(rows.filter((row) => row.contains).length).toBeGreaterThan(15);
    expect(rows.filter((row) => !row.keyed).length).toBeGreaterThan(15);
  });

  it('should give any text containing any word that word’s keys', async () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(text, text, fc.nat(), fc.nat(), async (before, after, start, length) => {
        const source = `${before}${after}`;
        const word = source.slice(start % (source.length + 1)).slice(0, (length % 12) + 3);
        const [row] = await check([{ text: source, word }]);
        expect(row!.contains && !row!.keyed).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('should narrow by the words: a text without them lacks their keys', async () => {
    const [row] = await check([{ text: TEXTS[0]!, word: 'mitchell' }]);
    expect(row).toEqual({ contains: false, keyed: false });
  });

  it('should keep one agency’s keys from another’s, however their ids begin', async () => {
    const pair = { text: 'mitchell street', word: 'mitchell' };
    for (const [row, query] of [
      [4, 5],
      [4, 41],
      [41, 4],
      [1, 11],
    ] as const) {
      const [result] = await check([pair], { row, query });
      expect(result, `${row} / ${query}`).toEqual({ contains: true, keyed: false });
    }
    const [same] = await check([pair], { row: 41, query: 41 });
    expect(same).toEqual({ contains: true, keyed: true });
  });

  it('should require of a property the facets the search requires', async () => {
    const keyed = async (
      flags: string[],
      facets: string[],
      required: ReturnType<typeof requiredFacets>,
    ) => {
      const { rows } = await owner.pool.query<{ keyed: boolean }>(
        `select property_search_keys(4, 'mitchell street', $1, $2)
                  @> property_search_query_keys(4, array['mitchell'], $3, $4) as keyed`,
        [flags, facets, required.flags, required.serviceFacets],
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

  it('should match a word without a trigram within the agency', async () => {
    // Words like '1-3' have no trigram inside a run of letters: the agency's own key stands in.
    const { rows } = await owner.pool.query<{ keys: string[] }>(
      `select property_search_query_keys(4, array['1-3', 'st'], '{}', '{}') as keys`,
    );
    expect(rows[0]!.keys).toEqual(['4']);
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
