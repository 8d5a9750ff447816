import { Anchor, Text } from '@mantine/core';
import type { TPropertyView } from '@portal/contracts';
import { DetailsList } from '../../../components/details-list';
import { SectionCard } from './section-card';

export function PropertyManagerSection({ property }: { property: TPropertyView }) {
  const manager = property.propertyManager;
  return (
    <SectionCard title="Property manager">
      {manager ? (
        <DetailsList
          items={[
            { label: 'Name', value: manager.name },
            {
              label: 'Email',
              value: manager.email ? (
                <Anchor href={`mailto:${manager.email}`} fz="sm" display="inline-block" py={2}>
                  {manager.email}
                </Anchor>
              ) : null,
            },
          ]}
        />
      ) : (
        <Text fz="sm" c="dimmed">
          No property manager is assigned to this property.
        </Text>
      )}
    </SectionCard>
  );
}
