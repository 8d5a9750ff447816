/**
 * Load and shutdown checks, run by `npm run bench` (and on their own with
 * `node --import tsx bench/load-shutdown.ts`, which uses a demo database in data/bench-shutdown):
 *
 * - sustained load: 50 connections for 60 s over the dashboard's and portfolio's calls, with
 *   zero unexpected errors;
 * - SIGTERM under load: requests in flight finish, new ones are answered 503, the embedded
 *   database is stopped and the process exits within 10 s;
 * - kill -9 during writes (sign-ins, each a committed session row): after a restart every
 *   acknowledged session still exists.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { percentile } from './lib/http';
import { print } from './lib/print';
import type { Kill9Result, SigtermResult, SustainedLoad } from './lib/results';
import { REPO_ROOT, signIn, startServer } from './lib/server';

/** 50 connections for 60 s, each cycling through `paths`. */
export async function sustainedLoad(
  origin: string,
  cookie: string,
  paths: string[],
  options: { seconds?: number; connections?: number } = {},
): Promise<SustainedLoad> {
  const seconds = options.seconds ?? 60;
  const connections = options.connections ?? 50;
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        timeout: 30,
        headers: { cookie },
        requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
      },
      (error: unknown, done: autocannon.Result) =>
        error
          ? reject(error instanceof Error ? error : new Error('autocannon failed'))
          : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  const unexpected = result.errors + result.non2xx + result.timeouts;
  return {
    seconds,
    connections,
    requests: times.length,
    rps: Math.round(times.length / result.duration),
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
    p99: Math.round(percentile(times, 99)),
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    pass: unexpected === 0,
  };
}

interface Sample {
  start: number;
  end: number;
  status: number | null;
  error?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGTERM while 20 clients keep requesting: classify every request by when it started. */
export async function sigtermUnderLoad(
  dataDir: string,
  port: number,
  webDist: string,
): Promise<SigtermResult> {
  const server = await startServer(port, {
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
  });
  const cookie = await signIn(server.origin);
  const paths = [
    '/v1/portfolio?query=street',
    '/v1/stats',
    '/v1/auth/session',
    '/v1/update/summary',
  ];
  const samples: Sample[] = [];
  let running = true;
  const worker = async (i: number) => {
    for (let n = i; running; n++) {
      const start = performance.now();
      try {
        const res = await fetch(`${server.origin}${paths[n % paths.length]}`, {
          headers: { cookie },
        });
        await res.arrayBuffer();
        samples.push({ start, end: performance.now(), status: res.status });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        samples.push({
          start,
          end: performance.now(),
          status: null,
          error: cause?.code ?? String(error),
        });
        await sleep(20);
      }
    }
  };
  const workers = Array.from({ length: 20 }, (_, i) => worker(i));
  await sleep(3000);
  const signalAt = performance.now();
  server.child.kill('SIGTERM');
  const exitCode = await server.exited;
  const exitMs = performance.now() - signalAt;
  running = false;
  await Promise.all(workers);

  const ok = (s: Sample) => s.status !== null && s.status >= 200 && s.status < 300;
  const inFlight = samples.filter((s) => s.start < signalAt && s.end > signalAt);
  const before = samples.filter((s) => s.end <= signalAt);
  const after = samples.filter((s) => s.start >= signalAt);
  const databaseStopped = !fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'));
  const result: SigtermResult = {
    exitMs: Math.round(exitMs),
    exitCode,
    databaseStopped,
    inFlight: inFlight.length,
    inFlightFinished: inFlight.filter(ok).length,
    beforeFailed: before.filter((s) => !ok(s)).length,
    after503: after.filter((s) => s.status === 503).length,
    afterRefused: after.filter((s) => s.status === null).length,
    // A request sent just before the handler ran may still be answered 200.
    afterOther: after.filter((s) => s.status !== null && s.status !== 503 && !ok(s)).length,
    pass: false,
  };
  result.pass =
    result.exitCode === 0 &&
    result.exitMs <= 10_000 &&
    databaseStopped &&
    result.inFlightFinished === result.inFlight &&
    result.beforeFailed === 0 &&
    result.after503 > 0 &&
    result.afterOther === 0;
  return result;
}

/** kill -9 while 4 clients sign in; after a restart every acknowledged session must exist. */
export async function kill9DuringWrites(
  dataDir: string,
  port: number,
  webDist: string,
): Promise<Kill9Result> {
  const env = { DATA_DIR: dataDir, WEB_DIST: webDist, LOG_LEVEL: 'warn' };
  const server = await startServer(port, env);
  const acknowledged: string[] = [];
  let unacknowledged = 0;
  let running = true;
  const worker = async () => {
    while (running) {
      try {
        acknowledged.push(await signIn(server.origin));
      } catch {
        unacknowledged++;
        return;
      }
    }
  };
  const workers = Array.from({ length: 4 }, worker);
  await sleep(4000);
  server.child.kill('SIGKILL');
  await server.exited;
  running = false;
  await Promise.all(workers);

  const restarted = await startServer(port, env);
  let survived = 0;
  try {
    for (const cookie of acknowledged) {
      const res = await fetch(`${restarted.origin}/v1/auth/session`, { headers: { cookie } });
      const body = (await res.json()) as { data?: { requiresRelogin?: boolean } };
      if (res.ok && !body.data?.requiresRelogin) survived++;
    }
  } finally {
    await restarted.stop();
  }
  return {
    acknowledged: acknowledged.length,
    unacknowledged,
    survived,
    pass: acknowledged.length > 0 && survived === acknowledged.length,
  };
}

async function main() {
  const dataDir = path.join(REPO_ROOT, 'data/bench-shutdown');
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
  print('SIGTERM under load ...');
  print(JSON.stringify(await sigtermUnderLoad(dataDir, 3901, webDist)));
  print('kill -9 during writes ...');
  print(JSON.stringify(await kill9DuringWrites(dataDir, 3901, webDist)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
