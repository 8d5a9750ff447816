// What other features may import from this one; nothing else of it is public.
export { HeaderSearch } from './search/components/header-search';
export { UploadTray } from './documents/upload-tray';
// The property's page data, for dialogs of other features about one property.
export { useProperty } from './view/api/get-property';
export { usePropertyContacts } from './view/api/get-property-lists';
// The app's upload queue, loaded when something is to be uploaded: xstate stays out of the header.
export const loadUploadQueue = () =>
  import('./documents/upload-queue').then((module) => module.uploadQueue);
export type { UploadItem } from './documents/upload-queue-machine';
