import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The agency id (4 bytes) and 16 random bytes. */
const PLAIN_BYTES = 20;
/** 48 bytes: 64 characters of base64url, the length PUBLIC_IMAGE_PATH expects. */
const TOKEN_BYTES = IV_BYTES + PLAIN_BYTES + TAG_BYTES;

export interface ImageTokens {
  /** A new unguessable token naming the agency. */
  issue: (agencyId: number) => string;
  /** The agency a token was issued for; null for anything this server did not issue. */
  agencyOf: (token: string) => number | null;
}

/**
 * Public image tokens. The public read has no session, yet the images table is agency-owned
 * under row-level security, so the token carries its agency: sealed with AES-256-GCM under a
 * key kept in the database, it hides which agency (and how many there are) from recipients,
 * and a forged or altered token fails authentication before any query runs. The 16 random
 * bytes inside make every token unique; the row is still looked up by the whole token.
 */
export function imageTokens(key: Buffer): ImageTokens {
  if (key.length !== 32) throw new Error('The image token key must be 32 bytes');
  return {
    issue(agencyId) {
      const plain = Buffer.alloc(PLAIN_BYTES);
      plain.writeUInt32BE(agencyId, 0);
      randomBytes(PLAIN_BYTES - 4).copy(plain, 4);
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
      return sealed.toString('base64url');
    },
    agencyOf(token) {
      const sealed = Buffer.from(token, 'base64url');
      // Only the exact encoding this server writes (base64url decoding forgives a lot).
      if (sealed.length !== TOKEN_BYTES || sealed.toString('base64url') !== token) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
        decipher.setAuthTag(sealed.subarray(IV_BYTES + PLAIN_BYTES));
        const plain = Buffer.concat([
          decipher.update(sealed.subarray(IV_BYTES, IV_BYTES + PLAIN_BYTES)),
          decipher.final(),
        ]);
        const agencyId = plain.readUInt32BE(0);
        return agencyId > 0 && agencyId <= 0x7fffffff ? agencyId : null;
      } catch {
        return null;
      }
    },
  };
}
