import { AUTH_PARAMS, type TSession } from '@portal/contracts';
import { withoutParams } from '../../lib/session/return-path';
import { systemLoginUrl } from '../../lib/session/system-urls';

interface Where {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Where to send the browser when the session cannot be used as it is: the compliance system
 * asks for a fresh sign-in (`requiresRelogin`), or the link that brought the user here says
 * they are (or are not) impersonating and the session disagrees. Undefined when all is well.
 */
export function reloginTarget(session: TSession, where: Where): string | undefined {
  const flag = new URLSearchParams(where.search).get(AUTH_PARAMS.impersonating);
  const mismatch = flag !== null && (flag === '1') !== session.isImpersonating;
  if (!session.requiresRelogin && !mismatch) return undefined;
  // The flag is left out of the way back, or a user who signs in differently would loop.
  const search = withoutParams(where.search, [AUTH_PARAMS.impersonating]);
  return systemLoginUrl(session.signInSystemUrl, `${where.pathname}${search}${where.hash}`);
}
