import { Button, Stack, Text } from '@mantine/core';
import { isExperimentOn, PROPERTY_VIEW_MESSAGES } from '@portal/contracts';
import { IconExternalLink } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { appPaths, legacyPaths } from '../../../lib/paths';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { legacyUrl } from '../../../lib/session/system-urls';
import { PropertyUnavailable, PropertyViewPage } from '../view/property-view';

/** /property/{id} and /property/{id}/{page}: the property view, behind PropertyDetailsPage. */
export default function PropertyPage() {
  const { propertyId: rawId = '', page } = useParams();
  const { session, experiments } = useSignedIn();
  const propertyId = /^\d{1,10}$/.test(rawId) ? Number(rawId) : NaN;
  if (!Number.isSafeInteger(propertyId) || propertyId <= 0 || propertyId > 2_147_483_647)
    return <PropertyUnavailable message={PROPERTY_VIEW_MESSAGES.notFound} />;
  if (!isExperimentOn(experiments, 'PropertyDetailsPage')) {
    return (
      <PageLayout
        title="Property"
        breadcrumbs={[{ label: 'Portfolio', to: appPaths.portfolio() }, { label: 'Property' }]}
      >
        <Stack gap="md" align="flex-start">
          <Text>{PROPERTY_VIEW_MESSAGES.detailsPageOff}</Text>
          <Button
            component="a"
            href={legacyUrl(session.complianceSystemUrl, legacyPaths.property(propertyId))}
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            View in the compliance system
          </Button>
        </Stack>
      </PageLayout>
    );
  }
  return <PropertyViewPage key={propertyId} propertyId={propertyId} page={page} />;
}
