import { AUTH_MESSAGES } from '@portal/contracts';
import { useNavigate } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { useLogout } from '../api/logout';

/** Signs out, then follows the returned logout URL through /auth/logout. */
export function useSignOut() {
  const navigate = useNavigate();
  return useLogout({
    mutationConfig: {
      onSuccess: ({ logoutUrl }) => navigate(appPaths.auth.logout(logoutUrl)),
      onError: () => navigate(appPaths.auth.error(AUTH_MESSAGES.failedToLogout)),
    },
  });
}
