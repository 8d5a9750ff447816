import type { TPropertyTag } from '../enums/property-flags';

/** The spec's words of the property view (2-property-area §2, §8), and the portal's own. */
export const PROPERTY_VIEW_MESSAGES = {
  notFound: 'Property not found',
  noAccess: 'You do not have access to this property',
  cancelled:
    'This property has been cancelled. Please contact the provider for further assistance.',
  integrated:
    "This property's tenancy and key details come from your property management software. " +
    'Please update them there; changes can take up to 24 hours to appear here.',
  detailsPageOff:
    'The property details page is not switched on for your account. You can see this property in the compliance system.',
} as const;

export const propertyTagLabels: Record<TPropertyTag, string> = {
  Integrated: 'Integrated',
  Vacant: 'Vacant',
  Cancelled: 'Cancelled',
};

/** The items of the property action menu, in the spec's words and order (2-property-area §2). */
export const PROPERTY_ACTION_LABELS = {
  editTenancy: 'Edit tenancy',
  addTenancy: 'Add tenancy',
  updateKeyNumber: 'Update key number',
  viewProperty: 'View property',
  requestService: 'Request service',
  hold: 'Put service on hold',
  cancel: 'Cancel property',
  book: 'Book',
  oneOffEntryNotification: 'Request one-off EN',
  emailTenant: 'Send email to tenant',
} as const;
