import { Button, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { getParam } from '../../../lib/search-params';
import { appPaths } from '../../../lib/paths';

export default function AuthErrorPage() {
  const [searchParams] = useSearchParams();
  const message = getParam(searchParams, 'message') ?? 'Something went wrong';
  return (
    <PageLayout title={message} documentTitle="Sign-in error">
      <Text mb="lg">Your session could not be started or ended as expected.</Text>
      <Button component={Link} to={appPaths.auth.login()}>
        Try logging in again
      </Button>
    </PageLayout>
  );
}
