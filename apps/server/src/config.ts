import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidAbn, STATE_CODES, type TQuotaKind, type TStateCode } from '@portal/contracts';
import { z } from 'zod';
import { loadPortalConfig, PortalConfigError } from './features/meta/portal-config';
import type { S3Settings } from './files/s3-file-store';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const MB = 1024 * 1024;
/** A quota: a whole number of at least 1 (a limit of 0 would refuse everything). */
const quota = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const S3_REQUIRED = 'required when DOCUMENTS_STORE is s3';
const S3_KEY_PAIR =
  "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS SDK's own credentials";

/**
 * Environment variables, validated once at start-up. Defaults give the embedded demo mode;
 * production (NODE_ENV=production) must also say where the portal lives (PUBLIC_URL).
 */
const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Coloured, readable log lines (pino-pretty, a development dependency) instead of JSON. */
    LOG_PRETTY: flag.default(false),
    /** Where the embedded database, the outbox and stored files live. */
    DATA_DIR: z.string().default('data'),
    /** An external PostgreSQL (owner rights: it runs the migrations). Unset: the embedded one. */
    DATABASE_URL: z.url().optional(),
    /** Optional login of the app role on the external server; else the owner drops to the role. */
    DATABASE_APP_URL: z.url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
    /** Load the demo agencies, users and properties when the database is empty. */
    SEED_DEMO: flag.default(true),
    /**
     * Migrate the schema at start (one replica at a time). Off: deployments that migrate once per
     * release with `npm run db:migrate`; the server then refuses to start on an older schema.
     */
    MIGRATE_ON_START: flag.default(true),
    /** Built single-page app served at /. */
    WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
    /**
     * The web's drawing of signed-in pages on the server (`npm run build` writes it beside
     * WEB_DIST, in dist-ssr). Without it the browser draws every page itself.
     */
    WEB_SSR_ENTRY: z.string().optional(),
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
    /** The provider's legal name and ABN, on every document and email (its contact: HELP_*). */
    PROVIDER_LEGAL_NAME: z.string().trim().min(1).default('Detector Inspector Pty Ltd'),
    PROVIDER_ABN: z
      .string()
      .refine(isValidAbn, 'must be a valid ABN (11 digits whose check holds)')
      .transform((v) => v.replace(/\s+/g, ''))
      .default('51824753556'),
    /** A JSON file overriding any part of GET /v1/meta/portal (footer, help, maintenance). */
    PORTAL_CONFIG_FILE: z.string().min(1).optional(),
    /** The help phone and email the shell shows; win over PORTAL_CONFIG_FILE. */
    HELP_PHONE: z.string().trim().min(1).optional(),
    HELP_EMAIL: z.email().optional(),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    /**
     * The portal's public address (https://portal.example.com), the only source of its absolute
     * links (never a request's Host); required in production, else derived from HOST and PORT.
     */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/ })
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
    /** A session ends after this long without a request. */
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(120),
    /** A session ends this long after sign-in, however active. */
    SESSION_ABSOLUTE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(30 * 24)
      .default(12),
    /**
     * How long a replica reuses a session it looked up (0: every request reads it). Sign-out and
     * switching forget it at once in the replica that serves them; elsewhere (another replica, a
     * user disabled in the database) it takes effect within this time.
     */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(2_000),
    /**
     * How long a replica reuses the corporate dashboard's figures of one agency and filter set
     * before counting them again (0: every call counts). Counting a 100,000-property agency's
     * history takes seconds; a call after this time gets the kept figures while they are counted
     * afresh for the next. The page says when they were counted.
     */
    ANALYTICS_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(300_000),
    /** Signs the compliance systems' cookies; unset: generated once and kept in the database. */
    COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Encrypts webhooks' signing secrets in the database (at least 32 characters). Unset: a key
     * generated once and kept in the database's server_secrets, which protects a leaked copy of
     * the webhooks table alone; set it (kept outside the database) in production.
     */
    WEBHOOK_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Tests only: lets a webhook's address be plain http to loopback (127.0.0.1, localhost,
     * [::1]), so a test's own receiver gets the deliveries. Refused when NODE_ENV is production.
     */
    WEBHOOKS_ALLOW_LOOPBACK_HTTP: flag.default(false),
    /**
     * How often each server looks through every agency for webhook events that no server was told
     * of (written while none was running); 0: only at start. Events are otherwise sent as they
     * are written: the database notifies the servers.
     */
    WEBHOOK_EVENTS_SWEEP_MS: z.coerce.number().int().min(0).default(300_000),
    /** Sends email by SMTP (smtp://user:pass@host:587, smtps://...); unset: .eml files in OUTBOX_DIR. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** Where emails are written as .eml files when SMTP_URL is unset (relative: under DATA_DIR). */
    OUTBOX_DIR: z.string().min(1).default('outbox'),
    /** The From address of the portal's emails. */
    MAIL_FROM: z.string().trim().min(3).default('no-reply@compliance-portal.local'),
    /**
     * How often each server's job worker looks for due background jobs (pg-boss polls every half
     * second at most); 0: it neither polls nor runs the queue's maintenance.
     */
    JOBS_POLL_MS: z.coerce
      .number()
      .int()
      .refine((ms) => ms === 0 || ms >= 500, 'must be 0 or at least 500')
      .default(1000),
    /**
     * A job running this long (its server died) is taken as abandoned: failed and run again. pg-boss
     * counts whole seconds, so it is rounded up to one.
     */
    JOBS_LOCK_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(5 * 60_000),
    /** Overrides every integration's share (0 to 1) of simulated failed invoice uploads. */
    PROPERTY_SOFTWARE_FAILURE_RATE: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().min(0).max(1).optional(),
    ),
    /** How long the simulated property software takes to accept an invoice. */
    PROPERTY_SOFTWARE_DELAY_MS: z.coerce.number().int().min(0).default(1500),
    /**
     * Quotas of the calls that store files or send email (plugins/quota.ts), per user and per
     * agency: uploads per hour and bytes received per day; forwarded emails per hour and their
     * recipients (To and CC) per day.
     */
    QUOTA_USER_UPLOADS_PER_HOUR: quota(60),
    QUOTA_AGENCY_UPLOADS_PER_HOUR: quota(300),
    QUOTA_USER_UPLOAD_BYTES_PER_DAY: quota(100 * MB),
    QUOTA_AGENCY_UPLOAD_BYTES_PER_DAY: quota(500 * MB),
    QUOTA_USER_EMAILS_PER_HOUR: quota(30),
    QUOTA_AGENCY_EMAILS_PER_HOUR: quota(150),
    QUOTA_USER_RECIPIENTS_PER_DAY: quota(200),
    QUOTA_AGENCY_RECIPIENTS_PER_DAY: quota(1000),
    /**
     * Requests one calendar feed address (features/calendar) may make per minute, per replica:
     * calendar apps poll every few minutes; past it, 429 with Retry-After.
     */
    CALENDAR_FEED_PER_MINUTE: quota(30),
    /**
     * Where documents' and evidence packs' files are kept: `local`, a directory (DOCUMENTS_DIR) of
     * one server, or `s3`, a bucket of an S3-compatible service (S3_*) that replicas share.
     */
    DOCUMENTS_STORE: z.enum(['local', 's3']).default('local'),
    /**
     * Where property documents are stored (relative: under DATA_DIR); with DOCUMENTS_STORE=s3,
     * where this server stages a file before its upload (a local disk of its own).
     */
    DOCUMENTS_DIR: z.string().min(1).default('documents'),
    /** The bucket and its region (required with DOCUMENTS_STORE=s3; R2: auto). */
    S3_BUCKET: z.string().trim().min(1).optional(),
    S3_REGION: z.string().trim().min(1).optional(),
    /** Another S3-compatible service's address (MinIO, R2, ...); unset: AWS. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    /** Both or neither; unset: the AWS SDK's own chain (AWS_* variables, the instance's role). */
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    /** Address the bucket as a path (endpoint/bucket/key), as most self-hosted services need. */
    S3_FORCE_PATH_STYLE: flag.default(false),
    /** A folder of the bucket every key starts with (portal/); unset: its root. */
    S3_PREFIX: z
      .string()
      .trim()
      .regex(/^([A-Za-z0-9._-]+\/)*[A-Za-z0-9._-]*\/?$/, 'must be folder names separated by /')
      .refine(
        (v) => !v.split('/').some((part) => part === '.' || part === '..'),
        'must not hold . or ..',
      )
      .transform((v) => (v === '' || v.endsWith('/') ? v : `${v}/`))
      .default(''),
    /** What an agency's documents (not deleted) may add up to, in bytes. */
    QUOTA_AGENCY_DOCUMENT_STORAGE_BYTES: quota(5 * 1024 * MB),
  })
  .superRefine((e, context) => {
    if (e.DOCUMENTS_STORE !== 's3') return;
    for (const name of ['S3_BUCKET', 'S3_REGION'] as const) {
      if (!e[name]) context.addIssue({ code: 'custom', path: [name], message: S3_REQUIRED });
    }
    if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
      const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      context.addIssue({ code: 'custom', path: [missing], message: S3_KEY_PAIR });
    }
  });

