import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TState } from '@portal/contracts';

/**
 * Each state's system keeps its own sign-in cookie on /cs/ (so the portal's pages never see it),
 * signed, HttpOnly and SameSite=Lax; it holds a random token whose hash is the row's key.
 */
const cookieName = (state: TState) => `acp_cs_${state.shortName}`;

const options = () =>
  ({ path: '/cs/', httpOnly: true, sameSite: 'lax', secure: 'auto', signed: true }) as const;

export function readSystemCookie(request: FastifyRequest, state: TState): string | null {
  const raw = request.cookies[cookieName(state)];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

export function setSystemCookie(reply: FastifyReply, state: TState, token: string): void {
  reply.setCookie(cookieName(state), token, options());
}

export function clearSystemCookie(reply: FastifyReply, state: TState): void {
  reply.clearCookie(cookieName(state), options());
}
