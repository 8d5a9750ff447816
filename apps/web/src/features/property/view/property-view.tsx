import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import {
  PROPERTY_VIEW_MESSAGES,
  propertyTagLabels,
  type TPropertyTag,
  type TPropertyView,
} from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { AlertMessage } from '../../../components/alert-message';
import { LoadError } from '../../../components/load-error';
import { PageLayout, type Crumb } from '../../../components/page-layout';
import { ApiError } from '../../../lib/api-error';
import { appPaths } from '../../../lib/paths';
import { propertyPageLabel } from '../page-labels';
import { TenancySummaryCard } from '../tenancy/tenancy-summary-card';
import { overviewQueryOptions } from './api/get-property-lists';
import { useProperty } from './api/get-property';
import { PageTabs } from './page-tabs';
import { PropertyActionMenu } from './property-action-menu';
import { SubPageSkeleton } from './sub-page-skeleton';
import { AppliancesSection } from './appliances-section';
import { InvoicesSection, QuotesSection } from './billing-sections';
import { ContactsSection } from './contacts-section';
import { KeysSection } from './keys-section';
import { NoticesSection } from './notices-section';
import { PropertyManagerSection } from './property-manager-section';
import { PropertyHeadingSkeleton, PropertySkeleton } from './property-skeleton';
import { ServicesSection } from './services-section';

// The tabs beyond the overview (the tenancy wizard, the history's filters) load when opened.
const TenancyPage = lazy(() =>
  import('../tenancy/tenancy-page').then((module) => ({ default: module.TenancyPage })),
);
const DocumentsPage = lazy(() =>
  import('../documents/documents-page').then((module) => ({ default: module.DocumentsPage })),
);
const HistoryPage = lazy(() =>
  import('../history/history-page').then((module) => ({ default: module.HistoryPage })),
);
const EntryPreferencesPage = lazy(() =>
  import('../entry-preferences/entry-preferences-page').then((module) => ({
    default: module.EntryPreferencesPage,
  })),
);

/** The property's sub-pages, as tabs: the overview has no segment. */
const TABS = [
  { page: '', label: 'Overview' },
  { page: 'tenancy', label: 'Tenancy' },
  { page: 'documents', label: 'Documents' },
  { page: 'history', label: 'History' },
  { page: 'entry-preferences', label: 'Entry preferences' },
] as const;

const TAG_COLOURS: Record<TPropertyTag, string> = {
  Integrated: 'blue',
  Vacant: 'gray',
  Cancelled: 'red',
};

function PropertyTags({ tags }: { tags: readonly TPropertyTag[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={6} aria-label="Property tags" role="list">
      {tags.map((tag) => (
        <Badge key={tag} role="listitem" color={TAG_COLOURS[tag]} variant="light" radius="sm">
          {propertyTagLabels[tag]}
        </Badge>
      ))}
    </Group>
  );
}

function Overview({ property }: { property: TPropertyView }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ServicesSection property={property} />
        <TenancySummaryCard propertyId={property.id} />
        <PropertyManagerSection property={property} />
        <KeysSection property={property} />
        <NoticesSection propertyId={property.id} />
        <AppliancesSection propertyId={property.id} />
      </SimpleGrid>
      <ContactsSection propertyId={property.id} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <InvoicesSection propertyId={property.id} />
        <QuotesSection propertyId={property.id} />
      </SimpleGrid>
    </Stack>
  );
}

function SubPage({ page, property }: { page: string; property: TPropertyView }) {
  switch (page) {
    case '':
      return <Overview property={property} />;
    case 'tenancy':
      return <TenancyPage propertyId={property.id} />;
    case 'documents':
      return <DocumentsPage owner="managed" propertyId={property.id} address={property.address} />;
    case 'history':
      return <HistoryPage propertyId={property.id} />;
    case 'entry-preferences':
      return <EntryPreferencesPage propertyId={property.id} />;
    default:
      return (
        <AlertMessage variant="warning" title="This page doesn't exist">
          <Text fz="sm">The property has no page of that name.</Text>
        </AlertMessage>
      );
  }
}