/**
 * A state's compliance system: `none` (no system), an absolute http(s) URL of an external one,
 * or a path on this server. Unset: the built-in one at /cs/{state}.
 */
const ZSystemUrl = z
  .string()
  .trim()
  .refine(
    (v) =>
      v.toLowerCase() === 'none' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^/\\\s][^\s]*$/.test(v),
    'must be none, an http(s) URL or a path starting with /',
  )
  .transform((v) => (v.toLowerCase() === 'none' ? null : v.replace(/\/+$/, '')))
  .optional();
/** The HS256 key the state's system signs sign-in tokens with (as text, UTF-8). */
const ZTokenKey = z.string().min(32, 'must be at least 32 characters').optional();

const ZSystems = z.object(
  Object.fromEntries(
    STATE_CODES.flatMap((state) => [
      [`CS_URL_${state}`, ZSystemUrl],
      [`CS_TOKEN_KEY_${state}`, ZTokenKey],
    ]),
  ) as Record<string, typeof ZSystemUrl | typeof ZTokenKey>,
);

interface SystemConfig {
  /** The configured URL; null: no system; undefined: the built-in one. */
  url: string | null | undefined;
  /** The configured token key; undefined: generated and kept in the database. */
  tokenKey: string | undefined;
}

export type Config = ReturnType<typeof loadConfig>;

