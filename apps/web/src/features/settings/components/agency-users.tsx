import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Menu,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  AGENCY_USER_ROLE_LABELS,
  AGENCY_USER_STATE_LABELS,
  USER_MESSAGES,
  formatDate,
  formatTime,
  type TAgencyInvitation,
  type TAgencyUser,
  type TAgencyUserState,
  type TAgencyUsers,
} from '@portal/contracts';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListSummary } from '../../../components/list-summary';
import { STATUS_PALETTE } from '../../../components/status-colours';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { useUpdateAgencyUser } from '../api/manage-users';
import classes from './agency-users.module.css';

/** A person of the list: a member of the agency, or an invitation not yet accepted. */
type Row =
  | { kind: 'user'; key: string; user: TAgencyUser }
  | { kind: 'invitation'; key: string; invitation: TAgencyInvitation };

/** What a row's menu asks to do, confirmed first. */
type Change =
  | { user: TAgencyUser; kind: 'role'; role: TAgencyUser['role'] }
  | { user: TAgencyUser; kind: 'deactivate' | 'reactivate' };

const STATE_COLOURS: Record<TAgencyUserState, string> = {
  active: STATUS_PALETTE.compliant,
  invited: STATUS_PALETTE.pending,
  deactivated: STATUS_PALETTE.overdue,
};

const signedInAt = (at: string | null) => (at ? `${formatDate(at)} ${formatTime(at)}` : 'Never');

function StateBadge({ state }: { state: TAgencyUserState }) {
  // The dot carries the colour; the text keeps full contrast in both schemes.
  return (
    <Badge variant="dot" color={STATE_COLOURS[state]}>
      {AGENCY_USER_STATE_LABELS[state]}
    </Badge>
  );
}

function RoleBadge({ role }: { role: TAgencyUser['role'] }) {
  return role === 'master' ? (
    <Badge variant="filled">{AGENCY_USER_ROLE_LABELS.master}</Badge>
  ) : (
    <Badge variant="default">{AGENCY_USER_ROLE_LABELS.standard}</Badge>
  );
}

function UserBadges({ user }: { user: TAgencyUser }) {
  return (
    <Group gap={6}>
      <StateBadge state={user.state} />
      {user.isDisabled ? (
        <Badge variant="dot" color={STATUS_PALETTE.overdue}>
          Disabled
        </Badge>
      ) : null}
    </Group>
  );
}

/** The row's actions; none on one's own row (nobody demotes or deactivates themselves). */
function UserMenu({ user, onChange }: { user: TAgencyUser; onChange: (change: Change) => void }) {
  if (user.isYou) return null;
  const other = user.role === 'master' ? 'standard' : 'master';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${user.name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onChange({ user, kind: 'role', role: other })}>
          Make {AGENCY_USER_ROLE_LABELS[other].toLowerCase()}
        </Menu.Item>
        {user.state === 'active' ? (
          <Menu.Item color="red" onClick={() => onChange({ user, kind: 'deactivate' })}>
            Deactivate
          </Menu.Item>
        ) : (
          <Menu.Item onClick={() => onChange({ user, kind: 'reactivate' })}>Reactivate</Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function NameCell({ row }: { row: Row }) {
  if (row.kind === 'invitation') {
    return (
      <Text fz="sm" fw={600} className={classes.email}>
        {row.invitation.email}
      </Text>
    );
  }
  const { user } = row;
  return (
    <>
      <Text fz="sm" fw={600}>
        {user.name}
        {user.isYou ? (
          <Text component="span" fz="xs" c="dimmed" fw={400}>
            {' '}
            (you)
          </Text>
        ) : null}
      </Text>
      <Text fz="xs" c="dimmed">
        {user.username}
        {user.propertyManagerName ? ` · Property manager: ${user.propertyManagerName}` : null}
      </Text>
    </>
  );
}

const invitedLine = (invitation: TAgencyInvitation) =>
  `Invited ${formatDate(invitation.invitedAt)}${
    invitation.invitedByName ? ` by ${invitation.invitedByName}` : ''
  } · link valid until ${formatDate(invitation.expiresAt)}`;

function UsersTable({ rows, onChange }: { rows: Row[]; onChange: (change: Change) => void }) {
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>Role</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th>Last sign-in</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) =>
          row.kind === 'user' ? (
            <Table.Tr key={row.key}>
              <Table.Td>
                <NameCell row={row} />
              </Table.Td>
              <Table.Td className={classes.email}>{row.user.email ?? '—'}</Table.Td>
              <Table.Td>
                <RoleBadge role={row.user.role} />
              </Table.Td>
              <Table.Td>
                <UserBadges user={row.user} />
              </Table.Td>
              <Table.Td>{signedInAt(row.user.lastSignInAt)}</Table.Td>
              <Table.Td>
                <UserMenu user={row.user} onChange={onChange} />
              </Table.Td>
            </Table.Tr>
          ) : (
            <Table.Tr key={row.key}>
              <Table.Td>
                <NameCell row={row} />
                <Text fz="xs" c="dimmed">
                  {invitedLine(row.invitation)}
                </Text>
              </Table.Td>
              <Table.Td className={classes.email}>{row.invitation.email}</Table.Td>
              <Table.Td>
                <RoleBadge role={row.invitation.role} />
              </Table.Td>
              <Table.Td>
                <StateBadge state="invited" />
              </Table.Td>
              <Table.Td>—</Table.Td>
              <Table.Td />
            </Table.Tr>
          ),
        )}
      </Table.Tbody>
    </Table>
  );
}

