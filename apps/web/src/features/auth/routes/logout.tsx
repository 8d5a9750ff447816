import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { replaceLocation } from '../../../lib/browser';
import { useDocumentTitle } from '../../../lib/document-title';
import { clearFormDrafts } from '../../../lib/form-draft';
import { useSystems } from '../api/get-systems';
import { logoutTarget } from '../logout-target';

export default function LogoutPage() {
  useDocumentTitle('Signing out');
  const [searchParams] = useSearchParams();
  // The compliance systems' addresses come from the server's configuration; until they are
  // known (or when they cannot be), only the portal's own origin is allowed.
  const systems = useSystems();
  const target = systems.isPending
    ? null
    : logoutTarget(
        searchParams,
        window.location.origin,
        (systems.data ?? []).map((system) => system.systemUrl),
      );

  // Unsaved form input kept for a new sign-in (lib/form-draft.ts) goes with the session, at
  // once: not only once the destination is known.
  useEffect(() => clearFormDrafts(), []);

  useEffect(() => {
    if (target !== null) replaceLocation(target);
  }, [target]);

  return (
    <Center mih="40vh">
      <Stack align="center" gap="xs" role="status">
        <Loader aria-hidden />
        <Title order={1} fz="h3">
          We&apos;re signing you out...
        </Title>
        <Text c="dimmed">Please wait while we redirect you</Text>
      </Stack>
    </Center>
  );
}
