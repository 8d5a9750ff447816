import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadError } from '../../../components/load-error';
import { RestrictedPage } from '../../../components/restricted-page';
import { isForbidden } from '../../../lib/api-error';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { useAgencyUsers } from '../api/get-agency-users';
import { AgencyUsers } from '../components/agency-users';
import { InviteUserDialog } from '../components/invite-user-dialog';
import { SettingsPage } from '../components/settings-page';

/** The agency's users: master users only; others get the restricted page without a call. */
export default function ManageUsersPage() {
  const { session } = useSignedIn();
  const isMaster = session.isComplianceAgencyUserMaster;
  const users = useAgencyUsers({ enabled: isMaster });
  const [inviting, invite] = useDisclosure(false);
  if (!isMaster || isForbidden(users.error)) return <RestrictedPage />;
  return (
    <SettingsPage
      title="Manage users"
      description="The people who can sign in to your agency: invite them, set their role, and deactivate those who should no longer sign in."
    >
      <Group justify="flex-end" mb="sm">
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={invite.open}>
          Invite user
        </Button>
      </Group>
      {users.isPending ? (
        <ListSkeleton rows={5} columns={5} label="Loading users" />
      ) : users.isError ? (
        <LoadError
          title="Users could not be loaded"
          error={users.error}
          retrying={users.isFetching}
          onRetry={() => void users.refetch()}
        />
      ) : users.data.users.length + users.data.invitations.length === 0 ? (
        <EmptyState
          title="No users found"
          icon={<IconUsers size={28} stroke={1.5} aria-hidden />}
        />
      ) : (
        <AgencyUsers data={users.data} />
      )}
      <InviteUserDialog opened={inviting} onClose={invite.close} />
    </SettingsPage>
  );
}
