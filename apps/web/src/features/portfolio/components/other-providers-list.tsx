import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  formatDate,
  serviceLabels,
  type TIntegratedPortfolioItem,
  type TPropertySort,
} from '@portal/contracts';
import { StatusLabel } from '../../../components/property-status';
import { SortableHeader } from '../../../components/sortable-header';
import { appPaths } from '../../../lib/paths';
import classes from './portfolio.module.css';
import { PropertyAddress } from '../../../components/property-link';

const NO_SUPPLIER = 'No supplier';

export interface OtherProvidersListProps {
  items: readonly TIntegratedPortfolioItem[];
}

/** Another provider's row opens the non-managed page (a provider's row: PropertyLink). */
function pathOf(item: TIntegratedPortfolioItem): string | null {
  if (item.agencyPortfolioPropertyId !== null) {
    return appPaths.nonManagedProperty.detail(item.agencyPortfolioPropertyId);
  }
  return null;
}

const keyOf = (item: TIntegratedPortfolioItem) =>
  `${item.providedBy}-${item.compliancePropertyId ?? item.agencyPortfolioPropertyId}`;

function AddressLink({ item }: { item: TIntegratedPortfolioItem }) {
  return (
    <PropertyAddress
      property={item}
      propertyId={item.providedBy === 'PROVIDER' ? item.compliancePropertyId : null}
      to={pathOf(item)}
      stretched
    />
  );
}

const day = (value: string | null) => (value ? formatDate(value) : '—');

function Services({ item }: { item: TIntegratedPortfolioItem }) {
  if (item.services.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        None
      </Text>
    );
  }
  return (
    <Group gap={4} component="ul" className={classes.plainList}>
      {item.services.map((service) => (
        <Badge
          component="li"
          key={service.shortName}
          variant="default"
          size="sm"
          tt="none"
          fw={500}
        >
          {serviceLabels[service.shortName]}
        </Badge>
      ))}
    </Group>
  );
}

/** Wide screens: one row per property; the whole row opens it. */
export function OtherProvidersTable({
  items,
  sort,
  onSort,
}: OtherProvidersListProps & { sort: TPropertySort; onSort: (sort: TPropertySort) => void }) {
  return (
    <Table
      aria-label="Properties"
      verticalSpacing="sm"
      horizontalSpacing="xs"
      highlightOnHover
      stickyHeader
      stickyHeaderOffset="var(--app-shell-header-offset, 0rem)"
    >
      <Table.Thead>
        <Table.Tr>
          <SortableHeader column="address" sort={sort} onSort={onSort}>
            Address
          </SortableHeader>
          <Table.Th>Property manager</Table.Th>
          <Table.Th>Provided by</Table.Th>
          <Table.Th>Services</Table.Th>
          <Table.Th className={classes.date}>Last service</Table.Th>
          <SortableHeader column="due-date" sort={sort} onSort={onSort} className={classes.date}>
            Next service due
          </SortableHeader>
          <SortableHeader column="status" sort={sort} onSort={onSort}>
            Compliance
          </SortableHeader>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={keyOf(item)} className={classes.row}>
            <Table.Td className={classes.address}>
              <AddressLink item={item} />
            </Table.Td>
            <Table.Td>
              <Text fz="sm">{item.propertyManager?.name ?? '—'}</Text>
            </Table.Td>
            <Table.Td>
              <Text fz="sm" c={item.providerName ? undefined : 'dimmed'}>
                {item.providerName ?? NO_SUPPLIER}
              </Text>
            </Table.Td>
            <Table.Td>
              <Services item={item} />
            </Table.Td>
            <Table.Td className={classes.date}>
              <Text fz="sm" className={classes.figures}>
                {day(item.lastServiceDate)}
              </Text>
            </Table.Td>
            <Table.Td className={classes.date}>
              <Text fz="sm" className={classes.figures}>
                {day(item.nextDueDate)}
              </Text>
            </Table.Td>
            <Table.Td>
              <StatusLabel code={item.complianceStatus} strong />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Line({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text component="dt" fz="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} fz="sm" ta="right">
        {children}
      </Text>
    </Group>
  );
}

/** Narrow screens: a card per property; the whole card opens it. */
export function OtherProvidersCards({ items }: OtherProvidersListProps) {
  return (
    <SimpleGrid
      component="ul"
      aria-label="Properties"
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      className={classes.cards}
    >
      {items.map((item) => (
        <li key={keyOf(item)}>
          <Paper withBorder p="md" radius="md" className={classes.card}>
            <Stack gap="sm">
              <div>
                <AddressLink item={item} />
                {item.propertyManager ? (
                  <Text fz="xs" c="dimmed" mt={4}>
                    Property manager: {item.propertyManager.name}
                  </Text>
                ) : null}
              </div>
              <StatusLabel code={item.complianceStatus} strong />
              <Stack gap={6} component="dl" m={0}>
                <Line term="Provided by">{item.providerName ?? NO_SUPPLIER}</Line>
                <Line term="Last service">{day(item.lastServiceDate)}</Line>
                <Line term="Next service due">{day(item.nextDueDate)}</Line>
              </Stack>
              <Services item={item} />
            </Stack>
          </Paper>
        </li>
      ))}
    </SimpleGrid>
  );
}
