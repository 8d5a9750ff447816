// What other features may import from this one; nothing else of it is public.
export { QuoteRow, type QuoteRowProps } from './components/quote-row';
