// What other features may import from this one; nothing else of it is public.
export { ResolveIssueButton } from './wizard/resolve-issue-button';
