// What other features may import from this one; nothing else of it is public.
export { QuoteRow } from './components/quote-row';
// Forwarding one quote, e.g. from the reported-findings wizard.
export { ForwardQuoteDialog } from './components/forward-quote-dialog';
export { useQuote } from './api/get-quote';
// Forwarding the selected quotes of a list to their landlords at once.
export { forwardQuotesToLandlords } from './api/bulk-forward-quotes';
