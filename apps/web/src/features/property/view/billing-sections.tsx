import { Stack, Text } from '@mantine/core';
import { emptyListText, totalPages } from '@portal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadError } from '../../../components/load-error';
import { Paginator } from '../../../components/paginator';
import { InvoiceRow } from '../../invoices';
import { QuoteRow } from '../../quotes';
import {
  PROPERTY_BILLING_PAGE_SIZE,
  usePropertyInvoices,
  usePropertyQuotes,
} from './api/get-property-lists';
import { SectionCard } from './section-card';

function BillingSection<T>({
  title,
  plural,
  query,
  page,
  setPage,
  itemKey,
  renderItem,
}: {
  title: string;
  plural: string;
  query: UseQueryResult<{ items: T[]; total: number }>;
  page: number;
  setPage: (page: number) => void;
  itemKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <SectionCard title={title}>
      {query.isPending ? (
        <ListSkeleton variant="cards" rows={2} label={`Loading ${plural}`} />
      ) : query.isError ? (
        <LoadError
          title={`${title} could not be loaded`}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.total === 0 ? (
        <Text fz="sm" c="dimmed">
          {emptyListText(plural)}
        </Text>
      ) : (
        <Stack gap="sm">
          {query.data.items.map((item) => (
            <div key={itemKey(item)}>{renderItem(item)}</div>
          ))}
          <Paginator
            page={page}
            totalPages={totalPages(query.data.total, PROPERTY_BILLING_PAGE_SIZE)}
            onChange={setPage}
            label={`${title} pages`}
          />
        </Stack>
      )}
    </SectionCard>
  );
}

export function InvoicesSection({ propertyId }: { propertyId: number }) {
  const [page, setPage] = useState(1);
  const invoices = usePropertyInvoices(propertyId, page);
  return (
    <BillingSection
      title="Invoices"
      plural="invoices"
      query={invoices}
      page={page}
      setPage={setPage}
      itemKey={(invoice) => invoice.id}
      renderItem={(invoice) => <InvoiceRow invoice={invoice} />}
    />
  );
}

export function QuotesSection({ propertyId }: { propertyId: number }) {
  const [page, setPage] = useState(1);
  const quotes = usePropertyQuotes(propertyId, page);
  return (
    <BillingSection
      title="Quotes"
      plural="quotes"
      query={quotes}
      page={page}
      setPage={setPage}
      itemKey={(quote) => quote.complianceQuoteId}
      renderItem={(quote) => <QuoteRow quote={quote} />}
    />
  );
}
