import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes with scrypt (node:crypto), stored as `scrypt$N$r$p$salt$hash` with salt and
 * hash in base64url. The parameters travel with each hash, so they can be raised later while old
 * hashes still verify (see `needsRehash`).
 */

/**
 * N: about 32 MiB and some 50-100 ms per hash. Under the tests (NODE_ENV=test, which Vitest sets)
 * 2^10 instead, as Devise's `stretches = 1` in tests: the suites sign in hundreds of times and
 * the cost is not what they test (the parameters travel with each hash, so verifying and the
 * rehash rule work alike).
 */
export const SCRYPT_COST = { production: 2 ** 15, test: 2 ** 10 } as const;
const COST = process.env.NODE_ENV === 'test' ? SCRYPT_COST.test : SCRYPT_COST.production;
const BLOCK_SIZE = 8; // r
const PARALLELISM = 1; // p
const SALT_BYTES = 16;
const KEY_BYTES = 32;

// Limits on parameters read from a stored hash, so a tampered row cannot make us burn memory.
const MAX_COST = 2 ** 20;
const MAX_BLOCK_SIZE = 32;
const MAX_PARALLELISM = 16;

interface ScryptParams {
  cost: number;
  blockSize: number;
  parallelism: number;
}

function derive(plain: string, salt: Buffer, keyLength: number, params: ScryptParams) {
  const options: ScryptOptions = {
    N: params.cost,
    r: params.blockSize,
    p: params.parallelism,
    // scrypt needs 128 * N * r * p bytes; the default cap (32 MiB) is just too small for N=2^15.
    maxmem: 128 * params.cost * params.blockSize * params.parallelism + 16 * 1024 * 1024,
  };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const params = { cost: COST, blockSize: BLOCK_SIZE, parallelism: PARALLELISM };
  const key = await derive(plain, salt, KEY_BYTES, params);
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface ParsedHash extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function parse(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const params = { cost: Number(n), blockSize: Number(r), parallelism: Number(p) };
  if (!isPowerOfTwo(params.cost) || params.cost > MAX_COST) return null;
  if (!Number.isInteger(params.blockSize) || params.blockSize < 1) return null;
  if (params.blockSize > MAX_BLOCK_SIZE) return null;
  if (!Number.isInteger(params.parallelism) || params.parallelism < 1) return null;
  if (params.parallelism > MAX_PARALLELISM) return null;
  if (!BASE64URL.test(salt) || !BASE64URL.test(key)) return null;
  const parsed = {
    ...params,
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
  if (parsed.salt.length < 8 || parsed.key.length < 16) return null;
  return parsed;
}

/** True when `plain` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(plain, parsed.salt, parsed.key.length, parsed);
  return timingSafeEqual(key, parsed.key);
}

/** True when `stored` was made with weaker parameters than today's (rehash at next sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.cost < COST ||
    parsed.blockSize < BLOCK_SIZE ||
    parsed.parallelism < PARALLELISM ||
    parsed.key.length < KEY_BYTES
  );
}
