import { Skeleton, Stack } from '@mantine/core';
import { LoadError } from '../../../components/load-error';
import { RestrictedPage } from '../../../components/restricted-page';
import { isForbidden } from '../../../lib/api-error';
import { usePropertyManagers } from '../../../lib/property-managers';
import { CalendarFeedSection } from '../../calendar';
import { useUserSettings } from '../api/get-user-settings';
import { SettingsPage } from '../components/settings-page';
import { PreferencesForm } from '../forms/preferences-form';

function PreferencesSkeleton() {
  return (
    <Stack
      gap="lg"
      maw="36rem"
      role="status"
      aria-busy="true"
      aria-label="Loading your preferences"
    >
      <Skeleton height={12} width="12rem" />
      <Skeleton height={36} />
      <Skeleton height={20} width="16rem" />
      <Skeleton height={36} width="5rem" />
    </Stack>
  );
}

export default function PreferencesPage() {
  const settings = useUserSettings();
  const managers = usePropertyManagers();
  const error = settings.error ?? managers.error;
  if (isForbidden(error)) return <RestrictedPage />;
  return (
    <SettingsPage title="My preferences" description="How the portal opens for you in this agency.">
      {settings.isPending || managers.isPending ? (
        <PreferencesSkeleton />
      ) : settings.isError || managers.isError ? (
        <LoadError
          title="Your preferences could not be loaded"
          error={error}
          retrying={settings.isFetching || managers.isFetching}
          onRetry={() => {
            if (settings.isError) void settings.refetch();
            if (managers.isError) void managers.refetch();
          }}
        />
      ) : (
        <PreferencesForm settings={settings.data} propertyManagers={managers.data} />
      )}
      <CalendarFeedSection />
    </SettingsPage>
  );
}
