import { Badge, Button, Checkbox, Divider, Popover, Radio, Stack } from '@mantine/core';
import {
  actionFacetLabels,
  complianceFilterLabels,
  SERVICE_EXCLUSIVITY_CODES,
  serviceExclusivityDescriptions,
  serviceExclusivityLabels,
  serviceLabels,
  ZServiceExclusivity,
  type TActionFacet,
  type TComplianceFilter,
  type TServiceCode,
} from '@portal/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  actionFacetOptions,
  complianceFacetOptions,
  serviceOptions,
  type PropertyFilterContext,
  type PropertyFilterChange,
  type PropertyFilters as TFilters,
} from '../lib/property-filters';

export interface PropertyFiltersMenuProps {
  filters: TFilters;
  context: PropertyFilterContext;
  onChange: (change: PropertyFilterChange) => void;
}

/** Keeps the options' order whatever order the boxes were ticked in. */
const inOrder = <T extends string>(options: readonly T[], values: readonly string[]): T[] =>
  options.filter((option) => values.includes(option));

/** A button naming the filter and how many of its values are on, opening its choices. */
export function FilterPopover({
  label,
  count,
  children,
}: {
  label: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Popover position="bottom-start" shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <Button
          variant={count > 0 ? 'light' : 'default'}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={count > 0 ? `${label}, ${count} selected` : label}
        >
          {label}
          {count > 0 ? (
            <Badge size="sm" circle ml={6} aria-hidden>
              {count}
            </Badge>
          ) : null}
        </Button>
      </Popover.Target>
      <Popover.Dropdown miw={240} maw="calc(100vw - 2rem)">
        {children}
      </Popover.Dropdown>
    </Popover>
  );
}

/** The services (in the agency's order) and the match mode of a list's service filter. */
export function ServicesFilter({
  filters,
  context,
  onChange,
}: {
  filters: Pick<TFilters, 'services' | 'serviceExclusivity'>;
  context: PropertyFilterContext;
  onChange: (change: Pick<PropertyFilterChange, 'services' | 'serviceExclusivity'>) => void;
}) {
  const services = serviceOptions(context);
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label="Services"
        value={filters.services}
        onChange={(values) => onChange({ services: inOrder<TServiceCode>(services, values) })}
      >
        <Stack gap={8} mt="xs">
          {services.map((code) => (
            <Checkbox key={code} value={code} label={serviceLabels[code]} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Divider />
      <Radio.Group
        label="Match"
        value={filters.serviceExclusivity}
        onChange={(value) => {
          const parsed = ZServiceExclusivity.safeParse(value);
          if (parsed.success) onChange({ serviceExclusivity: parsed.data });
        }}
      >
        <Stack gap={8} mt="xs">
          {SERVICE_EXCLUSIVITY_CODES.map((code) => (
            <Radio
              key={code}
              value={code}
              label={serviceExclusivityLabels[code]}
              description={serviceExclusivityDescriptions[code]}
            />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}

export function FacetGroup<T extends string>({
  label,
  options,
  labels,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: readonly T[];
  onChange: (values: T[]) => void;
}) {
  return (
    <Checkbox.Group
      label={label}
      description="Any of the selected"
      value={[...value]}
      onChange={(values) => onChange(inOrder(options, values))}
    >
      <Stack gap={8} mt="xs">
        {options.map((code) => (
          <Checkbox key={code} value={code} label={labels[code]} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** The services with their mode, and the two facet groups (each ORs its ticks; groups AND). */
export function PropertyFiltersMenu({ filters, context, onChange }: PropertyFiltersMenuProps) {
  return (
    <>
      <FilterPopover label="Services" count={filters.services.length}>
        <ServicesFilter filters={filters} context={context} onChange={onChange} />
      </FilterPopover>
      <FilterPopover label="Compliance" count={filters.complianceFacets.length}>
        <FacetGroup<TComplianceFilter>
          label="Compliance"
          options={complianceFacetOptions(context)}
          labels={complianceFilterLabels}
          value={filters.complianceFacets}
          onChange={(complianceFacets) => onChange({ complianceFacets })}
        />
      </FilterPopover>
      <FilterPopover label="Actions" count={filters.actionFacets.length}>
        <FacetGroup<TActionFacet>
          label="Actions"
          options={actionFacetOptions(context)}
          labels={actionFacetLabels}
          value={filters.actionFacets}
          onChange={(actionFacets) => onChange({ actionFacets })}
        />
      </FilterPopover>
    </>
  );
}
