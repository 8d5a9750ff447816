import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  AGENCY_USER_ROLE_LABELS,
  INVITATION_EXPIRY_DAYS,
  USER_MESSAGES,
  ZInviteUser,
  type TInviteUser,
  type TInviteUserInput,
} from '@portal/contracts';
import { Controller, useForm } from 'react-hook-form';
import { AlertMessage } from '../../../components/alert-message';
import { showSuccessToast } from '../../../components/toast';
import { isApiError } from '../../../lib/api-error';
import { useInviteUser } from '../api/manage-users';

const ROLE_HINTS = {
  standard: 'Uses the portal.',
  master: 'Also manages the agency’s users and settings.',
} as const;

/**
 * 'Invite user': an email address and a role. The server emails the invitation; an address of a
 * user of the agency (409) is said under the field, anything else above the buttons.
 */
export function InviteUserDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const invite = useInviteUser();
  const form = useForm<TInviteUserInput, unknown, TInviteUser>({
    resolver: zodResolver(ZInviteUser),
    defaultValues: { email: '', role: 'standard' },
  });
  const close = () => {
    if (invite.isPending) return;
    form.reset();
    invite.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (invitation) => {
        showSuccessToast(USER_MESSAGES.invited(invitation.email));
        form.reset();
        invite.reset();
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          form.setError('email', { type: 'server', message: error.message });
        }
      },
    }),
  );
  const error = invite.error;
  const showAlert = error && !(isApiError(error) && error.status === 409);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Invite user"
      closeOnEscape={!invite.isPending}
      closeOnClickOutside={!invite.isPending}
      closeButtonProps={{ 'aria-label': 'Close', disabled: invite.isPending }}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            We will email them a link to choose how they sign in. The link works once, for{' '}
            {INVITATION_EXPIRY_DAYS} days.
          </Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            required
            data-autofocus
            {...form.register('email')}
            error={form.formState.errors.email?.message}
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Radio.Group label="Role" value={field.value} onChange={field.onChange}>
                <Stack gap="xs" mt={6}>
                  {(['standard', 'master'] as const).map((role) => (
                    <Radio
                      key={role}
                      value={role}
                      label={AGENCY_USER_ROLE_LABELS[role]}
                      description={ROLE_HINTS[role]}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          {showAlert ? (
            <AlertMessage variant="error" title={USER_MESSAGES.inviteFailed}>
              {error.message}
            </AlertMessage>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={invite.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
