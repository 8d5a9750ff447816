import { Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { appPaths } from '../lib/paths';
import { PageLayout } from './page-layout';

/**
 * The restricted-page screen: shown for master-only pages to other users, and wherever the
 * server answers 403 for what a page needs.
 */
export function RestrictedPage() {
  return (
    <PageLayout title="This page is restricted" documentTitle="Restricted">
      <Stack gap="md" align="flex-start" maw="40rem">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={26} stroke={1.6} />
        </ThemeIcon>
        <Text>You cannot see this page. This may be because:</Text>
        <List spacing="xs">
          <List.Item>
            You may not have permission to view this page. Please speak to a staff member if you
            need access.
          </List.Item>
          <List.Item>You may not be logged in.</List.Item>
        </List>
        <Button component={Link} to={appPaths.auth.login()}>
          Try logging in again
        </Button>
      </Stack>
    </PageLayout>
  );
}
