import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { AUTH_MESSAGES } from '@portal/contracts';
import { IconClockX } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { currentPath } from '../../../lib/session/return-path';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { systemLoginUrl } from '../../../lib/session/system-urls';

/**
 * Shown over everything (an open dialog included) once the session has ended: a call that needs
 * it answered 401, or the re-read when the tab came back into view failed. It cannot be closed:
 * nothing works until the user signs in again. Its link goes to the state's compliance system,
 * which comes back through /auth/callback to this page (path and query, checked there as a
 * same-origin path); forms with a draft (`lib/form-draft.ts`) pick up what was typed.
 */
export function SessionExpiredNotice() {
  const { session, isSessionExpired } = useSignedIn();
  const location = useLocation();
  return (
    <Modal
      opened={isSessionExpired}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      zIndex={1000}
      title={
        <Group gap="xs" wrap="nowrap">
          <IconClockX aria-hidden size={20} color="var(--mantine-color-red-filled)" />
          <Text fw={600}>Session expired</Text>
        </Group>
      }
    >
      <Stack gap="md">
        <Text>{AUTH_MESSAGES.sessionEnded}</Text>
        <Group justify="flex-end">
          <Button
            component="a"
            href={systemLoginUrl(session.complianceSystemUrl, currentPath(location))}
          >
            Sign in again
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
