import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { appPaths } from '../../../lib/paths';

/** The 404 of the public /auth pages: no session, so no reference and no report. */
export default function AuthNotFoundPage() {
  return (
    <PageLayout title="Page not found">
      <Stack gap="md" align="flex-start">
        <Text>The page you&apos;re looking for doesn&apos;t exist</Text>
        <Button component={Link} to={appPaths.auth.login()}>
          Go to the sign-in page
        </Button>
      </Stack>
    </PageLayout>
  );
}
