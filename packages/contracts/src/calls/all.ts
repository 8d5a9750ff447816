import type { CallDescription } from '../api/call';
import * as accessIssues from './access-issues';
import * as analytics from './analytics';
import * as apiKeys from './api-keys';
import * as auth from './auth';
import * as calendar from './calendar';
import * as dashboard from './dashboard';
import * as health from './health';
import * as images from './images';
import * as invoices from './invoices';
import * as meta from './meta';
import * as newManagements from './new-managements';
import * as notices from './notices';
import * as portfolio from './portfolio';
import * as property from './property';
import * as nonManagedProperty from './property-non-managed';
import * as holdCancellation from './property-hold-cancellation';
import * as propertyDocuments from './property-documents';
import * as propertyEvidence from './property-evidence';
import * as entryPreferences from './property-entry-preferences';
import * as propertyBooking from './property-booking';
import * as propertyEmail from './property-email';
import * as portfolioEvidence from './portfolio-evidence';
import * as quotes from './quotes';
import * as reportedFindings from './reported-findings';
import * as savedViews from './saved-views';
import * as settings from './settings';
import * as updates from './updates';
import * as users from './users';
import * as webhooks from './webhooks';

const FEATURES: Record<string, Record<string, CallDescription>> = {
  accessIssues,
  analytics,
  apiKeys,
  auth,
  calendar,
  dashboard,
  health,
  images,
  invoices,
  meta,
  newManagements,
  notices,
  portfolio,
  property,
  nonManagedProperty,
  holdCancellation,
  propertyDocuments,
  propertyEvidence,
  entryPreferences,
  propertyBooking,
  propertyEmail,
  portfolioEvidence,
  quotes,
  reportedFindings,
  savedViews,
  settings,
  updates,
  users,
  webhooks,
};

/**
 * Every call the server implements, for what must see them all (the server's check that each is
 * registered, the web's unit-test mocks). Pages import their feature's calls instead.
 */
export const allCalls = collect(FEATURES);

/* @__NO_SIDE_EFFECTS__ */
function collect(features: typeof FEATURES): readonly CallDescription[] {
  return Object.values(features).flatMap((feature) => Object.values(feature));
}

/** Built on first use, so a bundle that never asks keeps none of it. */
let operationIds: Map<CallDescription, string> | undefined;

/**
 * Each call's operationId in /openapi.json, from its feature and export name
 * (`invoiceCalls.pdf`: invoicesPdf; a call named as its feature: that name alone), so a client
 * generated from the description names its methods after the calls.
 */
export function callOperationId(call: CallDescription): string {
  operationIds ??= new Map(
    Object.entries(FEATURES).flatMap(([feature, calls]) =>
      Object.entries(calls).map(([name, described]): [CallDescription, string] => [
        described,
        name === feature ? name : `${feature}${name[0]!.toUpperCase()}${name.slice(1)}`,
      ]),
    ),
  );
  const id = operationIds.get(call);
  if (!id) throw new Error(`${call.method} ${call.path} is not one of allCalls`);
  return id;
}
