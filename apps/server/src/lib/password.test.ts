import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, SCRYPT_COST, verifyPassword } from './password';

describe('password hashing', () => {
  it('should encode the scheme, parameters, salt and hash when hashing', async () => {
    const stored = await hashPassword('correct horse');
    // Vitest runs with NODE_ENV=test: the tests' cheaper cost.
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  });

  it('should keep N at 2^15 or more outside the tests', () => {
    expect(SCRYPT_COST.production).toBeGreaterThanOrEqual(2 ** 15);
  });

  it('should verify when the password is the one hashed', async () => {
    const stored = await hashPassword('correct horse');
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
  });

  it('should refuse when the password differs', async () => {
    const stored = await hashPassword('correct horse');
    await expect(verifyPassword('correct horsE', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('should salt each hash when the same password is hashed twice', async () => {
    const [a, b] = await Promise.all([hashPassword('demo'), hashPassword('demo')]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('demo', a)).resolves.toBe(true);
    await expect(verifyPassword('demo', b)).resolves.toBe(true);
  });

  it('should verify when the hash was made with other parameters', async () => {
    // A hash made with N=2^9, r=8, p=1 (an older or cheaper setting than even the tests') still
    // verifies.
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.alloc(16, 7);
    const key = scryptSync('demo', salt, 32, { N: 2 ** 9, r: 8, p: 1 });
    const stored = `scrypt$512$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    await expect(verifyPassword('demo', stored)).resolves.toBe(true);
    expect(needsRehash(stored)).toBe(true);
  });

  it('should refuse without throwing when the stored hash is malformed', async () => {
    const good = await hashPassword('demo');
    const [, n, r, p, salt, key] = good.split('$');
    const bad = [
      '',
      'plain-text',
      `bcrypt$${n}$${r}$${p}$${salt}$${key}`,
      `scrypt$1000$${r}$${p}$${salt}$${key}`, // N not a power of two
      `scrypt$${2 ** 24}$${r}$${p}$${salt}$${key}`, // N beyond the limit
      `scrypt$${n}$0$${p}$${salt}$${key}`,
      `scrypt$${n}$${r}$${p}$${salt}`,
      `scrypt$${n}$${r}$${p}$${salt}$not+base64/url`,
    ];
    for (const stored of bad) {
      await expect(verifyPassword('demo', stored)).resolves.toBe(false);
    }
  });

  it('should not ask for a rehash when the hash uses the current parameters', async () => {
    expect(needsRehash(await hashPassword('demo'))).toBe(false);
    expect(needsRehash('garbage')).toBe(true);
  });
});
