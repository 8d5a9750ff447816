import { Stack, Text } from '@mantine/core';
import { emptyListText, SERVICES_IN_DISPLAY_ORDER } from '@portal/contracts';
import { usePropertyAppliances } from './api/get-property-lists';
import { QueryBody } from './query-body';
import { SectionCard } from './section-card';

export function AppliancesSection({ propertyId }: { propertyId: number }) {
  const appliances = usePropertyAppliances(propertyId);
  return (
    <SectionCard title="Appliances">
      <QueryBody
        query={appliances}
        label="Loading appliances"
        errorTitle="Appliances could not be loaded"
        isEmpty={(items) => items.length === 0}
        emptyText={emptyListText('appliances')}
      >
        {(items) => (
          <Stack gap="sm">
            {SERVICES_IN_DISPLAY_ORDER.filter((service) =>
              items.some((item) => item.serviceCode === service.code),
            ).map((service) => (
              <Stack key={service.code} gap={2}>
                <Text fw={600} fz="sm">
                  {service.label}
                </Text>
                <Stack gap={0} component="ul" m={0} pl="md">
                  {items
                    .filter((item) => item.serviceCode === service.code)
                    .map((item) => (
                      <Text key={item.id} component="li" fz="sm">
                        {item.name}
                        {item.location ? (
                          <Text component="span" fz="sm" c="dimmed">
                            {` · ${item.location}`}
                          </Text>
                        ) : null}
                      </Text>
                    ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryBody>
    </SectionCard>
  );
}
