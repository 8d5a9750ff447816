import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  formatDate,
  NON_MANAGED_PROPERTY_MESSAGES as WORDS,
  residentialStatusLabel,
  serviceLabels,
  type TIntegratedProperty,
  type TIntegratedPortfolioService,
} from '@portal/contracts';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { AlertMessage } from '../../../components/alert-message';
import { DetailsList } from '../../../components/details-list';
import { LoadError } from '../../../components/load-error';
import { PageLayout, type Crumb } from '../../../components/page-layout';
import { StatusLabel } from '../../../components/property-status';
import { ApiError } from '../../../lib/api-error';
import { appPaths } from '../../../lib/paths';
import { propertyPageLabel } from '../page-labels';
import { SubPageSkeleton } from '../view/sub-page-skeleton';
import { PageTabs } from '../view/page-tabs';
import { SectionCard } from '../view/section-card';
import { useNonManagedProperty } from './api/get-non-managed-property';
import { ResidentialStatusDialog } from './residential-status-dialog';

// The documents page (its upload queue and dialogs) loads when its tab is opened.
const DocumentsPage = lazy(() =>
  import('../documents/documents-page').then((module) => ({ default: module.DocumentsPage })),
);

/** The page's sub-pages, as tabs: the overview has no segment. */
const TABS = [
  { page: '', label: 'Overview' },
  { page: 'documents', label: 'Documents' },
] as const;

const OTHER_PROVIDERS = appPaths.portfolio({ 'managed-by': 'OTHER' });
const CRUMBS: readonly Crumb[] = [{ label: 'Other service providers', to: OTHER_PROVIDERS }];

const day = (value: string | null) => (value ? formatDate(value) : null);

function ResidentialStatusSection({ property }: { property: TIntegratedProperty }) {
  const [opened, setOpened] = useState(false);
  return (
    <SectionCard title="Residential status">
      <Text fz="sm" data-testid="residential-status">
        {residentialStatusLabel(property)}
      </Text>
      <Button
        variant="default"
        size="sm"
        onClick={() => setOpened(true)}
        style={{ alignSelf: 'flex-start' }}
        aria-haspopup="dialog"
      >
        {WORDS.changeStatusButton}
      </Button>
      <ResidentialStatusDialog
        property={property}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </SectionCard>
  );
}

function ComplianceSection({ property }: { property: TIntegratedProperty }) {
  return (
    <SectionCard title="Compliance">
      <DetailsList
        items={[
          { label: 'Status', value: <StatusLabel code={property.complianceStatus} strong /> },
          { label: 'Provided by', value: property.providerName ?? WORDS.noProvider },
          { label: 'Last service', value: day(property.lastServiceDate) },
          { label: 'Next service due', value: day(property.nextDueDate) },
        ]}
      />
    </SectionCard>
  );
}

function ManagerSection({ property }: { property: TIntegratedProperty }) {
  return (
    <SectionCard title="Property manager">
      <DetailsList
        items={[
          { label: 'Property manager', value: property.propertyManager?.name ?? WORDS.noManager },
          { label: 'Property management software', value: property.softwareName },
        ]}
      />
    </SectionCard>
  );
}

function ServiceRow({ service }: { service: TIntegratedPortfolioService }) {
  const name = serviceLabels[service.shortName];
  return (
    <Paper component="li" withBorder radius="sm" p="sm" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} fz="sm">
            {name}
          </Text>
          <StatusLabel code={service.status} />
        </Group>
        <DetailsList
          items={[
            { label: 'Provided by', value: service.providerName ?? WORDS.noProvider },
            { label: 'Last service', value: day(service.lastServiceDate) },
            { label: 'Next service due', value: day(service.nextDueDate) },
          ]}
        />
      </Stack>
    </Paper>
  );
}

