import { Anchor, CloseButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { NO_MATCHING_PROPERTIES_TEXT, SEARCH_DEBOUNCE_MS, formatNumber } from '@portal/contracts';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadError } from '../../../components/load-error';
import { appPaths } from '../../../lib/paths';
import { usePortfolioSearch } from '../api/search-portfolio';
import { PropertyLink } from '../../../components/property-link';

export const SEARCH_EMPTY_TITLE = 'No properties found';

/** 'Find a property in your portfolio': the first results of a debounced address search. */
export function PropertySearch() {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = usePortfolioSearch(debounced);

  let results = null;
  // Clearing the box hides the results at once; only typing waits for the debounce.
  if (text.trim().length > 0 && debounced.length > 0) {
    if (search.isPending) {
      results = <ListSkeleton rows={3} variant="cards" label="Searching your portfolio" />;
    } else if (search.isError) {
      results = (
        <LoadError
          title="Your portfolio could not be searched"
          error={search.error}
          onRetry={() => void search.refetch()}
          retrying={search.isFetching}
        />
      );
    } else if (search.data.items.length === 0) {
      results = <EmptyState title={SEARCH_EMPTY_TITLE} description={NO_MATCHING_PROPERTIES_TEXT} />;
    } else {
      results = (
        <Stack gap="xs">
          <Stack
            component="ul"
            aria-label="Search results"
            gap={0}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {search.data.items.map((item) => (
              <li key={item.compliancePropertyId}>
                <Anchor
                  component={PropertyLink}
                  propertyId={item.compliancePropertyId}
                  display="block"
                  py={6}
                  underline="hover"
                >
                  <Text span fw={500} c="var(--mantine-color-text)">
                    {item.addressLine1}
                  </Text>
                  <Text span fz="sm" c="dimmed">
                    {' '}
                    {item.addressLine2}
                  </Text>
                </Anchor>
              </li>
            ))}
          </Stack>
          <Group justify="flex-end">
            <Anchor component={Link} to={appPaths.portfolio({ query: debounced })} fz="sm" fw={500}>
              <Group gap={4} component="span">
                View all {formatNumber(search.data.total)} results
                <IconArrowRight size={14} aria-hidden />
              </Group>
            </Anchor>
          </Group>
        </Stack>
      );
    }
  }

  return (
    <Paper
      component="section"
      aria-labelledby="property-search-title"
      withBorder
      p="md"
      radius="md"
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id="property-search-title">
          Find a property in your portfolio
        </Title>
        <TextInput
          aria-label="Search your portfolio"
          placeholder="Search your portfolio"
          type="search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            text ? (
              <CloseButton aria-label="Clear search" onClick={() => setText('')} size="sm" />
            ) : null
          }
        />
        <div aria-live="polite" aria-busy={search.isFetching}>
          {results}
        </div>
      </Stack>
    </Paper>
  );
}
