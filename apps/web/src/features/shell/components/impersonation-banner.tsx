import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { AUTH_MESSAGES } from '@portal/contracts';
import { IconUserShield } from '@tabler/icons-react';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { useImpersonationCollapsed } from '../impersonation-collapsed';
import { switchBack } from '../switch-back';
import classes from './banner.module.css';

/**
 * The warning a staff member viewing the portal as an agency user sees on every page. Dismiss
 * collapses it into the header's indicator (`ImpersonationIndicator`), which stays while
 * impersonating and opens it again.
 */
export function ImpersonationBanner() {
  const { session } = useSignedIn();
  const [collapsed, setCollapsed] = useImpersonationCollapsed();
  if (!session.isImpersonating || collapsed) return null;
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
          You are acting as {session.complianceUserName} of {session.complianceAgencyName}. Any
          changes you make are saved as this user and will be reflected in the agency&apos;s data.
        </Text>
        <Group gap="sm">
          <Button size="xs" variant="default" onClick={() => setCollapsed(true)}>
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
