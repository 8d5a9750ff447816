import { Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatPriceIncGst } from '@portal/contracts';
import { DetailsList } from '../../../components/details-list';
import { useQuote } from '../api/get-quote';

/** The minimum estimated price, 'From $1,234.00 inc. GST'. */
export function estimatedFrom(minimum: string | null): string | null {
  const price = formatPriceIncGst(minimum);
  return price ? `From ${price}` : null;
}

/** GET /v1/quote/{id}: the quote's severity, its minimum estimated price and its items. */
export function QuoteDetails({ quoteId }: { quoteId: number }) {
  const query = useQuote(quoteId);
  if (query.isPending) {
    return (
      <Stack gap={6} role="status" aria-busy="true" aria-label="Loading quote details">
        <Group gap="md">
          <Skeleton height={10} width="8rem" />
          <Skeleton height={10} width="10rem" />
        </Group>
        <Group gap="md">
          <Skeleton height={10} width="8rem" />
          <Skeleton height={10} width="6rem" />
        </Group>
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Text fz="sm" c="red.9" role="alert">
        Quote details could not be loaded: {query.error.message}
      </Text>
    );
  }
  const quote = query.data;
  return (
    <Stack gap="xs">
      <DetailsList
        items={[
          { label: 'Severity', value: quote.quoteSeverityLabel },
          {
            label: 'Estimated price',
            value: estimatedFrom(quote.estimatedPrices.minimum) ?? 'Not estimated',
          },
        ]}
      />
      {quote.items.length > 0 ? (
        <Table fz="sm" verticalSpacing={4} withRowBorders={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quote.items.map((item, index) => (
              <Table.Tr key={index}>
                <Table.Td>{item.description}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatPriceIncGst(item.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
