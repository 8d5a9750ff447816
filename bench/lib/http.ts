import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

export interface Latency {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  /** Socket errors, timeouts and answers other than 2xx. */
  errors: number;
  rps: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

function summarise(times: number[], errors: number, seconds: number): Latency {
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: times.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    errors,
    rps: Math.round(times.length / seconds),
  };
}

/**
 * Loads one URL with autocannon for `seconds` at `connections`, keeping every response time
 * (autocannon's own summary has no p95). With `warmUpSeconds`, it first loads the URL that long
 * at the same concurrency and keeps nothing of it, as the floor does before it measures: the
 * pool's connections are open and the statements prepared, so the figures are the steady state
 * (the first request's cost is the cold floor's).
 */
export async function loadUrl(
  url: string,
  options: { cookie?: string; connections: number; seconds: number; warmUpSeconds?: number },
): Promise<Latency> {
  if (options.warmUpSeconds) {
    await loadUrl(url, { ...options, seconds: options.warmUpSeconds, warmUpSeconds: 0 });
  }
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        headers: options.cookie ? { cookie: options.cookie } : {},
        timeout: 30,
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
  return summarise(times, result.errors + result.timeouts + result.non2xx, result.duration);
}

/** How long the server and the floor are loaded before each measurement, and not measured. */
export const WARM_UP_SECONDS = 1;

export interface Statement {
  text: string;
  values?: unknown[];
  rowMode?: string;
  /** The name it is prepared under, as the server prepares it. */
  name?: string;
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Calls `url` once in-process with `inject` and returns every SQL statement it sent, in order,
 * with its parameters: the transaction's begin, `set_config('app.agency_id', ...)`, the queries,
 * commit, and the session look-up before them.
 */
export async function captureSql(
  app: FastifyInstance,
  url: string,
  cookie: string,
): Promise<{ statements: Statement[]; status: number }> {
  const statements: Statement[] = [];
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [config, values] = args;
    if (typeof config === 'string') {
      statements.push({ text: config, values: Array.isArray(values) ? values : undefined });
    } else if (config && typeof config === 'object' && 'text' in config) {
      const c = config as { text: string; values?: unknown[]; rowMode?: string; name?: string };
      statements.push({
        text: c.text,
        values: c.values ?? (Array.isArray(values) ? values : undefined),
        rowMode: c.rowMode,
        name: c.name,
      });
    }
    return original.apply(this, args);
  };
  try {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    return { statements, status: res.statusCode };
  } finally {
    proto.query = original;
  }
}

/**
 * The floor: the captured statements replayed straight on PostgreSQL at the same concurrency,
 * each run on one pooled connection as the request does, prepared as the server prepares them.
 */
export async function replaySql(
  appUrl: string,
  statements: Statement[],
  options: { connections: number; seconds: number },
): Promise<Latency> {
  const pool = new pg.Pool({
    connectionString: appUrl,
    max: options.connections,
    application_name: 'bench-floor',
  });
  const once = async () => {
    const at = performance.now();
    const client = await pool.connect();
    try {
      for (const s of statements) {
        await client.query({
          text: s.text,
          values: s.values,
          ...(s.rowMode ? { rowMode: 'array' } : {}),
          // Prepared once per connection, as the server does.
          ...(s.name ? { name: s.name } : {}),
        });
      }
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    return performance.now() - at;
  };
  const run = async (ms: number) => {
    const times: number[] = [];
    let errors = 0;
    const deadline = performance.now() + ms;
    const started = performance.now();
    const worker = async () => {
      while (performance.now() < deadline) {
        try {
          times.push(await once());
        } catch {
          errors++;
        }
      }
    };
    await Promise.all(Array.from({ length: options.connections }, worker));
    return summarise(times, errors, (performance.now() - started) / 1000);
  };
  try {
    await run(WARM_UP_SECONDS * 1000);
    return await run(options.seconds * 1000);
  } finally {
    await pool.end();
  }
}
