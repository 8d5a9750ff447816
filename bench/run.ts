/**
 * `npm run bench`: builds (or reuses) a scratch database of 1,000,000 properties, builds the web
 * app, starts the real server and measures it; prints a table, writes bench/results/latest.json
 * and exits 1 when a budget is missed. See README.md ("Benchmarks").
 *
 *   npm run bench [-- --rebuild] [--seconds 6] [--port 3900] [--report-only]
 *   npm run bench -- --calls 'update summary,urgent notices'   # those calls only
 *
 *   npm run bench -- --lighthouse [--lighthouse-runs 3]        # web build and Lighthouse only
 *     [--lighthouse-pages property,dashboard] [--lighthouse-reports DIR] [--lighthouse-direct]
 *
 * With --calls, only the named calls (lib/calls.ts) are measured and judged, nothing else; with
 * --lighthouse, only the web build's sizes and Lighthouse on the demo portal. Either record goes
 * to bench/results/<time>.json alone, never to latest.json, which is a whole run's.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { calendarCalls, callUrl, DASHBOARD_BLOCK_PAGE_SIZE } from '@portal/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDatabase } from '../apps/server/src/db/client';
import { seedOccupantPhones } from '../apps/server/src/db/seed/index';
import { kill9DuringWrites, sigtermUnderLoad, sustainedLoad } from './load-shutdown';
import { measurePages } from './lib/browser';
import { evaluateBudgets } from './lib/budgets';
import { CALLS, type SearchSamples } from './lib/calls';
import { openDataset } from './lib/dataset';
import { measureExport } from './lib/export';
import { LIGHTHOUSE_PAGES, measureLighthouse } from './lib/lighthouse';
import { captureSql, loadUrl, replaySql, WARM_UP_SECONDS } from './lib/http';
import { print } from './lib/print';
import { formatReport, runFileName } from './lib/report';
import type { Results } from './lib/results';
import { REPO_ROOT, signIn, startServer } from './lib/server';
import { startTlsFront } from './lib/tls-front';
import { buildWeb } from './lib/web';

const { values } = parseArgs({
  options: {
    rebuild: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '6' },
    port: { type: 'string', default: '3900' },
    // Print the last run again (budgets re-checked) without measuring anything.
    'report-only': { type: 'boolean', default: false },
    // Comma-separated names of calls (lib/calls.ts): measure those only.
    calls: { type: 'string' },
    // The web build and Lighthouse only (lib/lighthouse.ts), on the demo portal.
    lighthouse: { type: 'boolean', default: false },
    // Lighthouse runs per page and profile; their medians are recorded.
    'lighthouse-runs': { type: 'string', default: '3' },
    // Only these pages (lib/lighthouse.ts' names), to look into one page; budgets of the others
    // then count as missed.
    'lighthouse-pages': { type: 'string' },
    // Where to write each page's and profile's last full Lighthouse report (JSON), to read why.
    'lighthouse-reports': { type: 'string' },
    // Lighthouse straight at the server too (HTTP/1.1 on localhost), beside the judged figures
    // through the TLS front (HTTP/2, as deployed): shown, not judged; twice the time.
    'lighthouse-direct': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(values.seconds);
const PORT = Number(values.port);
const CONNECTIONS = [1, 8];
// Commas inside a name's parentheses ('analytics (smoke, 12 months)') do not separate names.
const ONLY = values.calls?.split(/,(?![^(]*\))/).map((name) => name.trim());
const LIGHTHOUSE_ONLY = values.lighthouse;
const LIGHTHOUSE_RUNS = Number(values['lighthouse-runs']);
const LIGHTHOUSE_PAGE_NAMES = values['lighthouse-pages']?.split(',').map((name) => name.trim());
const unknownPages =
  LIGHTHOUSE_PAGE_NAMES?.filter((name) => !LIGHTHOUSE_PAGES.some((page) => page.name === name)) ??
  [];
if (unknownPages.length > 0) {
  throw new Error(
    `Unknown page(s) ${unknownPages.join(', ')}; the pages are: ${LIGHTHOUSE_PAGES.map((p) => p.name).join(', ')}`,
  );
}
const unknownCalls = ONLY?.filter((name) => !CALLS.some((call) => call.name === name)) ?? [];
if (unknownCalls.length > 0) {
  throw new Error(
    `Unknown call(s) ${unknownCalls.join(', ')}; the calls are: ${CALLS.map((c) => c.name).join(', ')}`,
  );
}

const loadavg = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

function gitState(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT })
      .toString()
      .trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: REPO_ROOT }).length > 0;
    return dirty ? `${head} (uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
}

function finish(results: Results): number {
  print(formatReport(results));
  const missed = results.budgets.filter((b) => !b.pass);
  if (missed.length > 0) {
    print(`\n${missed.length} budget(s) missed:`);
    for (const b of missed) print(`  - ${b.name}: ${b.actual} (budget ${b.limit})`);
    return 1;
  }
  print('\nEvery budget met.');
  return 0;
}

async function main(): Promise<number> {
  if (values['report-only']) {
    const last = path.join(REPO_ROOT, 'bench/results/latest.json');
    const results = JSON.parse(fs.readFileSync(last, 'utf8')) as Results;
    // The same figures judged by the current budgets, saved so latest.json never disagrees.
    results.budgets = evaluateBudgets(results);
    fs.writeFileSync(last, `${JSON.stringify(results, null, 2)}\n`);
    return finish(results);
  }
  const started = Date.now();
  const results: Results = {
    startedAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()}-${os.arch()}`,
      loadavgStart: loadavg(),
      loadavgEnd: [],
    },
    commit: gitState(),
    command: [
      'npm run bench',
      ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : []),
    ].join(' '),
    settings: {
      secondsPerRun: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
      connections: CONNECTIONS,
      ...(ONLY ? { calls: ONLY } : {}),
      ...(LIGHTHOUSE_ONLY ? { lighthouseOnly: true } : {}),
      lighthouseRuns: LIGHTHOUSE_RUNS,
    },
    http: [],
    budgets: [],
  };
  print(
    `Bench on ${results.machine.cpus} cores, load average ${results.machine.loadavgStart.join(' ')}`,
  );

  if (LIGHTHOUSE_ONLY) {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
    try {
      print('Building the web app ...');
      results.web = buildWeb(webDist);
      results.lighthouse = await lighthouseOnDemo(webDist, PORT);
    } finally {
      fs.rmSync(webDist, { recursive: true, force: true });
    }
    return finish(record(results, started, { latest: false }));
  }

  const dataDir = path.join(REPO_ROOT, 'data/bench');
  const db = await openDataset(dataDir, values.rebuild);
  // The search by phone needs occupants' numbers (added once to an existing scratch database).
  await seedOccupantPhones(db.ownerUrl, [db.dataset.largeAgencyId, db.dataset.smallAgencyId]);
  results.dataset = { ...db.dataset, reused: db.reused };
  print(
    db.reused
      ? `Reusing the scratch database in ${dataDir} (built ${db.dataset.builtAt}; --rebuild to start again).`
      : `Built the scratch database in ${db.dataset.buildSeconds} s.`,
  );

  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    if (ONLY) {
      // The calls alone need no web app: the server only wants a page to serve.
      fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
    } else {
      print('Building the web app ...');
      results.web = buildWeb(webDist);
    }

    print(`Starting the server on port ${PORT} ...`);
    server = await startServer(PORT, {
      DATA_DIR: dataDir,
      DATABASE_URL: db.ownerUrl,
      DATABASE_APP_URL: db.appUrl,
      WEB_DIST: webDist,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // The bench fetches one calendar feed address thousands of times a minute.
      CALENDAR_FEED_PER_MINUTE: String(2 ** 30),
    });
    const origin = server.origin;
    const agencies = {
      large: { id: db.dataset.largeAgencyId, cookie: '', propertyId: 0 },
      small: { id: db.dataset.smallAgencyId, cookie: '', propertyId: 0 },
    };
    for (const agency of Object.values(agencies)) {
      agency.cookie = await signIn(origin, { agencyId: agency.id });
    }

    // The export first, on a fresh server, so its memory is not another test's garbage.
    if (!ONLY) {
      print('Measuring the xlsx export of the large agency ...');
      results.export = await measureExport(server, agencies.large.cookie);
    }

    // The in-process app that records each route's SQL for the floor.
    const owner = createDatabase(db.ownerUrl, { max: 1 });
    const { rows } = await owner.pool.query<{ word: string }>(
      `select split_part(address_line1, ' ', 2) as word from properties
         where agency_id = $1 order by id limit 1`,
      [agencies.large.id],
    );
    // The property calls open a property with invoices and a current tenancy (or, without one,
    // with invoices; or the first property).
    for (const agency of Object.values(agencies)) {
      const found = await owner.pool.query<{ id: number }>(
        `select coalesce(
           (select i.property_id from invoices i
             where i.agency_id = $1
               and exists (select 1 from tenancies t where t.agency_id = i.agency_id
                             and t.property_id = i.property_id and t.is_current)
             order by i.property_id limit 1),
           (select property_id from invoices where agency_id = $1 order by property_id limit 1),
           (select id from properties where agency_id = $1 order by id limit 1)) as id`,
        [agency.id],
      );
      agency.propertyId = found.rows[0]!.id;
    }
    const longest = await owner.pool.query<{ id: number }>(
      `select property_id as id from audit_log where agency_id = $1 and property_id is not null
         group by property_id order by count(*) desc, property_id limit 1`,
      [agencies.large.id],
    );
    const otherProvider = await owner.pool.query<{ id: number }>(
      'select id from non_managed_properties where agency_id = $1 order by id limit 1',
      [agencies.large.id],
    );
    if (!otherProvider.rows[0]) throw new Error('The large agency has no other-provider property');
    const mostDocuments = await owner.pool.query<{ id: number }>(
      `select property_id as id from documents
        where agency_id = $1 and property_id is not null and deleted_at is null
        group by property_id order by count(*) desc, property_id limit 1`,
      [agencies.large.id],
    );
    const samples = {
      ...(await searchSamples(owner, agencies.large.id)),
      longestHistoryPropertyId: longest.rows[0]?.id ?? agencies.large.propertyId,
      nonManagedPropertyId: otherProvider.rows[0].id,
      mostDocumentsPropertyId: mostDocuments.rows[0]?.id ?? agencies.large.propertyId,
      calendarFeedPath: await calendarFeedPath(origin, agencies.large.cookie),
      webhookId: await benchWebhook(owner, agencies.large.id),
    };
    await owner.close();
    const word = rows[0]?.word ?? 'street';
    const captureDb = createDatabase(db.appUrl, { max: 2 });
    const captureApp = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST: webDist,
        SEED_DEMO: 'false',
        JOBS_POLL_MS: '0',
        CALENDAR_FEED_PER_MINUTE: String(2 ** 30),
      }),
      database: captureDb,
    });
    const calls = ONLY ? CALLS.filter((call) => ONLY.includes(call.name)) : CALLS;
    try {
      for (const call of calls) {
        for (const agencyName of call.agencies) {
          const agency = agencies[agencyName];
          const url = call.url(word, agency.propertyId, samples);
          // The first call fills the per-replica caches; the floor is what a request then runs.
          const cold = await captureSql(captureApp, url, agency.cookie);
          const warm = await captureSql(captureApp, url, agency.cookie);
          if (warm.status !== 200) throw new Error(`${url}: ${warm.status} in-process`);
          for (const connections of CONNECTIONS) {
            print(`  ${call.name}, ${agencyName} agency, ${connections} connection(s) ...`);
            const measured = await loadUrl(`${origin}${url}`, {
              cookie: agency.cookie,
              connections,
              seconds: SECONDS,
              warmUpSeconds: WARM_UP_SECONDS,
            });
            const floor = await replaySql(db.appUrl, warm.statements, {
              connections,
              seconds: SECONDS,
            });
            // The first, uncached request's cost is one user's wait: measured at 1 connection.
            const coldFloor =
              connections === 1 && cold.statements.length !== warm.statements.length
                ? await replaySql(db.appUrl, cold.statements, { connections, seconds: SECONDS })
                : null;
            results.http.push({
              route: call.name,
              url,
              agency: agencyName,
              connections,
              server: measured,
              floor,
              statements: warm.statements.length,
              ratio: Math.round((measured.p95 / floor.p95) * 10) / 10,
              coldFloor,
              coldStatements: cold.statements.length,
            });
          }
        }
      }
    } finally {
      await captureApp.close();
      await captureDb.close();
    }

    if (!ONLY) {
      print('Measuring the dashboard and portfolio pages in Chromium ...');
      results.pages = await measurePages(origin, agencies.large.cookie, [
        { name: 'dashboard', path: '/', ready: 'main' },
        { name: 'portfolio', path: '/portfolio', ready: 'main' },
      ]);

      print('Sustained load: 50 connections for 60 s ...');
      results.load = await sustainedLoad(origin, agencies.large.cookie, [
        `/v1/portfolio?facet=Overdue&query=${encodeURIComponent(word)}`,
        '/v1/stats',
        '/v1/auth/session',
        `/v1/invoice/analytics/overdue?page=1&page-size=${DASHBOARD_BLOCK_PAGE_SIZE}`,
        '/v1/update/summary',
      ]);
      await server.stop();
      server = null;

      const shutdownDir = path.join(REPO_ROOT, 'data/bench-shutdown');
      print('SIGTERM under load (demo database in data/bench-shutdown) ...');
      results.sigterm = await sigtermUnderLoad(shutdownDir, PORT + 1, webDist);
      print('kill -9 during writes ...');
      results.kill9 = await kill9DuringWrites(shutdownDir, PORT + 1, webDist);
      results.lighthouse = await lighthouseOnDemo(webDist, PORT + 2);
    }
  } finally {
    if (server) await server.stop();
    await db.stop();
    fs.rmSync(webDist, { recursive: true, force: true });
  }

  return finish(record(results, started, { latest: !ONLY }));
}

/**
 * Lighthouse on the portal as a property manager sees it: the demo data (data/bench-lighthouse),
 * signed in as demo.master, served by the real server in production mode, reached as in a
 * deployment through a TLS front speaking HTTP/2 (lib/tls-front.ts); with --lighthouse-direct,
 * straight at the server (HTTP/1.1) as well.
 */
