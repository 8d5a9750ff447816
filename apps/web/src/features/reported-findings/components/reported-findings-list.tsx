import {
  Anchor,
  Badge,
  Group,
  List,
  Paper,
  Popover,
  SimpleGrid,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { formatDate, serviceLabels, type TReportedFindingGroup } from '@portal/contracts';
import type { ReactNode } from 'react';
import { PropertyAddress, PropertyLink } from '../../../components/property-link';
import { reportedFindingTagAppearance } from '../../../components/status-colours';
import { ResolveFindingsButton } from '../wizard/resolve-findings-button';

export interface ReportedFindingsListProps {
  items: readonly TReportedFindingGroup[];
}

const keyOf = (group: TReportedFindingGroup) =>
  `${group.property.compliancePropertyId}-${group.service.serviceId}`;

/** The service date: the findings' original booking date (the earliest), dd/MM/yyyy. */
function serviceDate(group: TReportedFindingGroup): string {
  const dates = group.reportedFindings
    .map((finding) => finding.problemRegister.originalBookingDate)
    .filter((date): date is string => Boolean(date))
    .sort();
  const date = dates[0] ?? group.service.lastStandardBookingDate;
  return date ? formatDate(date) : '—';
}

function Findings({ group }: { group: TReportedFindingGroup }) {
  return (
    <List size="sm" spacing={2} listStyleType="none">
      {group.reportedFindings.map((finding) => (
        <List.Item key={finding.problemRegister.problemRegisterId}>
          {finding.originalProblemItem.title}
          {finding.problemRegister.isUrgent ? (
            <Text component="span" fz="xs" c="red.9">
              {' '}
              (impacts compliance)
            </Text>
          ) : null}
        </List.Item>
      ))}
    </List>
  );
}

/** The quote tags, each opening a note that links to the property (its quotes). */
function Tags({ group, empty = null }: { group: TReportedFindingGroup; empty?: ReactNode }) {
  if (group.tags.length === 0) return empty;
  return (
    <Group gap={4}>
      {group.tags.map((tag) => {
        const { color, label } = reportedFindingTagAppearance(tag);
        return (
          <Popover key={tag} withArrow shadow="md" position="bottom-start">
            <Popover.Target>
              <UnstyledButton aria-label={`${label}: details`}>
                <Badge
                  color={color}
                  variant="dot"
                  size="sm"
                  radius="sm"
                  style={{ cursor: 'pointer' }}
                >
                  {label}
                </Badge>
              </UnstyledButton>
            </Popover.Target>
            <Popover.Dropdown maw={260}>
              <Stack gap={4}>
                <Text fz="sm">{label}</Text>
                <Anchor
                  component={PropertyLink}
                  propertyId={group.property.compliancePropertyId}
                  fz="sm"
                >
                  View the quotes of {group.property.addressLine1}
                </Anchor>
              </Stack>
            </Popover.Dropdown>
          </Popover>
        );
      })}
    </Group>
  );
}

function Resolve({ group }: { group: TReportedFindingGroup }) {
  return (
    <ResolveFindingsButton property={group.property} serviceShortName={group.service.shortName} />
  );
}

/** Wide screens: one row per property and service. */
export function ReportedFindingsTable({ items }: ReportedFindingsListProps) {
  return (
    <Table
      aria-label="Properties with reported findings"
      verticalSpacing="sm"
      horizontalSpacing="xs"
      highlightOnHover
      stickyHeader
      stickyHeaderOffset="var(--app-shell-header-offset, 0rem)"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Address</Table.Th>
          <Table.Th>Service</Table.Th>
          <Table.Th>Service date</Table.Th>
          <Table.Th>Reported findings</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((group) => (
          <Table.Tr key={keyOf(group)}>
            <Table.Td>
              <PropertyAddress
                property={group.property}
                propertyId={group.property.compliancePropertyId}
              />
            </Table.Td>
            <Table.Td>
              <Text fz="sm">{serviceLabels[group.service.shortName]}</Text>
            </Table.Td>
            <Table.Td>
              <Text fz="sm">{serviceDate(group)}</Text>
            </Table.Td>
            <Table.Td>
              <Findings group={group} />
            </Table.Td>
            <Table.Td>
              <Tags group={group} empty={<Text fz="sm">—</Text>} />
            </Table.Td>
            <Table.Td>
              <Resolve group={group} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Phones and narrow windows: one card per property and service. */
export function ReportedFindingsCards({ items }: ReportedFindingsListProps) {
  return (
    <SimpleGrid
      component="ul"
      aria-label="Properties with reported findings"
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {items.map((group) => (
        <li key={keyOf(group)}>
          <Paper withBorder p="md" radius="md" h="100%">
            <Stack gap="sm" h="100%">
              <div>
                <PropertyAddress
                  property={group.property}
                  propertyId={group.property.compliancePropertyId}
                />
                <Text fz="xs" c="dimmed" mt={4}>
                  {serviceLabels[group.service.shortName]} · Service date {serviceDate(group)}
                </Text>
              </div>
              <Tags group={group} />
              <Findings group={group} />
              <Group justify="flex-end" mt="auto">
                <Resolve group={group} />
              </Group>
            </Stack>
          </Paper>
        </li>
      ))}
    </SimpleGrid>
  );
}
