import type { CallDescription } from '../api/call';
import * as auth from './auth';
import * as dashboard from './dashboard';
import * as health from './health';
import * as images from './images';
import * as invoices from './invoices';
import * as meta from './meta';
import * as newManagements from './new-managements';
import * as portfolio from './portfolio';
import * as property from './property';
import * as quotes from './quotes';
import * as settings from './settings';
import * as updates from './updates';

/* @__NO_SIDE_EFFECTS__ */
function collect(...features: Record<string, CallDescription>[]): readonly CallDescription[] {
  return features.flatMap((feature) => Object.values(feature));
}

/**
 * Every call the server implements, for what must see them all (the server's check that each is
 * registered, the web's unit-test mocks). Pages import their feature's calls instead.
 */
export const allCalls = collect(
  auth,
  dashboard,
  health,
  images,
  invoices,
  meta,
  newManagements,
  portfolio,
  property,
  quotes,
  settings,
  updates,
);
