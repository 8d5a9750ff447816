import {
  entryMethodLabels,
  entryPreferenceLabels,
  formatDate,
  isExperimentOn,
} from '@portal/contracts';
import { ErrorPage } from '../../../components/error-page';
import { DetailsList, DetailsListSkeleton } from '../../../components/details-list';
import { LoadError } from '../../../components/load-error';
import { RestrictedPage } from '../../../components/restricted-page';
import { isForbidden } from '../../../lib/api-error';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { useAgencyEntryPreferences } from '../api/get-agency-entry-preferences';
import { SettingsPage } from '../components/settings-page';

/**
 * /settings/entry-method-preferences: the agency's default entry method preferences, read-only;
 * without the AgencyEntryMethod experiment, the spec's error page (as analytics without its own).
 */
export default function EntryMethodPreferencesRoute() {
  const { experiments } = useSignedIn();
  if (!isExperimentOn(experiments, 'AgencyEntryMethod')) return <ErrorPage />;
  return <EntryMethodPreferencesPage />;
}

function EntryMethodPreferencesPage() {
  const defaults = useAgencyEntryPreferences();
  if (isForbidden(defaults.error)) return <RestrictedPage />;
  return (
    <SettingsPage
      title="Entry method preferences"
      description="Your agency's defaults: a property follows them for each entry method it has no preference of its own for. Change a property's preferences on its Entry preferences page."
    >
      {defaults.isPending ? (
        <DetailsListSkeleton label="Loading the entry method preferences" />
      ) : defaults.isError ? (
        <LoadError
          title="The entry method preferences could not be loaded"
          error={defaults.error}
          retrying={defaults.isFetching}
          onRetry={() => void defaults.refetch()}
        />
      ) : (
        <DetailsList
          items={defaults.data.map((row) => ({
            label: entryMethodLabels[row.entryMethod],
            value:
              (row.preference ? entryPreferenceLabels[row.preference] : 'Not set') +
              (row.comments ? ` (${row.comments})` : '') +
              (row.updatedAt ? ` · since ${formatDate(row.updatedAt)}` : ''),
          }))}
        />
      )}
    </SettingsPage>
  );
}
