import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  PROPERTY_VIEW_MESSAGES,
  propertyTagLabels,
  type TPropertyTag,
  type TPropertyView,
} from '@portal/contracts';
import { Link } from 'react-router';
import { AlertMessage } from '../../../components/alert-message';
import { LoadError } from '../../../components/load-error';
import { PageLayout, type Crumb } from '../../../components/page-layout';
import { ApiError } from '../../../lib/api-error';
import { appPaths } from '../../../lib/paths';
import { DocumentsPage } from '../documents/documents-page';
import { HistoryPage } from '../history/history-page';
import { propertyPageLabel } from '../page-labels';
import { TenancyPage } from '../tenancy/tenancy-page';
import { TenancySummaryCard } from '../tenancy/tenancy-summary-card';
import { useProperty } from './api/get-property';
import { PropertyActionMenu } from './property-action-menu';
import {
  AppliancesSection,
  ContactsSection,
  InvoicesSection,
  KeysSection,
  NoticesSection,
  PropertyManagerSection,
  PropertySkeleton,
  QuotesSection,
  ServicesSection,
} from './property-sections';

/** The property's sub-pages, as tabs: the overview has no segment. */
const TABS = [
  { page: '', label: 'Overview' },
  { page: 'tenancy', label: 'Tenancy' },
  { page: 'documents', label: 'Documents' },
  { page: 'history', label: 'History' },
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
    default:
      return (
        <AlertMessage variant="warning" title="This page doesn't exist">
          <Text fz="sm">The property has no page of that name.</Text>
        </AlertMessage>
      );
  }
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
  if (property.isPending) {
    return (
      <PageLayout title={pageLabel ?? 'Property'} breadcrumbs={[...crumbs, { label: 'Property' }]}>
        <PropertySkeleton />
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
        <Group
          component="nav"
          aria-label="Property pages"
          gap={4}
          wrap="nowrap"
          style={{
            overflowX: 'auto',
            borderBottom: '1px solid var(--mantine-color-default-border)',
          }}
          pb={4}
        >
          {TABS.map((tab) => {
            const active = tab.page === page;
            return (
              <Button
                key={tab.page}
                component={Link}
                to={
                  tab.page
                    ? appPaths.property.page(data.id, tab.page)
                    : appPaths.property.detail(data.id)
                }
                variant={active ? 'light' : 'subtle'}
                color={active ? undefined : 'gray'}
                aria-current={active ? 'page' : undefined}
                size="sm"
                style={{ flexShrink: 0 }}
              >
                {tab.label}
              </Button>
            );
          })}
        </Group>
        <SubPage page={page} property={data} />
      </Stack>
    </PageLayout>
  );
}
