import { Badge, Box, Group, Stack, Table, Text } from '@mantine/core';
import { AGENCY_USER_ROLE_LABELS, type TAgencyUser } from '@portal/contracts';
import { ListSummary } from '../../../components/list-summary';
import { STATUS_PALETTE } from '../../../components/status-colours';
import classes from './agency-users.module.css';

function RoleBadges({ user }: { user: TAgencyUser }) {
  return (
    <Group gap={6}>
      {user.isMaster ? (
        <Badge variant="filled">{AGENCY_USER_ROLE_LABELS.master}</Badge>
      ) : (
        <Badge variant="default">{AGENCY_USER_ROLE_LABELS.standard}</Badge>
      )}
      {user.isDisabled ? (
        // The dot carries the colour; the text keeps full contrast in both schemes.
        <Badge variant="dot" color={STATUS_PALETTE.overdue}>
          Disabled
        </Badge>
      ) : null}
    </Group>
  );
}

function UsersTable({ users }: { users: readonly TAgencyUser[] }) {
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>Property manager</Table.Th>
          <Table.Th>Role</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr key={user.userId}>
            <Table.Td>
              <Text fz="sm" fw={600}>
                {user.name}
              </Text>
              <Text fz="xs" c="dimmed">
                {user.username}
              </Text>
            </Table.Td>
            <Table.Td className={classes.email}>{user.email ?? '—'}</Table.Td>
            <Table.Td>{user.propertyManagerName ?? '—'}</Table.Td>
            <Table.Td>
              <RoleBadges user={user} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Phones: one card per user instead of a table that would scroll sideways. */
function UsersList({ users }: { users: readonly TAgencyUser[] }) {
  return (
    <Stack component="ul" gap={0} className={classes.list} aria-label="Users">
      {users.map((user) => (
        <Stack component="li" key={user.userId} gap={4} className={classes.item}>
          <Text fz="sm" fw={600}>
            {user.name}{' '}
            <Text component="span" fz="xs" c="dimmed" fw={400}>
              {user.username}
            </Text>
          </Text>
          {user.email ? (
            <Text fz="sm" className={classes.email}>
              {user.email}
            </Text>
          ) : null}
          {user.propertyManagerName ? (
            <Text fz="sm" c="dimmed">
              Property manager: {user.propertyManagerName}
            </Text>
          ) : null}
          <RoleBadges user={user} />
        </Stack>
      ))}
    </Stack>
  );
}

/** The agency's users with their roles: a table from sm, cards below it. */
export function AgencyUsers({ users }: { users: readonly TAgencyUser[] }) {
  return (
    <>
      <ListSummary
        shown={users.length}
        total={users.length}
        singular="user"
        plural="users"
        mb="sm"
      />
      <Box visibleFrom="sm">
        <UsersTable users={users} />
      </Box>
      <Box hiddenFrom="sm">
        <UsersList users={users} />
      </Box>
    </>
  );
}
