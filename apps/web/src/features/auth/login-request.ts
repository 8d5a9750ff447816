import { AUTH_PARAMS, type TLoginRequest } from '@portal/contracts';
import { getIntParam, getParam } from '../../lib/search-params';

/**
 * The login call's body from the parameters the compliance system put on /auth/callback, or
 * undefined when there is no token (which the spec counts as a failed login).
 */
export function loginRequestFromParams(params: URLSearchParams): TLoginRequest | undefined {
  const authToken = getParam(params, AUTH_PARAMS.token);
  if (!authToken) return undefined;
  const originalUserId = getIntParam(params, AUTH_PARAMS.originalUserId);
  return {
    authToken,
    complianceSystemSessionId: getParam(params, AUTH_PARAMS.complianceSessionId) ?? '',
    isImpersonating: params.get(AUTH_PARAMS.impersonating) === '1',
    originalComplianceUserId:
      originalUserId !== undefined && originalUserId > 0 ? originalUserId : null,
  };
}
