import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  PORTFOLIO_EVIDENCE_MESSAGES as M,
  PORTFOLIO_EVIDENCE_MAX_PROPERTIES,
  PORTFOLIO_EVIDENCE_PACKS_PER_DAY,
  portfolioCalls,
  portfolioEvidenceCalls as calls,
  portfolioEvidenceTooMany,
  type TErrorEnvelope,
  type TList,
  type TPortfolioEvidencePack,
  type TPortfolioItem,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, demoApp, type DemoApp } from '../../../test/demo-app';
import { parsePdf } from '../../../test/pdf-text';
import { unzip } from '../../../test/zip';
import { PACKS_DIR } from './portfolio-evidence-routes';

const FROM = '01/01/2023';
const TO = '31/12/2025';

const errorOf = (res: LightMyRequestResponse) => res.json<TErrorEnvelope>().error;

describe('portfolio evidence pack', () => {
  let h: DemoApp;
  let cookie: string;
  let foreign: string;
  let storeDir: string;
  /** A search that matches a few of the VIC agency's properties. */
  let word: string;
  let matching: TPortfolioItem[];

  beforeAll(async () => {
    storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-portfolio-evidence-'));
    h = await demoApp('portal_portfolio_evidence', { DOCUMENTS_DIR: storeDir });
    cookie = await h.signIn('demo.manager');
    foreign = await h.signIn('mia.robinson', 'qld');
    // A suburb of the agency's with two to four properties.
    const [suburb] = await h.rows<{ word: string }>(
      `select suburb as word from properties where agency_id = $1
       group by 1 having count(*) between 2 and 4 order by 1 limit 1`,
      [h.ids.VIC],
    );
    word = suburb!.word;
    matching = dataOf<TList<TPortfolioItem>>(
      await h.call(portfolioCalls.list, { query: { query: word, 'page-size': 100 } }, cookie),
    ).items;
  });
  afterAll(async () => {
    await h?.close();
    fs.rmSync(storeDir, { recursive: true, force: true });
  });

  const start = (query: { query?: string } = { query: word }, as = cookie) =>
    h.call(calls.start, { query: { ...query, from: FROM, to: TO } }, as);
  const state = (id: number, as = cookie) => h.call(calls.state, { params: { id } }, as);
  const download = (id: number, as = cookie) => h.call(calls.download, { params: { id } }, as);
  const packFiles = () =>
    fs.existsSync(path.join(storeDir, PACKS_DIR))
      ? fs
          .readdirSync(path.join(storeDir, PACKS_DIR), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name)
      : [];

  it('should build a zip with a folder per filtered property and an index, with progress, when the job runs', async () => {
    expect(matching.length).toBeGreaterThanOrEqual(2);
    const queued = dataOf<TPortfolioEvidencePack>(await start());
    expect(queued).toMatchObject({
      status: 'queued',
      done: 0,
      total: matching.length,
      from: '2023-01-01',
      to: '2025-12-31',
      sizeBytes: null,
    });
    // Not ready: nothing to download yet.
    const early = await download(queued.id);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(M.notReady);

    // Progress is recorded as each property is written: a trigger keeps every value of done.
    await h.rows(`
      create table pack_progress (n serial, done int);
      create function log_pack_progress() returns trigger language plpgsql security definer as
        $$ begin insert into pack_progress (done) values (new.done); return new; end $$;
      create trigger pack_progress after update of done on portfolio_evidence_packs
        for each row execute function log_pack_progress();`);
    expect(await h.app.jobs.runDue()).toBe(1);
    const progress = await h.rows<{ done: number }>('select done from pack_progress order by n');
    await h.rows(`drop trigger pack_progress on portfolio_evidence_packs;
                  drop function log_pack_progress; drop table pack_progress`);
    expect(progress.map(({ done }) => done)).toEqual(
      Array.from({ length: matching.length + 1 }, (_, done) => done),
    );

    const ready = dataOf<TPortfolioEvidencePack>(await state(queued.id));
    expect(ready).toMatchObject({ status: 'ready', done: matching.length, message: null });
    expect(ready.sizeBytes).toBeGreaterThan(0);
    expect(Date.parse(ready.expiresAt!)).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);

    const recent = dataOf<TPortfolioEvidencePack[]>(await h.call(calls.recent, {}, cookie));
    expect(recent[0]).toEqual(ready);

    const res = await download(queued.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(
      'evidence-pack-portfolio-2023-01-01-to-2025-12-31.zip',
    );
    expect(res.rawPayload.length).toBe(ready.sizeBytes);
    const entries = await unzip(res.rawPayload);
    const names = [...entries.keys()];
    const folders = [...new Set(names.filter((n) => n.includes('/')).map((n) => n.split('/')[0]))];
    expect(folders).toHaveLength(matching.length);
    for (const folder of folders) expect(names).toContain(`${folder}/index.pdf`);
    const index = await parsePdf(entries.get('index.pdf')!);
    expect(index.text).toContain('Evidence pack of the portfolio');
    for (const folder of folders) expect(index.text).toContain(folder!.slice(0, 20));
    const propertyIndex = await parsePdf(entries.get(`${folders[0]}/index.pdf`)!);
    expect(propertyIndex.title).toBe('Evidence pack');

    const audit = await h.rows<{ action: string; target: string }>(
      `select action, target from audit_log where action like 'portfolio.evidence-pack%'
       order by id`,
    );
    expect(audit).toEqual([
      { action: 'portfolio.evidence-pack', target: `evidence-pack:${queued.id}` },
      { action: 'portfolio.evidence-pack-download', target: `evidence-pack:${queued.id}` },
    ]);

    // Expired: gone from the calls, and its file removed when the agency next starts a pack.
    expect(packFiles()).toHaveLength(1);
    await h.rows(
      `update portfolio_evidence_packs set expires_at = now() - interval '1 minute' where id = $1`,
      [queued.id],
    );
    expect((await state(queued.id)).statusCode).toBe(404);
    expect(dataOf<TPortfolioEvidencePack[]>(await h.call(calls.recent, {}, cookie))).toEqual([]);
    await start({ query: 'nowhere-at-all-street' });
    expect(packFiles()).toHaveLength(0);
  });

  it('should answer a foreign or missing pack alike and refuse a download from another site', async () => {
    const pack = dataOf<TPortfolioEvidencePack>(await start());
    const theirs = await state(pack.id, foreign);
    const missing = await state(999_999_999, foreign);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    expect(errorOf(theirs).message).toBe(M.notFound);
    expect((await download(pack.id, foreign)).body).toBe((await download(999_999_999)).body);

    await h.app.jobs.runDue();
    const crossSite = await h.app.inject({
      method: 'GET',
      url: `/v1/portfolio/evidence-packs/${pack.id}/download`,
      cookies: { acp_session: cookie },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(errorOf(crossSite).message).toBe(M.fromAnotherSite);
  });

  it('should build a pack whose server died holding its job, on another server', async () => {
    const dying = await h.replica({ DOCUMENTS_DIR: storeDir });
    const survivor = await h.replica({ DOCUMENTS_DIR: storeDir });
    const pack = dataOf<TPortfolioEvidencePack>(await start());
    const claimed = await dying.jobs.claim();
    expect(claimed).toMatchObject({ queue: 'portfolio.evidence-pack', attempts: 1 });
    await dying.close();
    // Its lock expires; the survivor's maintenance hands it back, to run after the back-off.
    await h.rows(
      `update pgboss.job set started_on = started_on - make_interval(secs => expire_seconds + 1)
       where id = $1`,
      [claimed!.id],
    );
    await survivor.jobs.supervise();
    await h.rows('update pgboss.job set start_after = now() where id = $1', [claimed!.id]);
    expect(await survivor.jobs.runDue()).toBe(1);
    expect(dataOf<TPortfolioEvidencePack>(await state(pack.id))).toMatchObject({
      status: 'ready',
      done: matching.length,
    });
  });

  it('should leave the pack failed with words, and no file, when the job gives up', async () => {
    // A document of the first property whose file is missing from the store: every run fails.
    await h.rows(
      `insert into documents (agency_id, property_id, name, size_bytes, mime_type, storage_key,
                              type_code, created_at)
       values ($1, $2, 'lost.pdf', 10, 'application/pdf', $3, 'SERVICE_REPORT_DOCUMENT',
               '2024-06-01T00:00:00Z')`,
      [h.ids.VIC, matching[0]!.compliancePropertyId, `${h.ids.VIC}/${crypto.randomUUID()}`],
    );
    const pack = dataOf<TPortfolioEvidencePack>(await start());
    for (let run = 0; run < 10; run += 1) {
      if (dataOf<TPortfolioEvidencePack>(await state(pack.id)).status === 'failed') break;
      // The back-off's wait is over at once.
      await h.rows(
        `update pgboss.job set start_after = now() where name like 'portfolio.evidence-pack%'`,
      );
      await h.app.jobs.runDue();
    }
    const failed = dataOf<TPortfolioEvidencePack>(await state(pack.id));
    expect(failed).toMatchObject({ status: 'failed', message: M.gaveUp, sizeBytes: null });
    expect(packFiles()).toHaveLength(2); // the packs of the tests before, not this one's
    expect((await download(pack.id)).statusCode).toBe(409);
  });

  it(`should refuse a user's pack past ${PORTFOLIO_EVIDENCE_PACKS_PER_DAY} in 24 hours with when to try again`, async () => {
    const [{ count } = { count: 0 }] = await h.rows<{ count: number }>(
      `select count(*)::int as count from portfolio_evidence_packs p join users u on u.id = p.user_id
       where u.username = 'demo.manager'`,
    );
    await h.rows(
      `insert into portfolio_evidence_packs (agency_id, user_id, status, from_day, to_day,
                                             property_ids, created_at)
       select $1, u.id, 'failed', '2025-01-01', '2025-12-31', '{}', now() - interval '1 hour'
       from users u, generate_series(1, $2) where u.username = 'demo.manager'`,
      [h.ids.VIC, Math.max(0, PORTFOLIO_EVIDENCE_PACKS_PER_DAY - count)],
    );
    const res = await start();
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).message).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
    // The oldest of the day's packs is an hour old: it leaves the 24 hours in 23 hours.
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(22 * 3600);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(23 * 3600);
    await h.rows(`delete from portfolio_evidence_packs where property_ids = '{}'`);
  });
  it('should refuse with words when no property matches or more than a pack holds', async () => {
    const none = await start({ query: 'nowhere-at-all-street' });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).message).toBe(M.none);
    // Another agency's property manager matches nothing, as a missing one.
    const [manager] = await h.rows<{ id: number }>(
      'select id from property_managers where agency_id = $1 order by id limit 1',
      [h.ids.NSW],
    );
    const theirs = await h.call(
      calls.start,
      { query: { 'property-manager': manager!.id, from: FROM, to: TO } },
      cookie,
    );
    expect(theirs.statusCode).toBe(400);
    expect(errorOf(theirs).message).toBe(M.none);

    const period = await h.call(
      calls.start,
      { query: { query: word, from: '10/05/2025', to: '09/05/2025' } },
      cookie,
    );
    expect(period.statusCode).toBe(400);

    // Copies of other properties, until the whole portfolio is over the cap.
    const columns = (
      await h.rows<{ name: string }>(
        `select quote_ident(column_name) as name from information_schema.columns
         where table_schema = 'public' and table_name = 'properties' and is_identity = 'NO'
           and is_generated = 'NEVER' and column_name <> 'external_id'`,
      )
    )
      .map(({ name }) => name)
      .join(', ');
    await h.rows(
      `insert into properties (${columns}) select ${columns} from properties
       where agency_id = $1 and suburb <> $2 order by id limit $3`,
      [h.ids.VIC, word, PORTFOLIO_EVIDENCE_MAX_PROPERTIES],
    );
    const all = await start({});
    expect(all.statusCode).toBe(400);
    // The view's count, as the message gives it: the whole portfolio, copies included.
    const whole = Number(
      /this view has ([\d,]+)/.exec(errorOf(all).message)?.[1]?.replace(/,/g, ''),
    );
    expect(whole).toBeGreaterThan(PORTFOLIO_EVIDENCE_MAX_PROPERTIES);
    expect(errorOf(all).message).toBe(portfolioEvidenceTooMany(whole));
  });
});
