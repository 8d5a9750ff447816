/**
 * The property's history (GET /v1/property/{id}/history): what each audit-log action concerning a
 * property reads as, and the kinds the timeline filters by. Users see these words, never the
 * action codes.
 */
export const PROPERTY_HISTORY_KINDS = [
  'tenancy',
  'keys',
  'notices',
  'bookings',
  'findings',
  'quotes',
  'invoices',
  'documents',
  'other',
] as const;
export type TPropertyHistoryKind = (typeof PROPERTY_HISTORY_KINDS)[number];

export const propertyHistoryKindLabels: Record<TPropertyHistoryKind, string> = {
  tenancy: 'Tenancy',
  keys: 'Keys',
  notices: 'Notices',
  bookings: 'Bookings',
  findings: 'Findings',
  quotes: 'Quotes',
  invoices: 'Invoices',
  documents: 'Documents',
  other: 'Other',
};

/**
 * An action's kind follows from its first part ('quote.approve': quotes), unless the action is
 * listed below with another; a part not listed here is 'other'.
 */
export const PROPERTY_HISTORY_AREA_KINDS: Readonly<Record<string, TPropertyHistoryKind>> = {
  tenancy: 'tenancy',
  occupant: 'tenancy',
  key: 'keys',
  keys: 'keys',
  notice: 'notices',
  booking: 'bookings',
  'job-order': 'bookings',
  finding: 'findings',
  'reported-finding': 'findings',
  quote: 'quotes',
  invoice: 'invoices',
  document: 'documents',
};

interface ActionWords {
  label: string;
  /** When the action's first part does not say its kind. */
  kind?: TPropertyHistoryKind;
}

/** Every action the portal records about a property, in words. */
export const PROPERTY_HISTORY_ACTIONS: Readonly<Record<string, ActionWords>> = {
  'tenancy.add': { label: 'Tenancy added' },
  'tenancy.renew': { label: 'Tenancy renewed' },
  'tenancy.update': { label: 'Tenancy updated' },
  'property.mark-vacant': { label: 'Property marked as vacant', kind: 'tenancy' },
  'property.confirm-details': { label: 'Tenancy details confirmed', kind: 'tenancy' },
  'property.update': { label: 'Property manager or key details updated', kind: 'keys' },
  // Recorded against the non-managed property ('non-managed-property:{id}' as its target).
  'property.residential-status': { label: 'Residential rental property status changed' },
  'notice.create': { label: 'Notice raised' },
  'notice.resolve': { label: 'Notice resolved' },
  'notice.notify-and-resolve': { label: 'Tenant notified and notice resolved' },
  'access-issue.action': { label: 'Access issue solution performed', kind: 'notices' },
  'booking.create': { label: 'Service booked' },
  'job-order.create': { label: 'Service requested' },
  'finding.report': { label: 'Finding reported' },
  'reported-finding.request-quote': { label: 'Quote requested for reported findings' },
  'reported-finding.inform-di': { label: 'Provider informed of reported findings' },
  'reported-finding.third-party': { label: 'Reported findings resolved by a third party' },
  'reported-finding.dismiss': { label: 'Reported finding dismissed' },
  'reported-finding.restore': { label: 'Reported finding restored' },
  'key-pickup.confirm': { label: 'Key pickup confirmed', kind: 'keys' },
  'key-pickup.cancel': { label: 'Key pickup cancelled', kind: 'keys' },
  'quote.approve': { label: 'Quote approved' },
  'quote.reject': { label: 'Quote rejected' },
  'invoice.forward': { label: 'Invoice forwarded' },
  'document.upload': { label: 'Document uploaded' },
  'property.hold-request': { label: 'Service hold requested' },
  'property.cancellation-request': { label: 'Service cancellation requested' },
  'property.document-upload': { label: 'Document uploaded', kind: 'documents' },
  'property.document-update': { label: 'Document details updated', kind: 'documents' },
  'property.document-delete': { label: 'Document deleted', kind: 'documents' },
  'property.evidence-pack': { label: 'Evidence pack downloaded', kind: 'documents' },
  'property.entry-preferences': { label: 'Entry method preferences updated' },
  'property.one-off-entry-notification': {
    label: 'Entry notification requested for the next booking',
    kind: 'bookings',
  },
  'property.book': { label: 'Service booked on behalf of tenant', kind: 'bookings' },
  'property.occupant-notice': { label: 'Email sent to occupants', kind: 'notices' },
};

/** What an action the table does not list reads as: its kind's general words. */
const KIND_FALLBACK_LABELS: Record<TPropertyHistoryKind, string> = {
  tenancy: 'Tenancy changed',
  keys: 'Key details changed',
  notices: 'Notice changed',
  bookings: 'Booking changed',
  findings: 'Finding changed',
  quotes: 'Quote changed',
  invoices: 'Invoice changed',
  documents: 'Document changed',
  other: 'Property changed',
};

/** The kind of an action concerning a property. */
export function propertyHistoryKind(action: string): TPropertyHistoryKind {
  return (
    PROPERTY_HISTORY_ACTIONS[action]?.kind ??
    PROPERTY_HISTORY_AREA_KINDS[action.split('.')[0] ?? ''] ??
    'other'
  );
}

/** What an action concerning a property reads as. */
export function propertyHistoryLabel(action: string): string {
  return (
    PROPERTY_HISTORY_ACTIONS[action]?.label ?? KIND_FALLBACK_LABELS[propertyHistoryKind(action)]
  );
}

/** The history's empty state, without and with a kind chosen. */
export const PROPERTY_HISTORY_EMPTY_TEXT = 'No history recorded for this property yet';
export const PROPERTY_HISTORY_EMPTY_KIND_TEXT = 'Nothing of this kind recorded for this property';
/** An entry whose user no longer exists. */
export const PROPERTY_HISTORY_FORMER_USER = 'A former user';

/** Who did it, in words: the user, and the staff member when one was viewing the portal as them. */
export function propertyHistoryWho(entry: {
  by: string | null;
  impersonatedBy: string | null;
}): string {
  if (entry.by === null) return 'Recorded by the system';
  if (entry.impersonatedBy === null) return `By ${entry.by}`;
  return `By ${entry.impersonatedBy} (support staff), viewing the portal as ${entry.by}`;
}

/** The history's titles: its load error. */
export const PROPERTY_HISTORY_LOAD_ERROR = "The property's history could not be loaded";
