// What other features may import from this one; nothing else of it is public.
export { ResolveFindingsButton } from './wizard/resolve-findings-button';
export { ResolveFindingsHost } from './wizard/resolve-findings-button';
