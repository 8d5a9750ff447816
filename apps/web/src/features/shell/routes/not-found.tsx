import { Button, Code, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { appPaths } from '../../../lib/paths';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <PageLayout title="Page not found">
      <Stack gap="md" align="flex-start">
        <Text>The page you&apos;re looking for doesn&apos;t exist</Text>
        <Text fz="sm" c="dimmed">
          Requested path: <Code>{pathname}</Code>
        </Text>
        <Button component={Link} to={appPaths.home()}>
          Go to the home page
        </Button>
      </Stack>
    </PageLayout>
  );
}
