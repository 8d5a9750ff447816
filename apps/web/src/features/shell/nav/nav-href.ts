import { legacyUrl } from '../../../lib/session/system-urls';
import type { NavTarget } from './visible-nav-items';

/** The URL of a target: app paths as they are, legacy paths on the session's compliance system. */
export function navHref(target: NavTarget, systemUrl: string): string {
  return target.kind === 'app' ? target.path : legacyUrl(systemUrl, target.path);
}
