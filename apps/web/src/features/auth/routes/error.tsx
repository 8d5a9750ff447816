import { Button, Text } from '@mantine/core';
import { AUTH_PARAMS, authErrorHeadline } from '@portal/contracts';
import { Link, useSearchParams } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { appPaths } from '../../../lib/paths';

export default function AuthErrorPage() {
  const [searchParams] = useSearchParams();
  // Only the portal's own messages are shown: a link cannot put its words under this headline.
  const message = authErrorHeadline(searchParams.get(AUTH_PARAMS.message)?.trim());
  return (
    <PageLayout title={message} documentTitle="Sign-in error">
      <Text mb="lg">Your session could not be started or ended as expected.</Text>
      <Button component={Link} to={appPaths.auth.login()}>
        Try logging in again
      </Button>
    </PageLayout>
  );
}