async function lighthouseOnDemo(webDist: string, port: number) {
  const server = await startServer(port, {
    DATA_DIR: path.join(REPO_ROOT, 'data/bench-lighthouse'),
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
  });
  const front = await startTlsFront(server.origin);
  try {
    const cookie = await signIn(server.origin);
    print(`Lighthouse (${LIGHTHOUSE_RUNS} run(s) per page and profile) on the demo portal ...`);
    const options = {
      runs: LIGHTHOUSE_RUNS,
      pages: LIGHTHOUSE_PAGES.filter(
        (page) => !LIGHTHOUSE_PAGE_NAMES || LIGHTHOUSE_PAGE_NAMES.includes(page.name),
      ),
      ...(values['lighthouse-reports'] ? { reportsDir: values['lighthouse-reports'] } : {}),
    };
    const rows = await measureLighthouse(front.origin, cookie, options);
    if (values['lighthouse-direct']) {
      rows.push(...(await measureLighthouse(server.origin, cookie, options)));
    }
    return rows;
  } finally {
    await front.close();
    await server.stop();
  }
}

/** Judges the run and saves it: always under its start time, and as latest.json when whole. */
function record(results: Results, started: number, { latest }: { latest: boolean }): Results {
  results.machine.loadavgEnd = loadavg();
  results.totalSeconds = Math.round((Date.now() - started) / 1000);
  results.budgets = evaluateBudgets(results);
  const resultsDir = path.join(REPO_ROOT, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  if (latest) fs.writeFileSync(path.join(resultsDir, 'latest.json'), json);
  fs.writeFileSync(path.join(resultsDir, runFileName(results)), json);
  return results;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);

/** A webhook of the agency with 20,000 delivered events, made once per bench database. */
async function benchWebhook(owner: ReturnType<typeof createDatabase>, agencyId: number) {
  const url = 'https://93.184.215.14/bench';
  const found = await owner.pool.query<{ id: number }>(
    'select id from webhooks where agency_id = $1 and url = $2',
    [agencyId, url],
  );
  if (found.rows[0]) return found.rows[0].id;
  const made = await owner.pool.query<{ id: number }>(
    `insert into webhooks (agency_id, url, events, secret_ciphertext, created_by_user_id)
     values ($1, $2, '{notice.issued}', 'v1.bench.bench', (select min(id) from users))
     returning id`,
    [agencyId, url],
  );
  const id = made.rows[0]!.id;
  await owner.pool.query(
    `insert into webhook_deliveries (agency_id, webhook_id, event, message_id, body, status,
       attempts, max_attempts, response_code, created_at, last_attempt_at)
     select $1, $2, 'notice.issued', 'msg_bench_' || g, '{}', 'DELIVERED', 1, 8, 200,
            now() - g * interval '1 minute', now() - g * interval '1 minute'
     from generate_series(1, 20000) g`,
    [agencyId, id],
  );
  return id;
}

/** The path of a new calendar feed of all the large agency's properties (its user's own). */
async function calendarFeedPath(origin: string, cookie: string): Promise<string> {
  const res = await fetch(`${origin}${callUrl(calendarCalls.createFeed)}`, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ scope: 'ALL' }),
  });
  if (!res.ok) throw new Error(`creating a calendar feed: ${res.status}`);
  const { data } = (await res.json()) as { data: { url: string } };
  return new URL(data.url).pathname;
}

