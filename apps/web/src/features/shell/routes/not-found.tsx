import { Button, Code, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { appPaths } from '../../../lib/paths';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { useLogPageNotFound } from '../api/log-page-not-found';

/** The signed-in 404: quotes who and where for support, and reports the path once. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { session } = useSignedIn();
  const { mutate: logPageNotFound } = useLogPageNotFound();
  // Keyed by path so StrictMode's second effect run does not report the same visit twice.
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    // A failed report must not disturb the page: the mutation's error is simply not shown.
    logPageNotFound({ path: pathname });
  }, [pathname, logPageNotFound]);

  return (
    <PageLayout title="Page not found">
      <Stack gap="md" align="flex-start">
        <Text>The page you&apos;re looking for doesn&apos;t exist</Text>
        <Text fz="sm" c="dimmed" data-testid="not-found-reference">
          Reference: user {session.complianceUserId}, agency {session.complianceAgencyId}, state{' '}
          {session.complianceAgencyState}
        </Text>
        <Text fz="sm" c="dimmed">
          Route path: <Code style={{ overflowWrap: 'anywhere' }}>{pathname}</Code>
        </Text>
        <Button component={Link} to={appPaths.home()}>
          Go to the home page
        </Button>
      </Stack>
    </PageLayout>
  );
}