/** The property's tabs: links, drawn from its id alone, so they stand while it loads. */
function PropertyTabs({ propertyId, page }: { propertyId: number; page: string }) {
  return (
    <PageTabs
      tabs={TABS}
      page={page}
      hrefOf={(tab) =>
        tab ? appPaths.property.page(propertyId, tab) : appPaths.property.detail(propertyId)
      }
    />
  );
}

/** 'Property not found' (404) or 'You do not have access to this property' (403). */
export function PropertyUnavailable({ message }: { message: string }) {
  return (
    <PageLayout
      title={message}
      breadcrumbs={[{ label: 'Portfolio', to: appPaths.portfolio() }, { label: 'Property' }]}
    >
      <Stack gap="md" align="flex-start">
        <Text>Check the address you followed, or find the property in your portfolio.</Text>
        <Button component={Link} to={appPaths.portfolio()}>
          Go to your portfolio
        </Button>
      </Stack>
    </PageLayout>
  );
}

/** The property page: header, tags, banners, action menu, tabs and the chosen sub-page. */
export function PropertyViewPage({ propertyId, page = '' }: { propertyId: number; page?: string }) {
  const property = useProperty(propertyId);
  // The overview's own data is asked for with the property, and the overview drawn when all of
  // it is in (each section shows its own error): one paint, nothing moving under the reader.
  const overviewPending = useQueries({
    queries: page === '' ? overviewQueryOptions(propertyId) : [],
    combine: (results) => results.some((result) => result.isPending),
  });
  const crumbs: Crumb[] = [{ label: 'Portfolio', to: appPaths.portfolio() }];
  const pageLabel = page ? propertyPageLabel(page) : null;

  if (property.isError) {
    const error = property.error;
    if (error instanceof ApiError && error.status === 404)
      return <PropertyUnavailable message={PROPERTY_VIEW_MESSAGES.notFound} />;
    if (error instanceof ApiError && error.status === 403)
      return <PropertyUnavailable message={PROPERTY_VIEW_MESSAGES.noAccess} />;
    return (
      <PageLayout title="Property" breadcrumbs={[...crumbs, { label: 'Property' }]}>
        <LoadError
          title="The property could not be loaded"
          error={error}
          onRetry={() => void property.refetch()}
          retrying={property.isFetching}
        />
      </PageLayout>
    );
  }
  if (property.isPending || overviewPending) {
    return (
      <PageLayout
        title={pageLabel ?? 'Property'}
        breadcrumbs={[...crumbs, { label: 'Property' }]}
        description={<PropertyHeadingSkeleton />}
        aside={<Skeleton height={36} width={150} radius="sm" />}
      >
        <Stack gap="md">
          <PropertyTabs propertyId={propertyId} page={page} />
          {page === '' ? <PropertySkeleton /> : <SubPageSkeleton />}
        </Stack>
      </PageLayout>
    );
  }

  const data = property.data;
  crumbs.push({ label: data.addressLine1, to: appPaths.property.detail(data.id) });
  if (pageLabel) crumbs.push({ label: pageLabel });
  const cancelled = data.tags.includes('Cancelled');
  const integrated = data.tags.includes('Integrated');
  return (
    <PageLayout
      title={data.addressLine1}
      documentTitle={pageLabel ? `${pageLabel} · ${data.addressLine1}` : data.addressLine1}
      breadcrumbs={crumbs}
      description={
        <Stack gap={6} component="span">
          <span>{data.addressLine2}</span>
          <PropertyTags tags={data.tags} />
        </Stack>
      }
      aside={<PropertyActionMenu property={data} />}
    >
      <Stack gap="md">
        {cancelled ? (
          <AlertMessage variant="warning">{PROPERTY_VIEW_MESSAGES.cancelled}</AlertMessage>
        ) : null}
        {integrated && !cancelled ? (
          <AlertMessage variant="info">{PROPERTY_VIEW_MESSAGES.integrated}</AlertMessage>
        ) : null}
        <PropertyTabs propertyId={data.id} page={page} />
        <Suspense fallback={<SubPageSkeleton />}>
          <SubPage page={page} property={data} />
        </Suspense>
      </Stack>
    </PageLayout>
  );
}
