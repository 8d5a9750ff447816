import { Stack, Text } from '@mantine/core';
import {
  formatDate,
  keyAvailabilityLabels,
  keyPickupText,
  type TPropertyView,
} from '@portal/contracts';
import { DetailsList, DetailsListSkeleton } from '../../../components/details-list';
import { LoadError } from '../../../components/load-error';
import { useKeyPickupLocation } from './api/get-property-lists';
import { SectionCard } from './section-card';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function KeysSection({ property }: { property: TPropertyView }) {
  const pickup = useKeyPickupLocation(property.id);
  const info = property.propertyKeyInformation;
  return (
    <SectionCard title="Key details">
      <DetailsList
        items={[
          { label: 'Agency key available', value: yesNo(property.isKeyAvailable) },
          { label: 'Key number', value: property.keyNumber },
          {
            label: 'Onsite key',
            value: info.onsiteAvailability ? keyAvailabilityLabels[info.onsiteAvailability] : null,
          },
          ...(info.onsiteAvailability === 'TEMPORARY'
            ? [
                {
                  label: 'Temporary key expires',
                  value: formatDate(info.temporaryKeyExpirationDate),
                },
              ]
            : []),
          { label: 'Onsite key notes', value: info.keyOnsiteNotes },
          {
            label: 'Next key pickup',
            value: property.nextKeyPickup
              ? keyPickupText(property.nextKeyPickup)
              : 'None scheduled',
          },
        ]}
      />
      <Text fw={600} fz="sm" mt="xs">
        Key pickup location
      </Text>
      {pickup.isPending ? (
        <DetailsListSkeleton rows={2} label="Loading the key pickup location" />
      ) : pickup.isError ? (
        <LoadError
          title="The key pickup location could not be loaded"
          error={pickup.error}
          onRetry={() => void pickup.refetch()}
          retrying={pickup.isFetching}
        />
      ) : pickup.data ? (
        <Stack gap={2}>
          <Text fz="sm">{pickup.data.name}</Text>
          <Text fz="sm" c="dimmed">
            {pickup.data.fullAddress}
          </Text>
          {pickup.data.instructions ? <Text fz="sm">{pickup.data.instructions}</Text> : null}
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          No key pickup location is set for this property.
        </Text>
      )}
    </SectionCard>
  );
}
