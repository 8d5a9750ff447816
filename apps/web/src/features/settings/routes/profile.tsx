import {
  AGENCY_USER_ROLE_LABELS,
  formatDate,
  formatNumber,
  formatPhone,
  formatTime,
} from '@portal/contracts';
import { DetailsList, DetailsListSkeleton } from '../../../components/details-list';
import { LoadError } from '../../../components/load-error';
import { RestrictedPage } from '../../../components/restricted-page';
import { isForbidden } from '../../../lib/api-error';
import { useProfile } from '../api/get-profile';
import { SettingsPage } from '../components/settings-page';

export default function ProfilePage() {
  const profile = useProfile();
  if (isForbidden(profile.error)) return <RestrictedPage />;
  return (
    <SettingsPage
      title="Profile and security"
      description="Your details as the compliance system holds them."
    >
      {profile.isPending ? (
        <DetailsListSkeleton label="Loading your profile" />
      ) : profile.isError ? (
        <LoadError
          title="Your profile could not be loaded"
          error={profile.error}
          retrying={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <DetailsList
          items={[
            { label: 'Name', value: profile.data.name },
            { label: 'Username', value: profile.data.username },
            { label: 'Email', value: profile.data.email },
            { label: 'Phone', value: formatPhone(profile.data.phone) },
            {
              label: 'Role',
              value: profile.data.isMaster
                ? AGENCY_USER_ROLE_LABELS.master
                : AGENCY_USER_ROLE_LABELS.standard,
            },
            { label: 'Portfolios', value: formatNumber(profile.data.agencyCount) },
            {
              label: 'Last signed in',
              value: profile.data.lastSignInAt
                ? `${formatDate(profile.data.lastSignInAt)} ${formatTime(profile.data.lastSignInAt)}`
                : null,
            },
          ]}
        />
      )}
    </SettingsPage>
  );
}