function ServicesSection({ property }: { property: TIntegratedProperty }) {
  return (
    <SectionCard title="Services">
      {property.services.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {WORDS.noServices}
        </Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="sm"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Services"
        >
          {property.services.map((service) => (
            <ServiceRow key={service.shortName} service={service} />
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}

function Overview({ property }: { property: TIntegratedProperty }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <ResidentialStatusSection property={property} />
        <ComplianceSection property={property} />
        <ManagerSection property={property} />
      </SimpleGrid>
      <ServicesSection property={property} />
    </Stack>
  );
}

function SubPage({ page, property }: { page: string; property: TIntegratedProperty }) {
  switch (page) {
    case '':
      return <Overview property={property} />;
    case 'documents':
      return (
        <Suspense fallback={<SubPageSkeleton />}>
          <DocumentsPage
            owner="integrated"
            propertyId={property.agencyPortfolioPropertyId}
            address={`${property.addressLine1}, ${property.addressLine2}`}
          />
        </Suspense>
      );
    default:
      return (
        <AlertMessage variant="warning" title="This page doesn't exist">
          <Text fz="sm">The property has no page of that name.</Text>
        </AlertMessage>
      );
  }
}

/** 'Integrated property not found': a missing id and another agency's read alike. */
export function NonManagedPropertyNotFound() {
  return (
    <PageLayout title={WORDS.notFound} breadcrumbs={[...CRUMBS, { label: 'Property' }]}>
      <Stack gap="md" align="flex-start">
        <Text>
          Check the address you followed, or find the property among your other providers.
        </Text>
        <Button component={Link} to={OTHER_PROVIDERS}>
          Go to other service providers
        </Button>
      </Stack>
    </PageLayout>
  );
}

function PageSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the property">
      <Skeleton height={32} width="40%" maw="16rem" />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {[0, 1, 2].map((card) => (
          <Paper key={card} withBorder radius="md" p="md">
            <Stack gap="md">
              <Skeleton height={16} width="50%" />
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} height={12} width={row % 2 ? '55%' : '80%'} />
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * /non-managed-property/{id} and its pages: a property of the agency's software that another
 * provider services (or nobody), with its residential status and the dialog that changes it.
 */
export function NonManagedPropertyPage({ id, page = '' }: { id: number; page?: string }) {
  const property = useNonManagedProperty(id);
  const pageLabel = page ? propertyPageLabel(page) : null;

  if (property.isError) {
    const error = property.error;
    if (error instanceof ApiError && error.status === 404) return <NonManagedPropertyNotFound />;
    return (
      <PageLayout title="Property" breadcrumbs={[...CRUMBS, { label: 'Property' }]}>
        <LoadError
          title={WORDS.loadError}
          error={error}
          onRetry={() => void property.refetch()}
          retrying={property.isFetching}
        />
      </PageLayout>
    );
  }
  if (property.isPending) {
    return (
      <PageLayout title={pageLabel ?? 'Property'} breadcrumbs={[...CRUMBS, { label: 'Property' }]}>
        <PageSkeleton />
      </PageLayout>
    );
  }

  const data = property.data;
  const crumbs: Crumb[] = [
    ...CRUMBS,
    { label: data.addressLine1, to: appPaths.nonManagedProperty.detail(id) },
  ];
  if (pageLabel) crumbs.push({ label: pageLabel });
  return (
    <PageLayout
      title={data.addressLine1}
      documentTitle={pageLabel ? `${pageLabel} · ${data.addressLine1}` : data.addressLine1}
      breadcrumbs={crumbs}
      description={
        <Stack gap={6} component="span">
          <span>{data.addressLine2}</span>
          <Group gap={6} component="span">
            <Badge
              component="span"
              variant="light"
              color="gray"
              radius="sm"
              leftSection={<IconBuildingCommunity size={12} aria-hidden />}
            >
              Other service provider
            </Badge>
            {data.isResidentialProperty ? null : (
              <Badge component="span" variant="light" color="gray" radius="sm">
                Non-residential
              </Badge>
            )}
          </Group>
        </Stack>
      }
    >
      <Stack gap="md">
        <AlertMessage variant="info">{WORDS.otherProvider}</AlertMessage>
        <PageTabs
          tabs={TABS}
          page={page}
          hrefOf={(tab) =>
            tab ? appPaths.nonManagedProperty.page(id, tab) : appPaths.nonManagedProperty.detail(id)
          }
        />
        <SubPage page={page} property={data} />
      </Stack>
    </PageLayout>
  );
}
