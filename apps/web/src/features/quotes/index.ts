// What other features may import from this one; nothing else of it is public.
export { QuoteRow } from './components/quote-row';
