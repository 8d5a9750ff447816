import type { TSession } from '@portal/contracts';
import { assignLocation } from '../../lib/browser';
import { switchBackUrl } from '../../lib/session/system-urls';

/** Ends an impersonation through the compliance system, which signs the staff member back in. */
export function switchBack(session: TSession): void {
  assignLocation(switchBackUrl(session.signInSystemUrl));
}
