import { PROPERTY_VIEW_MESSAGES } from './property-view';

/** The tenancy area's words (2-property-area.md): banners, refusals and toasts. */
export const TENANCY_MESSAGES = {
  noCurrentTenancy: 'There is no current tenancy for this property',
  unoccupied: 'This property is currently unoccupied',
  /** The refusal of a change to a cancelled property (the page shows it as its banner). */
  cancelled: PROPERTY_VIEW_MESSAGES.cancelled,
  integratedTenancy:
    'This property is integrated with your property management software: change its tenancy ' +
    'details in your software. Changes can take up to 24 hours to appear here.',
  alreadyVacant: 'This property is already vacant',
  tenancyNotFound: 'Tenancy not found',
  closeUnsavedTitle: 'Are you sure you want to close without saving your changes?',
  closeUnsavedConfirm: 'Close without saving changes',
  addFailed: 'Failed to add tenancy',
  addFailedDetail: 'An error occurred while adding the tenancy',
  updateFailed: 'Failed to update tenancy',
  updateFailedDetail: 'An error occurred while updating the tenancy',
  added: 'Tenancy added',
  renewed: 'Tenancy renewed',
  updated: 'Tenancy updated',
  markVacantFailed: 'Failed to mark this property as vacant',
  markedVacant: 'Property marked as vacant',
  confirmFailed: 'Failed to confirm tenancy details',
  confirmFailedDetail: 'An error occurred confirming tenancy details.',
  confirmed: 'Tenancy details confirmed',
} as const;
