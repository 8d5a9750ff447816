import { QUOTE_MESSAGES, type TQuote } from '@portal/contracts';
import { ForwardDialog, type ForwardDialogProps } from '../../../components/forward-dialog';
import { useForwardQuote } from '../api/forward-quote';

/** 'Forward quote': emails the quote's PDF, optionally subscribing to its notifications. */
export function ForwardQuoteDialog({
  quote,
  onForwarded,
  ...dialog
}: ForwardDialogProps & {
  quote: TQuote;
  /** Told once the email is sent, before the dialog closes. */
  onForwarded?: () => void;
}) {
  const forward = useForwardQuote();
  return (
    <ForwardDialog
      {...dialog}
      title="Forward quote"
      document={`Quote ${quote.quoteNumber}`}
      property={quote.property}
      withSubscribe
      messages={QUOTE_MESSAGES}
      call={{
        isPending: forward.isPending,
        error: forward.error,
        reset: forward.reset,
        send: (email, onSuccess) =>
          forward.mutate(
            { quoteId: quote.complianceQuoteId, email },
            {
              onSuccess: () => {
                onForwarded?.();
                onSuccess();
              },
            },
          ),
      }}
    />
  );
}