/** Phones: one card per person instead of a table that would scroll sideways. */
function UsersList({ rows, onChange }: { rows: Row[]; onChange: (change: Change) => void }) {
  return (
    <Stack component="ul" gap={0} className={classes.list} aria-label="Users">
      {rows.map((row) => (
        <Stack component="li" key={row.key} gap={4} className={classes.item}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Box miw={0}>
              <NameCell row={row} />
            </Box>
            {row.kind === 'user' ? <UserMenu user={row.user} onChange={onChange} /> : null}
          </Group>
          {row.kind === 'user' ? (
            <>
              {row.user.email ? (
                <Text fz="sm" className={classes.email}>
                  {row.user.email}
                </Text>
              ) : null}
              <Group gap={6}>
                <RoleBadge role={row.user.role} />
                <UserBadges user={row.user} />
              </Group>
              <Text fz="xs" c="dimmed">
                Last sign-in: {signedInAt(row.user.lastSignInAt)}
              </Text>
            </>
          ) : (
            <>
              <Group gap={6}>
                <RoleBadge role={row.invitation.role} />
                <StateBadge state="invited" />
              </Group>
              <Text fz="xs" c="dimmed">
                {invitedLine(row.invitation)}
              </Text>
            </>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** The question and the answer of each change, in words. */
function describe(change: Change) {
  const { name } = change.user;
  switch (change.kind) {
    case 'role':
      return {
        title: `Make ${name} a ${AGENCY_USER_ROLE_LABELS[change.role].toLowerCase()}?`,
        body:
          change.role === 'master'
            ? `${name} will also manage your agency's users and settings.`
            : `${name} will no longer manage your agency's users and settings.`,
        confirmLabel: 'Change role',
        done: USER_MESSAGES.roleChanged(name, change.role),
        danger: false,
      };
    case 'deactivate':
      return {
        title: `Deactivate ${name}?`,
        body: `${name} is signed out at once and can no longer sign in to your agency. You can reactivate them later.`,
        confirmLabel: 'Deactivate',
        done: USER_MESSAGES.deactivated(name),
        danger: true,
      };
    case 'reactivate':
      return {
        title: `Reactivate ${name}?`,
        body: `${name} can sign in to your agency again, with the role they had.`,
        confirmLabel: 'Reactivate',
        done: USER_MESSAGES.reactivated(name),
        danger: false,
      };
  }
}

/** The agency's users and pending invitations: a table from sm, cards below it. */
export function AgencyUsers({ data }: { data: TAgencyUsers }) {
  const [change, setChange] = useState<Change | null>(null);
  const update = useUpdateAgencyUser();
  const rows: Row[] = [
    ...data.users.map((user): Row => ({ kind: 'user', key: `user-${user.userId}`, user })),
    ...data.invitations.map((invitation): Row => ({
      kind: 'invitation',
      key: `invitation-${invitation.invitationId}`,
      invitation,
    })),
  ];
  const question = change ? describe(change) : null;
  const confirm = () => {
    if (!change || !question) return;
    const body =
      change.kind === 'role' ? { role: change.role } : { active: change.kind === 'reactivate' };
    update.mutate(
      { userId: change.user.userId, ...body },
      {
        onSuccess: () => {
          showSuccessToast(question.done);
          setChange(null);
        },
        onError: (error) => {
          showErrorToast(USER_MESSAGES.changeFailed, error);
          setChange(null);
        },
      },
    );
  };

  return (
    <>
      <ListSummary
        shown={rows.length}
        total={rows.length}
        singular="person"
        plural="people"
        mb="sm"
      />
      <Box visibleFrom="sm">
        <UsersTable rows={rows} onChange={setChange} />
      </Box>
      <Box hiddenFrom="sm">
        <UsersList rows={rows} onChange={setChange} />
      </Box>
      <ConfirmDialog
        opened={change !== null}
        onClose={() => setChange(null)}
        onConfirm={confirm}
        title={question?.title}
        confirmLabel={question?.confirmLabel}
        danger={question?.danger}
        loading={update.isPending}
      >
        {question?.body}
      </ConfirmDialog>
    </>
  );
}
