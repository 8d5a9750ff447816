/** Texts of the settings calls' refusals (the success and failure toasts are in contracts). */
export const SETTINGS_ERRORS = {
  /** Also the answer for another agency's property manager: the two look the same. */
  propertyManagerNotFound: 'Property manager not found',
  duplicatePropertyManager: 'Each property manager can be given only once',
  autoOwnerEmailDisabled:
    'Automatic service report emails to owners are disabled for your agency. Please contact your account manager.',
} as const;
