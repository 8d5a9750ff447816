/**
 * Whether `error` (or what it wraps: drizzle wraps the driver's error as its cause) says the
 * database cannot be reached just now: the connection was refused, dropped or reset, or the
 * server is shutting down, starting up or full. Such a request may succeed when retried; any
 * other database error is a fault of the request or of the portal.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (typeof cause !== 'object') return false;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || unavailableState(code))) {
      return true;
    }
    if (typeof message === 'string' && DROPPED.test(message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Node's socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs: class 08 (connection exception), 57P01-57P03 (admin or crash shutdown, cannot
 * connect now: starting up or in recovery) and 53300 (too many connections).
 */
const unavailableState = (code: string) =>
  code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);

/** node-postgres's own words when the connection ends under a query or a checkout times out. */
const DROPPED =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;
