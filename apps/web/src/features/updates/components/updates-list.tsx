import {
  Box,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  formatDate,
  serviceLabels,
  updateReasonLabels,
  type TPropertySort,
  type TUpdateSummaryItem,
} from '@portal/contracts';
import { IconChecks } from '@tabler/icons-react';
import { StatusLabel } from '../../../components/property-status';
import { SortableHeader } from '../../../components/sortable-header';
import classes from './updates.module.css';
import { PropertyAddress } from '../../../components/property-link';
import type { BulkSelection } from '../../../components/bulk/bulk-selection';

export interface UpdatesListProps {
  items: readonly TUpdateSummaryItem[];
  /** Asks to confirm the property's details. */
  onConfirm: (item: TUpdateSummaryItem) => void;
  /** Selecting properties to confirm at once. */
  bulk?: BulkSelection<TUpdateSummaryItem>;
}

const day = (value: string | null) => (value ? formatDate(value) : '—');

/** Why the property is listed: its reasons, the services waiting for details after theirs. */
function Reasons({ item }: { item: TUpdateSummaryItem }) {
  return (
    <List size="sm" spacing={2} listStyleType="none" className={classes.reasons}>
      {item.updateReasons.map((reason) => (
        <List.Item key={reason}>
          {updateReasonLabels[reason]}
          {reason === 'SERVICE_UPDATES_REQUIRED' && item.servicesRequiringUpdate.length > 0 ? (
            <Text component="span" fz="xs" c="dimmed">
              {' '}
              ({item.servicesRequiringUpdate.map((code) => serviceLabels[code]).join(', ')})
            </Text>
          ) : null}
        </List.Item>
      ))}
    </List>
  );
}

function ConfirmButton({
  item,
  onConfirm,
}: {
  item: TUpdateSummaryItem;
  onConfirm: UpdatesListProps['onConfirm'];
}) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconChecks size={14} aria-hidden />}
      onClick={() => onConfirm(item)}
      aria-label={`Confirm details of ${item.addressLine1}`}
    >
      Confirm details
    </Button>
  );
}

/** Wide screens: one row per property with its confirm action. */
export function UpdatesTable({
  items,
  onConfirm,
  sort,
  onSort,
  bulk,
}: UpdatesListProps & { sort: TPropertySort; onSort: (sort: TPropertySort) => void }) {
  const selectable = bulk?.enabled === true;
  return (
    <Table
      aria-label="Required updates"
      verticalSpacing="sm"
      horizontalSpacing="xs"
      highlightOnHover
      stickyHeader
      stickyHeaderOffset="var(--app-shell-header-offset, 0rem)"
    >
      <Table.Thead>
        <Table.Tr>
          {selectable ? <Table.Th w={40}>{bulk.selectAll()}</Table.Th> : null}
          <SortableHeader column="address" sort={sort} onSort={onSort}>
            Address
          </SortableHeader>
          <Table.Th>Property manager</Table.Th>
          <Table.Th>Update required</Table.Th>
          <SortableHeader column="due-date" sort={sort} onSort={onSort} className={classes.nowrap}>
            Next service due
          </SortableHeader>
          <SortableHeader column="status" sort={sort} onSort={onSort}>
            Compliance
          </SortableHeader>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.compliancePropertyId} className={classes.row}>
            {selectable ? <Table.Td>{bulk.checkbox(item)}</Table.Td> : null}
            <Table.Td className={classes.address}>
              <PropertyAddress property={item} propertyId={item.compliancePropertyId} />
            </Table.Td>
            <Table.Td>
              <Text fz="sm">{item.propertyManager?.name ?? '—'}</Text>
            </Table.Td>
            <Table.Td>
              <Reasons item={item} />
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              <Text fz="sm" className={classes.figures}>
                {day(item.nextServiceDue)}
              </Text>
            </Table.Td>
            <Table.Td>
              <StatusLabel code={item.complianceStatus} strong />
            </Table.Td>
            <Table.Td ta="right">
              <ConfirmButton item={item} onConfirm={onConfirm} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Narrow screens: a card per property. */
export function UpdatesCards({ items, onConfirm, bulk }: UpdatesListProps) {
  const selectable = bulk?.enabled === true;
  return (
    <Stack gap="sm">
      {selectable ? bulk.selectAll({ label: true }) : null}
      <SimpleGrid
        component="ul"
        aria-label="Required updates"
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        className={classes.cards}
      >
        {items.map((item) => (
          <li key={item.compliancePropertyId}>
            <Paper withBorder p="md" radius="md" h="100%">
              <Stack gap="sm" h="100%">
                <Group gap="sm" align="flex-start" wrap="nowrap">
                  {selectable ? <Box pt={2}>{bulk.checkbox(item)}</Box> : null}
                  <div>
                    <PropertyAddress property={item} propertyId={item.compliancePropertyId} />
                    {item.propertyManager ? (
                      <Text fz="xs" c="dimmed" mt={4}>
                        Property manager: {item.propertyManager.name}
                      </Text>
                    ) : null}
                  </div>
                </Group>
                <StatusLabel code={item.complianceStatus} strong />
                <Reasons item={item} />
                <Group justify="space-between" mt="auto" gap="sm">
                  <Text fz="xs" c="dimmed" className={classes.figures}>
                    Next service due {day(item.nextServiceDue)}
                  </Text>
                  <ConfirmButton item={item} onConfirm={onConfirm} />
                </Group>
              </Stack>
            </Paper>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
