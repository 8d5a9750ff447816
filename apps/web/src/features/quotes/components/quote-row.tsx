import { Badge, Button, Collapse, Paper } from '@mantine/core';
import {
  QUOTE_MESSAGES,
  formatDate,
  quoteSeverityLabel,
  serviceLabels,
  type TQuote,
  type TQuoteDetail,
} from '@portal/contracts';
import { IconChevronDown, IconDownload, IconExternalLink, IconSend } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { BillingRow, RowDetail } from '../../../components/billing-row';
import { withDownloadToasts } from '../../../components/download-toasts';
import type { EmailOption } from '../../../components/email-picker';
import { downloadQuote } from '../api/download-quote';
import { ForwardQuoteDialog } from './forward-quote-dialog';
import { estimatedFrom, QuoteDetails } from './quote-details';

export interface QuoteRowProps {
  /** A list's quote; with its severity and minimum price when the list carries them. */
  quote: TQuote | TQuoteDetail;
  heading?: ReactNode;
  aside?: ReactNode;
  recipients?: readonly EmailOption[];
}

const hasDetail = (quote: TQuote | TQuoteDetail): quote is TQuoteDetail => 'quoteSeverity' in quote;

function DownloadQuoteButton({ quote }: { quote: TQuote }) {
  const [downloading, setDownloading] = useState(false);
  const number = quote.quoteNumber;
  const download = async () => {
    setDownloading(true);
    await withDownloadToasts(
      `quote-download-${quote.complianceQuoteId}`,
      {
        success: QUOTE_MESSAGES.downloaded(number),
        failure: QUOTE_MESSAGES.downloadFailed(number),
        failureDetail: QUOTE_MESSAGES.retryAdvice,
      },
      () => downloadQuote(quote),
    );
    setDownloading(false);
  };
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={downloading}
      aria-label={`Download quote ${number}`}
      onClick={() => void download()}
    >
      Download
    </Button>
  );
}

/** A quote: number, expiry, service, severity; approve, download, forward, and its detail. */
export function QuoteRow({ quote, heading, aside, recipients }: QuoteRowProps) {
  const [forwarding, setForwarding] = useState(false);
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  const number = quote.quoteNumber;
  const from = hasDetail(quote) ? estimatedFrom(quote.estimatedPrices.minimum) : null;
  return (
    <>
      <BillingRow
        heading={heading}
        aside={aside}
        details={
          <>
            <RowDetail label="Quote">{number}</RowDetail>
            <RowDetail label="Expires">
              {quote.expiresAt ? formatDate(quote.expiresAt) : 'No expiry'}
            </RowDetail>
            <RowDetail label="Service">{serviceLabels[quote.service.shortName]}</RowDetail>
            {from ? <RowDetail label="Estimate">{from}</RowDetail> : null}
            {hasDetail(quote) ? (
              <Badge color="red" variant="light" size="sm" radius="sm">
                {quoteSeverityLabel(quote.quoteSeverity)}
              </Badge>
            ) : null}
          </>
        }
        actions={
          <>
            <Button
              component="a"
              href={quote.approvalUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              leftSection={<IconExternalLink size={14} aria-hidden />}
              aria-label={`Approve quote ${number} (opens in a new tab)`}
            >
              Approve quote
            </Button>
            <DownloadQuoteButton quote={quote} />
            <Button
              size="xs"
              variant="default"
              leftSection={<IconSend size={14} aria-hidden />}
              aria-label={`Forward quote ${number}`}
              onClick={() => setForwarding(true)}
            >
              Forward
            </Button>
            <Button
              size="xs"
              variant="default"
              rightSection={
                <IconChevronDown
                  size={14}
                  aria-hidden
                  style={{ transform: showDetails ? 'rotate(180deg)' : undefined }}
                />
              }
              aria-expanded={showDetails}
              aria-controls={detailsId}
              aria-label={`Details of quote ${number}`}
              onClick={() => setShowDetails((shown) => !shown)}
            >
              Details
            </Button>
          </>
        }
        footer={
          <Collapse expanded={showDetails} id={detailsId}>
            {showDetails ? (
              <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-default-hover)">
                <QuoteDetails quoteId={quote.complianceQuoteId} />
              </Paper>
            ) : null}
          </Collapse>
        }
      />
      <ForwardQuoteDialog
        quote={quote}
        opened={forwarding}
        onClose={() => setForwarding(false)}
        recipients={recipients}
      />
    </>
  );
}
