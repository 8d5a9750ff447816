import { Anchor, Card, Skeleton, Stack } from '@mantine/core';
import type { TPropertyTenancy } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import {
  TenancySummaryCard as SummaryCard,
  type TenancySummary,
} from '../../../components/tenancy-summary-card';
import { appPaths } from '../../../lib/paths';
import { phoneFormatQueryOptions } from '../../../lib/phone-format';
import { usePropertyTenancy } from './api/get-tenancy';

/** The spec's tenancy summary of a property's tenancy answer (mobiles only). */
function toSummary(data: TPropertyTenancy): TenancySummary {
  const current = data.currentTenancy;
  return {
    currentTenancy: current
      ? {
          startDate: current.startedAt,
          endDate: current.endedAt,
          vacateDate: current.vacatingAt,
          occupants: current.occupants.map((occupant) => ({
            name: occupant.name,
            email: occupant.email,
            mobileContacts: occupant.contactNumbers
              .filter((entry) => entry.type === 'MOBILE' && !entry.doNotContactReasonCode)
              .map((entry) => entry.number),
          })),
        }
      : null,
    isVacant: data.isVacant,
    upcomingTenancy: data.upcomingTenancy ? { startDate: data.upcomingTenancy.startedAt } : null,
  };
}

/** The tenancy summary on the property overview, with a link to the tenancy page. */
export function TenancySummaryCard({ propertyId }: { propertyId: number }) {
  const query = usePropertyTenancy(propertyId);
  // Drawn once the numbers can be shown formatted (the overview waits for it too).
  const phoneFormat = useQuery(phoneFormatQueryOptions());
  if (query.isPending || phoneFormat.isPending) {
    return (
      <Card withBorder padding="md" aria-busy="true" aria-label="Loading the tenancy">
        <Stack gap="sm">
          <Skeleton height={20} width="30%" />
          <Skeleton height={12} width="60%" />
          <Skeleton height={12} width="50%" />
        </Stack>
      </Card>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="The tenancy could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <SummaryCard
      summary={toSummary(query.data)}
      actions={
        <Anchor component={Link} to={appPaths.property.page(propertyId, 'tenancy')} fz="sm">
          View tenancy
        </Anchor>
      }
    />
  );
}