/** What the searches look for: an occupant of a current tenancy (name, phone) and an invoice. */
async function searchSamples(
  owner: ReturnType<typeof createDatabase>,
  agencyId: number,
): Promise<
  Omit<
    SearchSamples,
    | 'longestHistoryPropertyId'
    | 'nonManagedPropertyId'
    | 'mostDocumentsPropertyId'
    | 'calendarFeedPath'
    | 'webhookId'
  >
> {
  const { rows } = await owner.pool.query<
    Omit<
      SearchSamples,
      | 'longestHistoryPropertyId'
      | 'nonManagedPropertyId'
      | 'mostDocumentsPropertyId'
      | 'calendarFeedPath'
      | 'webhookId'
    >
  >(
    `select o.name as "occupantName", n.number as phone,
            (select invoice_number from invoices where agency_id = $1 order by id limit 1)
              as "invoiceNumber"
       from occupants o
       join tenancies t on t.agency_id = o.agency_id and t.id = o.tenancy_id and t.is_current
       join contact_numbers n on n.agency_id = o.agency_id and n.occupant_id = o.id
      where o.agency_id = $1
      order by o.id limit 1`,
    [agencyId],
  );
  const sample = rows[0];
  if (!sample?.invoiceNumber) throw new Error('The large agency has no occupant phone or invoice');
  return sample;
}
