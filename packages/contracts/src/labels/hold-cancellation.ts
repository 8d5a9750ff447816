import { PROCESSING_HOURS } from '../constants';

/** The words of the hold and cancellation dialogs (spec 2 §2, §4, §8) and the portal's own. */
export const HOLD_CANCELLATION_MESSAGES = {
  holdTitle: 'Request service hold',
  cancelTitle: 'Request service cancellation',
  noServicesToHold: 'No services available to hold',
  noServicesToCancel: 'No services available to cancel',
  alreadyCancelled: 'This property is already cancelled',
  cancelFailed: 'An error occurred while submitting your cancellation request. Please try again.',
  holdFailed: 'An error occurred while submitting your request. Please try again.',
  processing: `Requests are processed within ${PROCESSING_HOURS} hours.`,
  holdRequested: 'Service hold requested',
  cancelRequested: 'Service cancellation requested',
  /** A service of the body that is not one the property may hold or cancel now. */
  serviceNotAvailable: 'One or more of the chosen services cannot be requested',
  reasonNotFound: 'Please select a cancellation reason',
  reasonsLoadError: 'The cancellation reasons could not be loaded',
  summaryLoadError: "The property's services could not be loaded",
  allSelectedByPlan:
    "Your agency's plan cancels every service of the property together: all services not already pending cancellation are included.",
  pendingCancellation: 'Cancellation pending',
} as const;
