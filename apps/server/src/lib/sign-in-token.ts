import { randomUUID } from 'node:crypto';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { STATES, type TStateCode } from '@portal/contracts';
import { z } from 'zod';

/**
 * The sign-in token a state's compliance system hands the portal through /auth/callback: a JWT
 * signed with HS256 and the state's key (CS_TOKEN_KEY_{STATE}), so an external system can
 * replace the built-in one by issuing the same token.
 *
 *   iss        cs:{state}            e.g. cs:vic
 *   aud        compliance-portal
 *   sub        the agency user's id (when impersonating: the user viewed as)
 *   agency_id  the agency to open (optional: else the user's first agency in that state)
 *   sid        the compliance system's session id (__acp_compliance_session_id)
 *   act        { sub: staff user id } when a staff member impersonates (RFC 8693 "actor")
 *   nonce      SHA-256 of the browser's sign-in cookie (plugins/sign-in-binding.ts); the
 *              built-in systems always bind, an external system's token is checked when it does
 *   jti        unique; the portal accepts each one once
 *   iat, exp   at most SIGN_IN_TOKEN_MAX_AGE apart; the built-in systems give 60 s
 */

const SIGN_IN_TOKEN_AUDIENCE = 'compliance-portal';
const SIGN_IN_TOKEN_TTL_SECONDS = 60;
/** An external system may not hand out longer-lived tokens than this. */
const SIGN_IN_TOKEN_MAX_AGE = '5m';

const issuerFor = (state: TStateCode) => `cs:${state.toLowerCase()}`;

/** The state named by a token's issuer, read without verifying (to choose the key). */
export function issuingState(token: string): TStateCode | null {
  try {
    const { iss } = decodeJwt(token);
    const match = typeof iss === 'string' ? /^cs:([a-z]{2,3})$/.exec(iss) : null;
    return STATES.find((state) => state.shortName === match?.[1])?.code ?? null;
  } catch {
    return null;
  }
}

export interface SignInClaims {
  userId: number;
  agencyId: number | null;
  complianceSessionId: string;
  /** The provider staff member viewing as `userId`. */
  impersonatorUserId: number | null;
  /** What the browser's sign-in cookie must hash to; null: the token is not bound. */
  nonce: string | null;
  jti: string;
  expiresAt: Date;
}

export async function issueSignInToken(
  state: TStateCode,
  key: Uint8Array,
  claims: {
    userId: number;
    agencyId: number;
    complianceSessionId: string;
    impersonatorUserId: number | null;
    nonce: string | null;
  },
  options: { jti?: string; now?: Date; ttlSeconds?: number } = {},
): Promise<{ token: string; jti: string; expiresAt: Date }> {
  const jti = options.jti ?? randomUUID();
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const expiresAt = issuedAt + (options.ttlSeconds ?? SIGN_IN_TOKEN_TTL_SECONDS);
  const token = await new SignJWT({
    agency_id: claims.agencyId,
    sid: claims.complianceSessionId,
    ...(claims.impersonatorUserId ? { act: { sub: String(claims.impersonatorUserId) } } : {}),
    ...(claims.nonce ? { nonce: claims.nonce } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuerFor(state))
    .setAudience(SIGN_IN_TOKEN_AUDIENCE)
    .setSubject(String(claims.userId))
    .setJti(jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, jti, expiresAt: new Date(expiresAt * 1000) };
}

const ZUserIdText = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647));

const ZClaims = z.object({
  sub: ZUserIdText,
  agency_id: z.number().int().positive().max(2_147_483_647).nullish(),
  sid: z.string().min(1).max(200),
  act: z.object({ sub: ZUserIdText }).optional(),
  nonce: z.string().min(1).max(200).optional(),
  jti: z.string().min(1).max(200),
  exp: z.number(),
});

/** The token's claims when its signature, issuer, audience and times hold; null otherwise. */
export async function verifySignInToken(
  token: string,
  state: TStateCode,
  key: Uint8Array,
): Promise<SignInClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: issuerFor(state),
      audience: SIGN_IN_TOKEN_AUDIENCE,
      maxTokenAge: SIGN_IN_TOKEN_MAX_AGE,
      requiredClaims: ['sub', 'sid', 'jti', 'exp', 'iat'],
    });
    const claims = ZClaims.safeParse(payload);
    if (!claims.success) return null;
    const c = claims.data;
    return {
      userId: c.sub,
      agencyId: c.agency_id ?? null,
      complianceSessionId: c.sid,
      impersonatorUserId: c.act?.sub ?? null,
      nonce: c.nonce ?? null,
      jti: c.jti,
      expiresAt: new Date(c.exp * 1000),
    };
  } catch {
    return null;
  }
}
