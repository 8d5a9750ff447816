// What other features may import from this one; nothing else of it is public.
export { HeaderSearch } from './search/components/header-search';
export { UploadTray } from './documents/upload-tray';
