import { Badge, Group, Stack, Text } from '@mantine/core';
import {
  emptyListText,
  formatDate,
  HOLD_CANCELLATION_MESSAGES,
  serviceLabels,
  serviceTagLabels,
  type TPropertyView,
} from '@portal/contracts';
import { StatusLabel } from '../../../components/property-status';
import { SectionCard } from './section-card';

export function ServicesSection({ property }: { property: TPropertyView }) {
  return (
    <SectionCard title="Services">
      {property.services.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {emptyListText('services')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {property.services.map((service) => (
            <Stack key={service.serviceId} gap={4} component="li">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600} fz="sm">
                  {serviceLabels[service.shortName]}
                </Text>
                <StatusLabel code={service.status} />
              </Group>
              <Group gap={4}>
                {service.tags.map((tag) => (
                  <Badge key={tag} size="sm" radius="sm" variant="light">
                    {serviceTagLabels[tag]}
                  </Badge>
                ))}
                {service.isPendingCancellation ? (
                  <Badge size="sm" radius="sm" variant="light">
                    {HOLD_CANCELLATION_MESSAGES.pendingCancellation}
                  </Badge>
                ) : null}
                {service.nextDueDate ? (
                  <Text fz="xs" c="dimmed">
                    Next due {formatDate(service.nextDueDate)}
                  </Text>
                ) : null}
                {service.onHoldUntil ? (
                  <Text fz="xs" c="dimmed">
                    On hold until {formatDate(service.onHoldUntil)}
                  </Text>
                ) : null}
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
