import { Chip, Group, Stack } from '@mantine/core';
import {
  formatNumber,
  isExperimentOn,
  REPORTED_FINDING_FACETS,
  REPORTED_FINDING_MESSAGES as M,
  reportedFindingFacetLabels,
  type TReportedFindingFacet,
} from '@portal/contracts';
import { useSearchParams } from 'react-router';
import { ActiveFilters } from '../../../components/active-filters';
import { ErrorPage } from '../../../components/error-page';
import { ListSearch } from '../../../components/list-search';
import { ListSummary } from '../../../components/list-summary';
import { PageLayout } from '../../../components/page-layout';
import { PagedList } from '../../../components/paged-list';
import { PropertyManagerFilter } from '../../../components/property-manager-filter';
import { appPaths } from '../../../lib/paths';
import { hasActiveFilters, PROPERTY_FILTER_PARAMS } from '../../../lib/property-filters';
import { usePropertyManagers } from '../../../lib/property-managers';
import { getParams } from '../../../lib/search-params';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { usePropertyFilters } from '../../../lib/use-property-filters';
import { REPORTED_FINDINGS_PAGE_SIZE, useReportedFindings } from '../api/reported-findings-api';
import { ReportedFindingsCards, ReportedFindingsTable } from '../components/reported-findings-list';
import { ResolveFindingsHost } from '../wizard/resolve-findings-button';

const TITLE = 'Reported findings';

/** The list's facets as the URL states them (the dashboard's link sets ComplianceIssues). */
function facetsOf(params: URLSearchParams): TReportedFindingFacet[] {
  const values = new Set(getParams(params, PROPERTY_FILTER_PARAMS.facet));
  return REPORTED_FINDING_FACETS.filter((facet) => values.has(facet));
}

/** 'n reported finding(s)'. */
const countOf = (total: number) => `${formatNumber(total)} ${total === 1 ? M.entity : M.entities}`;

function ReportedFindingsList() {
  const { filters, change, setPage, reset } = usePropertyFilters();
  const [searchParams, setSearchParams] = useSearchParams();
  const facets = facetsOf(searchParams);
  // The facets are this list's own; the portfolio's are neither sent nor shown.
  const own = { ...filters, complianceFacets: [], actionFacets: [] };
  const managers = usePropertyManagers();
  const list = useReportedFindings({
    page: filters.page,
    query: filters.query,
    facets,
    services: filters.services,
    serviceExclusivity: filters.serviceExclusivity,
    propertyManagerId: filters.propertyManagerId,
  });
  const setFacets = (next: string[]) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete(PROPERTY_FILTER_PARAMS.facet);
        params.delete(PROPERTY_FILTER_PARAMS.page);
        for (const facet of REPORTED_FINDING_FACETS) {
          if (next.includes(facet)) params.append(PROPERTY_FILTER_PARAMS.facet, facet);
        }
        return params;
      },
      { flushSync: true },
    );
  const total = list.data && !list.isPlaceholderData ? list.data.total : undefined;

  return (
    <PageLayout
      title={total === undefined ? TITLE : countOf(total)}
      documentTitle={TITLE}
      breadcrumbs={[{ label: 'Home', to: appPaths.home() }, { label: TITLE }]}
      description="Problems found during a service: resolve them by a quote, a third party, or by informing the provider."
      controls={
        <>
          <ListSearch
            value={filters.query}
            onSearch={(next) => change({ query: next })}
            placeholder="Search reported findings"
          />
          <PropertyManagerFilter
            value={filters.propertyManagerId}
            onChange={(propertyManagerId) => change({ propertyManagerId })}
            managers={managers.data}
            loading={managers.isPending}
          />
          <Chip.Group multiple value={facets} onChange={setFacets}>
            <Group gap="xs" role="group" aria-label="Compliance">
              {REPORTED_FINDING_FACETS.map((facet) => (
                <Chip key={facet} value={facet} size="sm">
                  {reportedFindingFacetLabels[facet]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </>
      }
    >
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm" mih={28}>
          {list.data && list.data.items.length > 0 ? (
            <ListSummary
              shown={list.data.items.length}
              total={list.data.total}
              from={(filters.page - 1) * REPORTED_FINDINGS_PAGE_SIZE + 1}
              singular={M.entity}
              plural={M.entities}
            />
          ) : null}
          <ActiveFilters
            filters={own}
            propertyManagers={managers.data}
            onChange={change}
            onReset={reset}
          />
        </Group>
        <ResolveFindingsHost>
          <PagedList
            list={list}
            page={filters.page}
            pageSize={REPORTED_FINDINGS_PAGE_SIZE}
            setPage={setPage}
            errorTitle="Reported findings could not be loaded"
            loadingLabel="Loading reported findings"
            skeleton={{ columns: 6, lines: 2 }}
            plural={M.entities}
            filtered={hasActiveFilters(own) || facets.length > 0}
            onClearFilters={reset}
            pagesLabel="Reported findings pages"
            table={(items) => <ReportedFindingsTable items={items} />}
            cards={(items) => <ReportedFindingsCards items={items} />}
          />
        </ResolveFindingsHost>
      </Stack>
    </PageLayout>
  );
}

/**
 * /action-required/reported-findings (ProblemRegister only; otherwise the error page): one row
 * per property and service with open findings, those impacting compliance first. The search,
 * the facets, the services and the property manager live in the URL; each row's Resolve opens
 * the resolution wizard.
 */
export default function ReportedFindingsPage() {
  const { experiments } = useSignedIn();
  if (!isExperimentOn(experiments, 'ProblemRegister')) return <ErrorPage />;
  return <ReportedFindingsList />;
}
