import { IconUsers } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadError } from '../../../components/load-error';
import { RestrictedPage } from '../../../components/restricted-page';
import { isForbidden } from '../../../lib/api-error';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { useAgencyUsers } from '../api/get-agency-users';
import { AgencyUsers } from '../components/agency-users';
import { SettingsPage } from '../components/settings-page';

/** The agency's users: master users only; others get the restricted page without a call. */
export default function ManageUsersPage() {
  const { session } = useSignedIn();
  const isMaster = session.isComplianceAgencyUserMaster;
  const users = useAgencyUsers({ enabled: isMaster });
  if (!isMaster || isForbidden(users.error)) return <RestrictedPage />;
  return (
    <SettingsPage title="Manage users" description="The people who can sign in to your agency.">
      {users.isPending ? (
        <ListSkeleton rows={5} columns={4} label="Loading users" />
      ) : users.isError ? (
        <LoadError
          title="Users could not be loaded"
          error={users.error}
          retrying={users.isFetching}
          onRetry={() => void users.refetch()}
        />
      ) : users.data.length === 0 ? (
        <EmptyState
          title="No users found"
          icon={<IconUsers size={28} stroke={1.5} aria-hidden />}
        />
      ) : (
        <AgencyUsers users={users.data} />
      )}
    </SettingsPage>
  );
}
