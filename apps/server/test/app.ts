import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';

/** A minimal built web app, so SPA serving is tested without building the real one. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Portal</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dir;
}

export const TEST_ORIGIN = 'http://localhost';

/** Every quota variable, set past what any test spends. */
const UNLIMITED_QUOTAS = Object.fromEntries(
  ['UPLOADS_PER_HOUR', 'UPLOAD_BYTES_PER_DAY', 'EMAILS_PER_HOUR', 'RECIPIENTS_PER_DAY'].flatMap(
    (limit) => ['USER', 'AGENCY'].map((who) => [`QUOTA_${who}_${limit}`, String(2 ** 30)]),
  ),
);

/** The real app on the test database, with quiet logs; requests made with `inject`. */
export async function buildTestApp(
  database: Database,
  options: {
    env?: Record<string, string>;
    extend?: (app: FastifyInstance) => void;
    now?: () => Date;
    onRoute?: (route: RouteOptions) => void;
    /** Receives the log lines (set LOG_LEVEL in `env` too: tests are silent by default). */
    logStream?: DestinationStream;
  } = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: fakeWebDist(),
    SEED_DEMO: 'false',
    // Tests change sessions in the database and expect the next request to see it.
    SESSION_CACHE_MS: '0',
    ANALYTICS_CACHE_MS: '0',
    // The shared database counts every test's uploads and emails within the same hour: only the
    // quota tests, which set their own limits, may meet one.
    ...UNLIMITED_QUOTAS,
    // Each app stores its documents in a directory of its own, never under the repository.
    DOCUMENTS_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-documents-')),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    now: options.now,
    onRoute: options.onRoute,
    logStream: options.logStream,
  });
  options.extend?.(app);
  await app.ready();
  return app;
}
