import type { FastifyReply, FastifyRequest } from 'fastify';
import { authCalls } from '@portal/contracts';
import { randomToken, sha256Hex } from '../lib/tokens';

/**
 * Binds a sign-in to the browser that made it (login CSRF): when a built-in system issues a
 * sign-in token it gives this browser a random value in a short-lived cookie and puts the value's
 * SHA-256 in the token (its `nonce` claim). POST /v1/auth/login consumes the cookie and accepts
 * the token only when they match, so a callback URL carrying someone else's token (an attacker's
 * own account) signs nobody in. The cookie goes only to the login call (its Path), SameSite=Strict.
 */
const SIGN_IN_COOKIE = 'acp_sign_in';
/** As long as an external system's token may live (the built-in ones give 60 s). */
const MAX_AGE_SECONDS = 5 * 60;

const options = () =>
  ({ path: authCalls.login.path, httpOnly: true, sameSite: 'strict', secure: 'auto' }) as const;

/** A new binding for the sign-in this browser makes; returns the token's `nonce` claim. */
export function bindSignIn(reply: FastifyReply): string {
  const value = randomToken(32);
  reply.setCookie(SIGN_IN_COOKIE, value, { ...options(), maxAge: MAX_AGE_SECONDS });
  return sha256Hex(value);
}

/** The `nonce` this browser's sign-in was bound to (null: none), and the cookie is spent. */
export function takeSignInBinding(request: FastifyRequest, reply: FastifyReply): string | null {
  const value = request.cookies[SIGN_IN_COOKIE];
  if (value === undefined) return null;
  reply.clearCookie(SIGN_IN_COOKIE, options());
  return sha256Hex(value);
}
