// What other features may import from this one; nothing else of it is public.
export { HeaderSearch } from './search/components/header-search';
export { UploadTray } from './documents/upload-tray';
// The property's page data, for dialogs of other features about one property.
export { useProperty } from './view/api/get-property';
export { usePropertyContacts } from './view/api/get-property-lists';
