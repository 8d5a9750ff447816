import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** A card of the overview while it loads, about as tall as the loaded one. */
function SectionSkeleton({ rows }: { rows: number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Skeleton height={22} width="40%" />
        {Array.from({ length: rows }, (_, row) => (
          <Skeleton key={row} height={14} width={row % 2 ? '55%' : '80%'} />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The overview while the property and its sections load, laid out as the overview is (two
 * columns of cards from md, the contacts, then invoices and quotes), so it is replaced whole.
 */
export function PropertySkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading the property">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {[6, 6, 3, 4, 4, 4].map((rows, index) => (
          <SectionSkeleton key={index} rows={rows} />
        ))}
      </SimpleGrid>
      <SectionSkeleton rows={4} />
    </Stack>
  );
}

/** The line under the property's heading (its suburb, state and postcode) while it loads. */
export function PropertyHeadingSkeleton() {
  return (
    <span aria-hidden="true" style={{ display: 'block', visibility: 'hidden' }}>
      Loading
    </span>
  );
}
