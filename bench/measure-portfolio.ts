/**
 * Measures the portfolio-like lists on the largest agency of a database, through HTTP on a real
 * listening server, at a fixed number of concurrent connections. Not part of `npm test`.
 *
 *   DATA_DIR=data/perf npm run db:seed                              # the demo (demo.master)
 *   DATA_DIR=data/perf npm run db:seed -- --properties 100000       # + a 100k agency
 *   DATA_DIR=data/perf node --import tsx bench/measure-portfolio.ts \
 *     [--connections 8] [--requests 400]
 *
 * With DATABASE_URL set, that server is used instead of the embedded one. The script migrates
 * first (so new indexes apply), signs in as demo.master, switches to the largest agency, warms
 * up, then reports p50 / p95 / max latency and throughput per call.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDatabase } from '../apps/server/src/db/client';
import {
  APP_ROLE,
  embeddedAppPassword,
  startEmbeddedPostgres,
} from '../apps/server/src/db/embedded';
import { appRoleFromUrl, migrateDatabase } from '../apps/server/src/db/migrate';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '8' },
    requests: { type: 'string', default: '400' },
  },
});
const CONNECTIONS = Number(values.connections);
const REQUESTS = Number(values.requests);

async function openDatabase() {
  if (process.env.DATABASE_URL) {
    const appRole = appRoleFromUrl(process.env.DATABASE_APP_URL, APP_ROLE);
    await migrateDatabase(process.env.DATABASE_URL, appRole);
    return {
      ownerUrl: process.env.DATABASE_URL,
      appUrl: process.env.DATABASE_APP_URL ?? process.env.DATABASE_URL,
      stop: () => Promise.resolve(),
    };
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const server = await startEmbeddedPostgres({ dataDir, log: () => undefined });
  await migrateDatabase(server.ownerUrl, {
    name: APP_ROLE,
    password: embeddedAppPassword(dataDir),
  });
  return { ownerUrl: server.ownerUrl, appUrl: server.appUrl, stop: server.stop };
}

/** The report goes to stdout (console.log is linted out of the app). */
const print = (...parts: unknown[]) => process.stdout.write(`${parts.join(' ')}\n`);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const target = await openDatabase();
  const owner = createDatabase(target.ownerUrl, { max: 2 });
  const database = createDatabase(target.appUrl, { max: 20 });
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-measure-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: webDist, SEED_DEMO: 'false' });
  const app = await buildApp({ config, database });
  try {
    const { rows } = await owner.pool.query<{ id: number; n: number; state: string }>(
      `select a.id, a.state_code as state, count(*)::int as n from agencies a
         join properties p on p.agency_id = a.id group by a.id order by n desc limit 1`,
    );
    const agency = rows[0]!;
    const { rows: managers } = await owner.pool.query<{ id: number }>(
      `select property_manager_id as id from properties where agency_id = $1
         and property_manager_id is not null group by 1 order by count(*) desc limit 1`,
      [agency.id],
    );
    const { rows: words } = await owner.pool.query<{ word: string }>(
      `select split_part(address_line1, ' ', 2) as word from properties
         where agency_id = $1 order by id limit 1`,
      [agency.id],
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = new URL(address).origin;

    // Sign in through the built-in compliance system, then switch to the large agency.
    const form = await fetch(`${origin}/cs/${agency.state.toLowerCase()}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo.master', password: 'demo' }),
    });
    const params = new URL(form.headers.get('location')!, origin).searchParams;
    // The sign-in is bound to this client by its cookie (plugins/sign-in-binding.ts).
    const cookieNamed = (res: Response, name: string) =>
      res.headers
        .getSetCookie()
        .map((line) => line.split(';')[0]!)
        .find((pair) => pair.startsWith(`${name}=`))!;
    const login = await fetch(`${origin}/v1/auth/login`, {
      method: 'POST',
      headers: {
        origin,
        cookie: cookieNamed(form, 'acp_sign_in'),
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        authToken: params.get('token'),
        complianceSystemSessionId: params.get('__acp_compliance_session_id'),
        isImpersonating: false,
        originalComplianceUserId: null,
      }),
    });
    let cookie = cookieNamed(login, 'acp_session');
    const switched = await fetch(`${origin}/v1/auth/agencies`, {
      method: 'PUT',
      headers: { origin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ agencyId: agency.id }),
    });
    if (!switched.ok) throw new Error(`switch failed: ${switched.status} ${await switched.text()}`);
    cookie = switched.headers.getSetCookie()[0]!.split(';')[0]!;

    const manager = managers[0]?.id ?? 1;
    const word = words[0]?.word ?? 'street';
    const scenarios: [string, string][] = [
      ['portfolio page 1', '/v1/portfolio'],
      ['portfolio page 2,000 (deep)', '/v1/portfolio?page=2000'],
      ['portfolio search one word', `/v1/portfolio?query=${encodeURIComponent(word)}`],
      ['portfolio property-manager', `/v1/portfolio?property-manager=${manager}`],
      ['portfolio facet Overdue', '/v1/portfolio?facet=Overdue'],
      [
        'portfolio facet Compliant+NonCompliant',
        '/v1/portfolio?facet=Compliant&facet=NonCompliant',
      ],
      ['portfolio facet OverdueInvoices', '/v1/portfolio?facet=OverdueInvoices'],
      ['portfolio facet UrgentQuotes', '/v1/portfolio?facet=UrgentQuotes'],
      ['portfolio smoke+gas Including', '/v1/portfolio?service=smoke&service=gas'],
      [
        'portfolio smoke+gas Only',
        '/v1/portfolio?service=smoke&service=gas&serviceExclusivity=Only',
      ],
      [
        'portfolio smoke+gas Excluding',
        '/v1/portfolio?service=smoke&service=gas&serviceExclusivity=Excluding',
      ],
      ['portfolio rcd Excluding', '/v1/portfolio?service=rcd&serviceExclusivity=Excluding'],
      ['update summary page 1', '/v1/update/summary'],
      ['integrated page 1', '/v1/portfolio/integrated'],
    ];

    print(
      `Agency ${agency.id} (${agency.n} properties), ${CONNECTIONS} connections, ` +
        `${REQUESTS} requests per call after 40 warm-up requests.\n`,
    );
    print('call'.padEnd(42), 'p50 ms', ' p95 ms', ' max ms', '  req/s', '  total');
    for (const [name, url] of scenarios) {
      const once = async () => {
        const started = performance.now();
        const res = await fetch(`${origin}${url}`, { headers: { cookie } });
        const body = (await res.json()) as { data?: { total?: number } };
        if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
        return { ms: performance.now() - started, total: body.data?.total ?? 0 };
      };
      const run = async (count: number) => {
        const times: number[] = [];
        let next = 0;
        let total = 0;
        const worker = async () => {
          while (next < count) {
            next++;
            const result = await once();
            times.push(result.ms);
            total = result.total;
          }
        };
        const started = performance.now();
        await Promise.all(Array.from({ length: CONNECTIONS }, worker));
        return { times, total, seconds: (performance.now() - started) / 1000 };
      };
      await run(40);
      const { times, total, seconds } = await run(REQUESTS);
      times.sort((a, b) => a - b);
      print(
        name.padEnd(42),
        percentile(times, 50).toFixed(1).padStart(6),
        percentile(times, 95).toFixed(1).padStart(7),
        times[times.length - 1]!.toFixed(1).padStart(7),
        (times.length / seconds).toFixed(0).padStart(7),
        String(total).padStart(7),
      );
    }
  } finally {
    await app.close();
    await database.close();
    await owner.close();
    await target.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
