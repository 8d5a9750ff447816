import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { SERVICE_ICONS } from '../../../components/service-icon-tiles';
import { PropertyAddress } from '../../../components/property-link';
import type { PortfolioListProps } from './portfolio-table';
import { ComplianceSummary, serviceOf, ServiceStatus } from '../../../components/property-status';
import classes from './portfolio.module.css';

/** Narrow screens: a card per property, its services as lines; the whole card opens it. */
export function PortfolioCards({ items, services }: PortfolioListProps) {
  return (
    <SimpleGrid
      component="ul"
      aria-label="Properties"
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      className={classes.cards}
    >
      {items.map((item) => (
        <li key={item.compliancePropertyId}>
          <Paper withBorder p="md" radius="md" className={classes.card}>
            <Stack gap="sm">
              <div>
                <PropertyAddress property={item} propertyId={item.compliancePropertyId} stretched />
                {item.propertyManager ? (
                  <Text fz="xs" c="dimmed" mt={4}>
                    Property manager: {item.propertyManager.name}
                  </Text>
                ) : null}
              </div>
              <ComplianceSummary item={item} />
              <Stack gap={6} component="dl" m={0}>
                {services
                  .filter((service) => serviceOf(item, service.code))
                  .map((service) => {
                    const Glyph = SERVICE_ICONS[service.code];
                    return (
                      <Group key={service.code} justify="space-between" wrap="nowrap" gap="sm">
                        <Group component="dt" gap={6} wrap="nowrap">
                          <Glyph size={16} stroke={1.7} aria-hidden />
                          <Text component="span" fz="sm" c="dimmed">
                            {service.label}
                          </Text>
                        </Group>
                        <Text component="dd" m={0} ta="right">
                          <ServiceStatus service={serviceOf(item, service.code)} />
                        </Text>
                      </Group>
                    );
                  })}
              </Stack>
            </Stack>
          </Paper>
        </li>
      ))}
    </SimpleGrid>
  );
}
