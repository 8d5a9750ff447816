import { Alert, Anchor, Text } from '@mantine/core';
import { AUTH_MESSAGES } from '@portal/contracts';
import { IconClockX } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { currentPath } from '../../../lib/session/return-path';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import classes from './banner.module.css';

export function SessionExpiredBanner() {
  const { isSessionExpired } = useSignedIn();
  const location = useLocation();
  if (!isSessionExpired) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconClockX aria-hidden />}
      mb="lg"
      classNames={{ message: classes.text }}
    >
      <Text fz="sm">
        {AUTH_MESSAGES.sessionExpired}{' '}
        <Anchor
          component={Link}
          to={appPaths.auth.login({ redirect: currentPath(location) })}
          fz="sm"
          fw={600}
          underline="always"
          className={classes.text}
        >
          {AUTH_MESSAGES.logBackIn}
        </Anchor>
      </Text>
    </Alert>
  );
}
