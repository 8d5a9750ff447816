import {
  Anchor,
  Card,
  DataList,
  Group,
  List,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import { formatDate } from '@portal/contracts';
import type { ReactNode } from 'react';
import { usePhoneFormat } from '../lib/phone-format';
import { AlertMessage } from './alert-message';

const NO_CURRENT_TENANCY = 'There is no current tenancy for this property';
const PROPERTY_UNOCCUPIED = 'This property is currently unoccupied';

/** A mobile number as text, or as a contact-number entry. */
type TMobileContact = string | { number: string };

interface TenancySummaryOccupant {
  name: string;
  email?: string | null;
  mobileContacts?: readonly TMobileContact[] | null;
}

/** The spec's tenancy summary; dates are ISO days or timestamps. */
export interface TenancySummary {
  currentTenancy?: {
    startDate?: string | null;
    endDate?: string | null;
    vacateDate?: string | null;
    occupants?: readonly TenancySummaryOccupant[] | null;
  } | null;
  isVacant?: boolean;
  upcomingTenancy?: { startDate?: string | null } | null;
}

export interface TenancySummaryCardProps {
  summary: TenancySummary;
  title?: string;
  /** Buttons such as 'Edit tenancy' or 'Add tenancy'. */
  actions?: ReactNode;
  headingOrder?: TitleOrder;
}

const NOT_SET = 'Not set';

function mobileNumber(contact: TMobileContact): string {
  return typeof contact === 'string' ? contact : contact.number;
}

function Occupant({ occupant }: { occupant: TenancySummaryOccupant }) {
  const formatPhone = usePhoneFormat();
  const mobiles = (occupant.mobileContacts ?? []).map(mobileNumber).filter(Boolean);
  return (
    <Stack gap={2}>
      <Text fw={600} fz="sm">
        {occupant.name}
      </Text>
      {occupant.email ? (
        <Anchor
          href={`mailto:${occupant.email}`}
          fz="sm"
          py={2}
          style={{ overflowWrap: 'anywhere' }}
        >
          {occupant.email}
        </Anchor>
      ) : null}
      {mobiles.map((number) => (
        <Anchor key={number} href={`tel:${number.replace(/\s/g, '')}`} fz="sm" py={2}>
          {formatPhone(number)}
        </Anchor>
      ))}
    </Stack>
  );
}

function TenancyDates({ tenancy }: { tenancy: NonNullable<TenancySummary['currentTenancy']> }) {
  const rows: [string, string | null | undefined][] = [
    ['Start date', tenancy.startDate],
    ['End date', tenancy.endDate],
    ['Vacate date', tenancy.vacateDate],
  ];
  return (
    <DataList labelWidth={110}>
      {rows.map(([label, date]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{formatDate(date) || NOT_SET}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}

/** Current tenancy dates and occupants, with the vacancy and upcoming-tenancy notes. */
export function TenancySummaryCard({
  summary,
  title = 'Tenancy',
  actions,
  headingOrder = 2,
}: TenancySummaryCardProps) {
  const tenancy = summary.currentTenancy;
  const occupants = tenancy?.occupants ?? [];
  const upcoming = formatDate(summary.upcomingTenancy?.startDate);
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={headingOrder} fz="h4">
            {title}
          </Title>
          {actions ? <Group gap="xs">{actions}</Group> : null}
        </Group>
        {tenancy ? null : <AlertMessage>{NO_CURRENT_TENANCY}</AlertMessage>}
        {summary.isVacant ? (
          <AlertMessage variant="warning">{PROPERTY_UNOCCUPIED}</AlertMessage>
        ) : null}
        {tenancy ? <TenancyDates tenancy={tenancy} /> : null}
        {tenancy ? (
          <Stack gap="xs">
            <Text fw={600} fz="sm" c="dimmed">
              Occupants
            </Text>
            {occupants.length > 0 ? (
              <List listStyleType="none" spacing="sm" aria-label="Occupants">
                {occupants.map((occupant, index) => (
                  <List.Item key={`${occupant.name}-${index}`}>
                    <Occupant occupant={occupant} />
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text fz="sm">No occupants listed</Text>
            )}
          </Stack>
        ) : null}
        {upcoming ? (
          <Text fz="sm">
            Upcoming tenancy starts <strong>{upcoming}</strong>
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
