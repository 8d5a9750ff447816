import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Environment variables, validated once at start-up. Defaults give the embedded demo mode. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the embedded database, the outbox and stored files live. */
  DATA_DIR: z.string().default('data'),
  /** An external PostgreSQL (owner rights: it runs the migrations). Unset: the embedded one. */
  DATABASE_URL: z.url().optional(),
  /** Optional login of the app role on the external server; else the owner drops to the role. */
  DATABASE_APP_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /** Load the demo agencies, users and properties when the database is empty. */
  SEED_DEMO: flag.default(true),
  /** Built single-page app served at /. */
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  /** Extra origins allowed to send mutations (the server's own origin always is). */
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** Behind a TLS-terminating proxy: trust X-Forwarded-* so cookies get Secure. */
  TRUST_PROXY: flag.default(false),
  PROVIDER_NAME: z.string().min(1).default('Detector Inspector'),
  PROVIDER_SHORT_NAME: z.string().min(1).default('DI'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((i) => `  ${i.path.join('.')}: ${i.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseAppUrl: e.DATABASE_APP_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    seedDemo: e.SEED_DEMO,
    webDist: path.resolve(e.WEB_DIST),
    trustedOrigins: e.TRUSTED_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    provider: { name: e.PROVIDER_NAME, shortName: e.PROVIDER_SHORT_NAME },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    version: process.env.npm_package_version ?? '0.1.0',
  };
}
