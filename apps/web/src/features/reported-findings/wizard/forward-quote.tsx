import { Alert, Center, Loader, Modal } from '@mantine/core';
import { ForwardQuoteDialog, useQuote } from '../../quotes';

/** The forward form of one quote, in place of the wizard (spec: a separate view). */
export function ForwardQuote({
  quotationId,
  onForwarded,
  onClose,
}: {
  quotationId: number;
  onForwarded: () => void;
  onClose: () => void;
}) {
  const quote = useQuote(quotationId);
  if (!quote.data) {
    return (
      <Modal opened onClose={onClose} title="Forward quote">
        {quote.isError ? (
          <Alert color="red" title="The quote could not be loaded" />
        ) : (
          <Center mih={120} role="status" aria-label="Loading the quote">
            <Loader size="sm" />
          </Center>
        )}
      </Modal>
    );
  }
  return (
    <ForwardQuoteDialog opened quote={quote.data} onForwarded={onForwarded} onClose={onClose} />
  );
}
