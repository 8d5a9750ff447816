import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { AUTH_MESSAGES } from '@portal/contracts';
import { IconUserShield } from '@tabler/icons-react';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { switchBack } from '../switch-back';
import classes from './banner.module.css';

/** Dismissal lasts for this browser session and this impersonation only. */
const dismissedKey = (sessionId: string) => `acp:impersonation-banner-dismissed:${sessionId}`;

export function ImpersonationBanner() {
  const { session } = useSignedIn();
  const [dismissed, setDismissed] = useSessionStorage({
    key: dismissedKey(session.sessionId),
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  if (!session.isImpersonating || dismissed) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconUserShield aria-hidden />}
      title={AUTH_MESSAGES.impersonating}
      mb="lg"
      classNames={{ title: classes.text, message: classes.text }}
    >
      <Stack gap="sm">
        <Text fz="sm">
          Any changes you make are saved as this user and will be reflected in the agency&apos;s
          data.
        </Text>
        <Group gap="sm">
          <Button size="xs" variant="default" onClick={() => setDismissed(true)}>
            Dismiss
          </Button>
          <Button size="xs" onClick={() => switchBack(session)}>
            Switch back
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
