import {
  actionFacetLabels,
  complianceFilterLabels,
  serviceFilterLabel,
  serviceLabels,
  type TPropertyManager,
} from '@portal/contracts';
import {
  hasActiveFilters,
  type PropertyFilterChange,
  type PropertyFilters,
} from '../lib/property-filters';
import { FilterChips } from './filter-chips';

export interface ActiveFiltersProps {
  filters: PropertyFilters;
  propertyManagers: readonly TPropertyManager[] | undefined;
  onChange: (change: PropertyFilterChange) => void;
  onReset: () => void;
}

/** A chip per filter narrowing the list, each with the change that removes it. */
export function propertyFilterChips(
  filters: PropertyFilters,
  propertyManagers: readonly TPropertyManager[] | undefined,
): { key: string; label: string; remove: PropertyFilterChange }[] {
  const chips: { key: string; label: string; remove: PropertyFilterChange }[] = [];
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
  for (const code of filters.services) {
    chips.push({
      key: `service-${code}`,
      label: serviceFilterLabel(filters.serviceExclusivity, serviceLabels[code]),
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

/** What narrows the property list, each removable, and one button to clear them all. */
export function ActiveFilters({
  filters,
  propertyManagers,
  onChange,
  onReset,
}: ActiveFiltersProps) {
  if (!hasActiveFilters(filters)) return null;
  const chips = propertyFilterChips(filters, propertyManagers).map((chip) => ({
    key: chip.key,
    label: chip.label,
    onRemove: () => onChange(chip.remove),
  }));
  return <FilterChips chips={chips} onReset={onReset} />;
}
