import { Checkbox, Select, Stack } from '@mantine/core';
import {
  complianceFilterLabels,
  INTEGRATED_PORTFOLIO_FACET_CODES,
  serviceLabels,
  type TIntegratedPortfolioFacet,
  type TServiceCode,
  type TServiceProvider,
} from '@portal/contracts';
import { FacetGroup, FilterPopover } from '../../../components/property-filters-menu';
import {
  ALL_PROVIDERS,
  otherServiceOptions,
  type OtherProvidersFilterChange,
  type OtherProvidersFilters as TFilters,
  type ProviderChoice,
} from '../utils/other-providers-params';

export const OTHER_PROVIDERS_LABEL = 'Other service providers';
const ALL_PROVIDERS_LABEL = 'All providers';
/** Until the providers call answers, the provider is named generically. */
const PROVIDER_FALLBACK = 'Our service';

/** The provider's name as the service-providers call gives it. */
function providerName(providers: readonly TServiceProvider[] | undefined): string {
  return (
    providers?.find((provider) => provider.providedBy === 'PROVIDER')?.name ?? PROVIDER_FALLBACK
  );
}

export function providerChoiceLabel(
  choice: ProviderChoice,
  providers: readonly TServiceProvider[] | undefined,
): string {
  if (choice === 'OTHER') return OTHER_PROVIDERS_LABEL;
  if (choice === 'PROVIDER') return providerName(providers);
  return ALL_PROVIDERS_LABEL;
}

const CHOICES: readonly ProviderChoice[] = ['OTHER', 'PROVIDER', ALL_PROVIDERS];

export function ProviderFilter({
  value,
  providers,
  onChange,
}: {
  value: ProviderChoice;
  providers: readonly TServiceProvider[] | undefined;
  onChange: (value: ProviderChoice) => void;
}) {
  return (
    <Select
      label="Provider"
      data={CHOICES.map((choice) => ({
        value: choice,
        label: providerChoiceLabel(choice, providers),
      }))}
      value={value}
      onChange={(next) => {
        const choice = CHOICES.find((option) => option === next);
        if (choice) onChange(choice);
      }}
      allowDeselect={false}
      w={{ base: '100%', sm: 220 }}
    />
  );
}

export interface OtherProvidersFiltersProps {
  filters: TFilters;
  state: string | null | undefined;
  onChange: (change: OtherProvidersFilterChange) => void;
}

/** Services (any of them) and the other providers' stats (ORed). */
export function OtherProvidersFilters({ filters, state, onChange }: OtherProvidersFiltersProps) {
  const services = otherServiceOptions(state);
  return (
    <>
      <FilterPopover label="Services" count={filters.services.length}>
        <Checkbox.Group
          label="Services"
          description="Any of the selected"
          value={filters.services}
          onChange={(values) =>
            onChange({ services: services.filter((code: TServiceCode) => values.includes(code)) })
          }
        >
          <Stack gap={8} mt="xs">
            {services.map((code) => (
              <Checkbox key={code} value={code} label={serviceLabels[code]} />
            ))}
          </Stack>
        </Checkbox.Group>
      </FilterPopover>
      <FilterPopover label="Compliance" count={filters.facets.length}>
        <FacetGroup<TIntegratedPortfolioFacet>
          label="Compliance"
          options={INTEGRATED_PORTFOLIO_FACET_CODES}
          labels={complianceFilterLabels}
          value={filters.facets}
          onChange={(facets) => onChange({ facets })}
        />
      </FilterPopover>
    </>
  );
}
