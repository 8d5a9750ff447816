import { createHash, randomBytes } from 'node:crypto';

/** An unguessable token for a cookie or a public id (base64url). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** What the database keeps of a cookie's token: a leaked table holds no usable cookie. */
export const sha256Hex = (value: string): string =>
  createHash('sha256').update(value).digest('hex');
