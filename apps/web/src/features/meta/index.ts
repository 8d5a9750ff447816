// What other features may import from this one; nothing else of it is public.
export { portalConfigQueryOptions, usePortalConfig } from './api/get-portal-config';
