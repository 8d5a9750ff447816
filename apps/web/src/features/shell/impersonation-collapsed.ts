import { useSessionStorage } from '@mantine/hooks';
import { useSignedIn } from '../../lib/session/signed-in-context';

/** Collapsing lasts for this browser session and this impersonation only. */
const collapsedKey = (sessionId: string) => `acp:impersonation-banner-dismissed:${sessionId}`;

/**
 * Whether the impersonation banner is collapsed into the header's indicator. The banner and the
 * indicator share it (Mantine keeps hooks on one key in step), so either may change it.
 */
export function useImpersonationCollapsed() {
  const { session } = useSignedIn();
  return useSessionStorage({
    key: collapsedKey(session.sessionId),
    defaultValue: false,
    getInitialValueInEffect: false,
  });
}
