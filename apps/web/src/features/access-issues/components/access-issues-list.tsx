import {
  Badge,
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
import { ACCESS_ISSUE_MESSAGES, formatDate, type TAccessIssueListItem } from '@portal/contracts';
import { PropertyAddress, PropertyLink } from '../../../components/property-link';
import { accessIssueTagAppearance } from '../../../components/status-colours';
import { ResolveIssueButton } from '../wizard/resolve-issue-button';
import { BlockedEntryMethods } from './blocked-entry-methods';
import classes from './access-issues.module.css';

export interface AccessIssuesListProps {
  items: readonly TAccessIssueListItem[];
  /** The provider's short name, for the rows whose problem only the provider can resolve. */
  providerShortName: string;
  /** The AgencyEntryMethod page: each row's blocked entry methods instead of its problems. */
  entryMethods: boolean;
}

const occupantsOf = (item: TAccessIssueListItem) =>
  item.occupants.map((occupant) => occupant.name).join(', ') || 'None listed';

/** What blocks entry, each problem with the day it was raised; none listed: a complex problem. */
function Problems({
  item,
  providerShortName,
}: { item: TAccessIssueListItem } & Pick<AccessIssuesListProps, 'providerShortName'>) {
  const { problems } = item.accessIssues;
  if (problems.length === 0) {
    return (
      <Stack gap={2}>
        <Text fz="sm">{ACCESS_ISSUE_MESSAGES.complexProblem}</Text>
        <Text fz="xs" c="dimmed">
          {ACCESS_ISSUE_MESSAGES.contactProviderToResolve(providerShortName)}
        </Text>
      </Stack>
    );
  }
  return (
    <List size="sm" spacing={2} listStyleType="none" className={classes.problems}>
      {problems.map((problem, index) => (
        <List.Item key={`${problem.publicName}-${index}`}>
          {problem.publicName}
          <Text component="span" fz="xs" c="dimmed">
            {' '}
            (raised {formatDate(problem.createdAt)})
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/** The row's problems, or on the AgencyEntryMethod page its blocked entry methods if it has any. */
function Issues({
  item,
  providerShortName,
  entryMethods,
}: { item: TAccessIssueListItem } & Omit<AccessIssuesListProps, 'items'>) {
  return entryMethods && item.blockedEntryMethods.length > 0 ? (
    <BlockedEntryMethods item={item} providerShortName={providerShortName} />
  ) : (
    <Problems item={item} providerShortName={providerShortName} />
  );
}

function Tags({ item }: { item: TAccessIssueListItem }) {
  if (item.tags.length === 0) return <Text fz="sm">—</Text>;
  return (
    <Group gap={4}>
      {/* The dot carries the tone; the words keep full contrast. */}
      {item.tags.map(accessIssueTagAppearance).map(({ color, label }) => (
        <Badge key={label} color={color} variant="dot" size="sm" radius="sm">
          {label}
        </Badge>
      ))}
    </Group>
  );
}

function Actions({ item }: { item: TAccessIssueListItem }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ResolveIssueButton property={item} />
      <ViewProperty item={item} />
    </Group>
  );
}

function ViewProperty({ item }: { item: TAccessIssueListItem }) {
  return (
    <Button
      component={PropertyLink}
      propertyId={item.compliancePropertyId}
      variant="default"
      size="xs"
      aria-label={`View property ${item.addressLine1}`}
    >
      View property
    </Button>
  );
}

/** Wide screens: one row per property. */
export function AccessIssuesTable({ items, ...rest }: AccessIssuesListProps) {
  return (
    <Table
      aria-label="Properties with access issues"
      verticalSpacing="sm"
      horizontalSpacing="xs"
      highlightOnHover
      stickyHeader
      stickyHeaderOffset="var(--app-shell-header-offset, 0rem)"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Address</Table.Th>
          <Table.Th>Occupants</Table.Th>
          <Table.Th>{rest.entryMethods ? 'Blocked entry methods' : 'Access issues'}</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.compliancePropertyId} className={classes.row}>
            <Table.Td className={classes.address}>
              <PropertyAddress property={item} propertyId={item.compliancePropertyId} />
            </Table.Td>
            <Table.Td>
              <Text fz="sm">{occupantsOf(item)}</Text>
            </Table.Td>
            <Table.Td>
              <Issues item={item} {...rest} />
            </Table.Td>
            <Table.Td>
              <Tags item={item} />
            </Table.Td>
            <Table.Td>
              <Actions item={item} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Phones and narrow windows: one card per property. */
export function AccessIssuesCards({ items, ...rest }: AccessIssuesListProps) {
  return (
    <SimpleGrid
      component="ul"
      aria-label="Properties with access issues"
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      className={classes.cards}
    >
      {items.map((item) => (
        <li key={item.compliancePropertyId}>
          <Paper withBorder p="md" radius="md" h="100%">
            <Stack gap="sm" h="100%">
              <div>
                <PropertyAddress property={item} propertyId={item.compliancePropertyId} />
                <Text fz="xs" c="dimmed" mt={4}>
                  Occupants: {occupantsOf(item)}
                </Text>
              </div>
              <Tags item={item} />
              <Issues item={item} {...rest} />
              <Group justify="flex-end" mt="auto">
                <Actions item={item} />
              </Group>
            </Stack>
          </Paper>
        </li>
      ))}
    </SimpleGrid>
  );
}
