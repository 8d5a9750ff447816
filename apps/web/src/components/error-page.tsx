import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { appPaths } from '../lib/paths';
import { PageLayout } from './page-layout';

/** The generic error page ('Something went wrong'), also shown for pages the user cannot use. */
export function ErrorPage() {
  return (
    <PageLayout title="Something went wrong" documentTitle="Error">
      <Stack gap="md" align="flex-start">
        <Text>Please try again. If the problem continues, contact your account manager.</Text>
        <Button component={Link} to={appPaths.home()}>
          Go to the home page
        </Button>
      </Stack>
    </PageLayout>
  );
}
