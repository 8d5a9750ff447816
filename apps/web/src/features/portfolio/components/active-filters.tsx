import { Button, Group } from '@mantine/core';
import {
  actionFacetLabels,
  complianceFilterLabels,
  serviceExclusivityLabels,
  serviceLabels,
  type TPropertyManager,
} from '@portal/contracts';
import { IconFilterOff, IconX } from '@tabler/icons-react';
import {
  DEFAULT_SERVICE_EXCLUSIVITY,
  hasActiveFilters,
  type PortfolioFilterChange,
  type PortfolioFilters,
} from '../utils/portfolio-params';

export interface ActiveFiltersProps {
  filters: PortfolioFilters;
  propertyManagers: readonly TPropertyManager[] | undefined;
  onChange: (change: PortfolioFilterChange) => void;
  onReset: () => void;
}

interface Chip {
  key: string;
  label: string;
  remove: PortfolioFilterChange;
}

function chipsOf(
  filters: PortfolioFilters,
  propertyManagers: readonly TPropertyManager[] | undefined,
): Chip[] {
  const chips: Chip[] = [];
  if (filters.query !== undefined) {
    chips.push({ key: 'query', label: `“${filters.query}”`, remove: { query: undefined } });
  }
  if (filters.propertyManagerId !== null) {
    const id = filters.propertyManagerId;
    const name = propertyManagers?.find((manager) => manager.id === id)?.name;
    chips.push({
      key: 'property-manager',
      label: name ?? 'Property manager',
      remove: { propertyManagerId: null },
    });
  }
  const mode =
    filters.serviceExclusivity === DEFAULT_SERVICE_EXCLUSIVITY
      ? ''
      : `${serviceExclusivityLabels[filters.serviceExclusivity]}: `;
  for (const code of filters.services) {
    chips.push({
      key: `service-${code}`,
      label: `${mode}${serviceLabels[code]}`,
      remove: { services: filters.services.filter((other) => other !== code) },
    });
  }
  for (const code of filters.complianceFacets) {
    chips.push({
      key: `facet-${code}`,
      label: complianceFilterLabels[code],
      remove: { complianceFacets: filters.complianceFacets.filter((other) => other !== code) },
    });
  }
  for (const code of filters.actionFacets) {
    chips.push({
      key: `facet-${code}`,
      label: actionFacetLabels[code],
      remove: { actionFacets: filters.actionFacets.filter((other) => other !== code) },
    });
  }
  return chips;
}

/** What narrows the list, each removable, and one button to clear them all. */
export function ActiveFilters({
  filters,
  propertyManagers,
  onChange,
  onReset,
}: ActiveFiltersProps) {
  if (!hasActiveFilters(filters)) return null;
  const chips = chipsOf(filters, propertyManagers);
  return (
    <Group gap="xs" aria-label="Active filters" role="group">
      {chips.map((chip) => (
        <Button
          key={chip.key}
          variant="light"
          color="gray"
          c="var(--mantine-color-text)"
          size="compact-sm"
          radius="xl"
          fw={500}
          rightSection={<IconX size={14} aria-hidden />}
          aria-label={`Remove filter ${chip.label}`}
          onClick={() => onChange(chip.remove)}
        >
          {chip.label}
        </Button>
      ))}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconFilterOff size={14} aria-hidden />}
        onClick={onReset}
      >
        Clear all filters
      </Button>
    </Group>
  );
}
