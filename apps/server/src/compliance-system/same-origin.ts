import type { FastifyRequest } from 'fastify';
import { isSameOriginRequest } from '../plugins/security';

/**
 * Whether a GET came from this server's own pages: the browser's Sec-Fetch-Site when it sends
 * one (only 'same-origin' counts: not a sibling site, nor an address typed or opened from a
 * bookmark), else its Origin or Referer.
 */
export function isSameOriginNavigation(
  request: FastifyRequest,
  trustedOrigins: readonly string[],
): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'same-origin';
  return isSameOriginRequest(request, trustedOrigins);
}