export const LOOPBACK_WEBHOOKS_IN_PRODUCTION =
  'WEBHOOKS_ALLOW_LOOPBACK_HTTP: tests only, never when NODE_ENV is production (it would let ' +
  'webhooks reach this machine over plain http)';

export const PUBLIC_URL_REQUIRED =
  "PUBLIC_URL: required when NODE_ENV is production: the portal's public address " +
  '(https://portal.example.com), which its links in emails, documents and image addresses use';

/**
 * Where a development or test server is reached when PUBLIC_URL is unset: HOST and PORT, with a
 * wildcard interface read as localhost.
 */
function localUrl(host: string, port: number): string {
  const name = ['', '0.0.0.0', '::', '[::]'].includes(host) ? 'localhost' : host;
  const url = new URL('http://localhost');
  url.hostname = name.includes(':') && !name.startsWith('[') ? `[${name}]` : name;
  url.port = String(port);
  return url.origin;
}

interface QuotaLimit {
  /** Events (uploads, emails) in the last hour. */
  perHour: number;
  /** Their amount (bytes, recipients) in the last day. */
  perDay: number;
}
export interface QuotaLimits {
  user: QuotaLimit;
  agency: QuotaLimit;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnv.safeParse(env);
  const systems = ZSystems.safeParse(env);
  const issues = [
    ...(parsed.success ? [] : parsed.error.issues),
    ...(systems.success ? [] : systems.error.issues),
  ];
  if (!parsed.success || !systems.success) {
    const problems = issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new Error(`Invalid configuration:\n  ${PUBLIC_URL_REQUIRED}`);
  }
  if (e.NODE_ENV === 'production' && e.WEBHOOKS_ALLOW_LOOPBACK_HTTP) {
    throw new Error(`Invalid configuration:\n  ${LOOPBACK_WEBHOOKS_IN_PRODUCTION}`);
  }
  const portal = portalConfigOf(e, env);
  const s = systems.data as Record<string, string | null | undefined>;
  const complianceSystems = Object.fromEntries(
    STATE_CODES.map((state) => [
      state,
      { url: s[`CS_URL_${state}`], tokenKey: s[`CS_TOKEN_KEY_${state}`] ?? undefined },
    ]),
  ) as Record<TStateCode, SystemConfig>;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseAppUrl: e.DATABASE_APP_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    seedDemo: e.SEED_DEMO,
    migrateOnStart: e.MIGRATE_ON_START,
    webDist: path.resolve(e.WEB_DIST),
    webSsrEntry: path.resolve(
      e.WEB_SSR_ENTRY ?? path.join(path.dirname(e.WEB_DIST), 'dist-ssr', 'entry-server.js'),
    ),
    trustedOrigins: e.TRUSTED_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    /** Who issues the portal's documents and emails: names, legal name, ABN (digits), contact. */
    provider: {
      ...portal.provider,
      legalName: e.PROVIDER_LEGAL_NAME,
      abn: e.PROVIDER_ABN,
      phone: portal.help.phone,
      email: portal.help.email,
    },
    /** GET /v1/meta/portal. */
    portal,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    /**
     * The origin of every absolute link the portal gives (image addresses, links in emails and
     * PDFs): PUBLIC_URL, else (development, tests) HOST and PORT. Never a request's Host header.
     */
    publicUrl: e.PUBLIC_URL ?? localUrl(e.HOST, e.PORT),
    /** PUBLIC_URL was set: links the portal's own pages follow are absolute too. */
    publicUrlSet: e.PUBLIC_URL !== undefined,
    session: {
      idleMinutes: e.SESSION_IDLE_MINUTES,
      absoluteHours: e.SESSION_ABSOLUTE_HOURS,
      cacheMs: e.SESSION_CACHE_MS,
    },
    analytics: { cacheMs: e.ANALYTICS_CACHE_MS },
    cookieSecret: e.COOKIE_SECRET,
    complianceSystems,
    mail: {
      smtpUrl: e.SMTP_URL,
      outboxDir: path.resolve(e.DATA_DIR, e.OUTBOX_DIR),
      from: e.MAIL_FROM,
    },
    documents: {
      dir: path.resolve(e.DATA_DIR, e.DOCUMENTS_DIR),
      agencyStorageBytes: e.QUOTA_AGENCY_DOCUMENT_STORAGE_BYTES,
      /** The shared bucket the files are kept in (DOCUMENTS_STORE=s3); null: DOCUMENTS_DIR. */
      s3: (e.DOCUMENTS_STORE === 's3'
        ? {
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION!,
            endpoint: e.S3_ENDPOINT,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            prefix: e.S3_PREFIX,
          }
        : null) satisfies S3Settings | null,
    },
    jobs: { pollMs: e.JOBS_POLL_MS, lockTimeoutMs: e.JOBS_LOCK_TIMEOUT_MS },
    webhooks: {
      secretKey: e.WEBHOOK_SECRET_KEY,
      allowLoopbackHttp: e.WEBHOOKS_ALLOW_LOOPBACK_HTTP,
      sweepMs: e.WEBHOOK_EVENTS_SWEEP_MS,
    },
    propertySoftware: {
      failureRate: e.PROPERTY_SOFTWARE_FAILURE_RATE,
      delayMs: e.PROPERTY_SOFTWARE_DELAY_MS,
    },
    /** Per kind, who (the user, the agency) may spend how much: events per hour, amount per day. */
    /** Fetches of one calendar feed address per minute (per replica). */
    calendarFeedPerMinute: e.CALENDAR_FEED_PER_MINUTE,
    quotas: {
      upload: {
        user: { perHour: e.QUOTA_USER_UPLOADS_PER_HOUR, perDay: e.QUOTA_USER_UPLOAD_BYTES_PER_DAY },
        agency: {
          perHour: e.QUOTA_AGENCY_UPLOADS_PER_HOUR,
          perDay: e.QUOTA_AGENCY_UPLOAD_BYTES_PER_DAY,
        },
      },
      email: {
        user: { perHour: e.QUOTA_USER_EMAILS_PER_HOUR, perDay: e.QUOTA_USER_RECIPIENTS_PER_DAY },
        agency: {
          perHour: e.QUOTA_AGENCY_EMAILS_PER_HOUR,
          perDay: e.QUOTA_AGENCY_RECIPIENTS_PER_DAY,
        },
      },
    } satisfies Record<TQuotaKind, QuotaLimits>,
    version: process.env.npm_package_version ?? '0.1.0',
  };
}

/** Defaults, PORTAL_CONFIG_FILE, then the single variables that were set (env wins). */
function portalConfigOf(e: z.infer<typeof ZEnv>, env: NodeJS.ProcessEnv) {
  try {
    return loadPortalConfig({
      provider: { name: e.PROVIDER_NAME, shortName: e.PROVIDER_SHORT_NAME },
      file: e.PORTAL_CONFIG_FILE,
      env: {
        // Only names set explicitly beat the file; their defaults are the base.
        provider: {
          ...(env.PROVIDER_NAME ? { name: e.PROVIDER_NAME } : {}),
          ...(env.PROVIDER_SHORT_NAME ? { shortName: e.PROVIDER_SHORT_NAME } : {}),
        },
        help: {
          ...(e.HELP_PHONE ? { phone: e.HELP_PHONE } : {}),
          ...(e.HELP_EMAIL ? { email: e.HELP_EMAIL } : {}),
        },
      },
    });
  } catch (error) {
    if (!(error instanceof PortalConfigError)) throw error;
    throw new Error(`Invalid configuration:\n  PORTAL_CONFIG_FILE: ${error.message}`);
  }
}
