// Every call of the API, one module per feature (the server's and the web's feature names).
// Import a feature's calls as its namespace (`invoiceCalls.forward`): each call is its own
// export, so a page's bundle carries only the calls it makes.
export * as accessIssueCalls from './access-issues';
export * as analyticsCalls from './analytics';
export * as apiKeyCalls from './api-keys';
export * as authCalls from './auth';
export * as dashboardCalls from './dashboard';
export * as healthCalls from './health';
export * as imageCalls from './images';
export * as invoiceCalls from './invoices';
export * as metaCalls from './meta';
export * as newManagementCalls from './new-managements';
export * as noticeCalls from './notices';
export * as portfolioCalls from './portfolio';
export * as propertyCalls from './property';
export * as holdCancellationCalls from './property-hold-cancellation';
export * as quoteCalls from './quotes';
export * as settingsCalls from './settings';
export * as updateCalls from './updates';
export * as userCalls from './users';
export * as webhookCalls from './webhooks';
export * as nonManagedPropertyCalls from './property-non-managed';
export * as propertyDocumentsCalls from './property-documents';
export * as propertyEvidenceCalls from './property-evidence';
export * as entryPreferencesCalls from './property-entry-preferences';
export * as propertyBookingCalls from './property-booking';
export * as calendarCalls from './calendar';
export * as propertyEmailCalls from './property-email';
export * as portfolioEvidenceCalls from './portfolio-evidence';
export * as reportedFindingCalls from './reported-findings';
export * as savedViewCalls from './saved-views';
