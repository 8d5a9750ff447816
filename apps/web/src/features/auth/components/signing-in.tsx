import { Center, Loader, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '../../../lib/document-title';

/** The wait while a session is checked or created. */
export function SigningIn() {
  useDocumentTitle('Signing in');
  return (
    <Center mih="40vh">
      <Stack align="center" gap="md" role="status">
        <Loader aria-hidden />
        <Title order={1} fz="h3">
          We&apos;re signing you in...
        </Title>
      </Stack>
    </Center>
  );
}
