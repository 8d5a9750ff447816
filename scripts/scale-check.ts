/**
 * The checks that must hold at scale, on a generated 100,000-property agency (a step of npm test,
 * scripts/test.mjs): every dashboard figure against the total of the list it opens
 * (apps/server/src/features/dashboard/figures-reconcile.test.ts) and no dead links
 * (apps/web/e2e/links.spec.ts, its case for an agency beyond the demo ones).
 *
 *   node --import tsx scripts/scale-check.ts [--properties 100000] [--keep DIR]
 *
 * It builds an embedded PostgreSQL in a temporary directory with the demo data and one agency of
 * that many properties (the bench's generator, VIC, given to demo.master), runs the figures test
 * against it, then serves the portal from it (the web build must exist: npm run build) and runs
 * the crawl against that server. With --keep DIR the database stays in DIR and is reused by the
 * next run with the same DIR.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  APP_ROLE,
  embeddedAppPassword,
  freePort,
  startEmbeddedPostgres,
} from '../apps/server/src/db/embedded';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { seedDemoData, seedLargeAgency } from '../apps/server/src/db/seed/index';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    properties: { type: 'string', default: '100000' },
    keep: { type: 'string' },
  },
});
const PROPERTIES = Number(values.properties);
const AGENCY_NAME = `Scale Check ${PROPERTIES.toLocaleString('en-AU')}`;

/** Today's calendar day in Melbourne, the day the generated dates are relative to. */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(
  new Date(),
);

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Runs a command with the given environment, its output passed through; resolves its code. */
function run(command: string, args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function waitForHealth(url: string, server: { exitCode: number | null }): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (${server.exitCode}).`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within 120 s.`);
}

async function buildDatabase(dataDir: string): Promise<void> {
  const marker = path.join(dataDir, 'scale-check.json');
  const wanted = JSON.stringify({ properties: PROPERTIES, today: TODAY });
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === wanted) {
    console.log(`Reusing the database in ${dataDir}.`);
    return;
  }
  const started = Date.now();
  const db = await startEmbeddedPostgres({ dataDir, log: () => undefined });
  try {
    await migrateDatabase(db.ownerUrl, { name: APP_ROLE, password: embeddedAppPassword(dataDir) });
    const today = new Date(`${TODAY}T00:00:00+10:00`);
    await seedDemoData(db.ownerUrl, { today });
    await seedLargeAgency(db.ownerUrl, {
      properties: PROPERTIES,
      name: AGENCY_NAME,
      state: 'VIC',
      today,
    });
  } finally {
    await db.stop();
  }
  fs.writeFileSync(marker, wanted);
  console.log(
    `Generated the demo data and ${AGENCY_NAME} (${PROPERTIES} properties) in ${seconds(started)}.`,
  );
}

async function figures(dataDir: string): Promise<number> {
  const started = Date.now();
  const db = await startEmbeddedPostgres({ dataDir, log: () => undefined });
  try {
    const code = await run(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'server',
        'apps/server/src/features/dashboard/figures-reconcile.test.ts',
      ],
      {
        FIGURES_DATABASE_URL: db.ownerUrl,
        FIGURES_DATABASE_APP_URL: db.appUrl,
        FIGURES_TODAY: TODAY,
      },
    );
    console.log(
      `Figures against their lists: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}.`,
    );
    return code;
  } finally {
    await db.stop();
  }
}

async function crawl(dataDir: string): Promise<number> {
  const started = Date.now();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  try {
    await waitForHealth(`${baseUrl}/healthz`, server);
    const code = await run(
      'npx',
      [
        'playwright',
        'test',
        '-c',
        'apps/web/playwright.config.ts',
        'links.spec.ts',
        '-g',
        'any further agency',
      ],
      { E2E_BASE_URL: baseUrl, E2E_EXPECT_FURTHER_AGENCY: AGENCY_NAME },
    );
    console.log(`No dead links: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}.`);
    return code;
  } finally {
    const exited = new Promise((resolve) => server.once('close', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

const dataDir = values.keep
  ? path.resolve(values.keep)
  : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-scale-'));
try {
  await buildDatabase(dataDir);
  const figuresCode = await figures(dataDir);
  const crawlCode = await crawl(dataDir);
  process.exitCode = figuresCode || crawlCode;
} finally {
  if (!values.keep) fs.rmSync(dataDir, { recursive: true, force: true });
}
