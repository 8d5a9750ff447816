import { Center, Loader, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '../../../lib/document-title';

export default function LoginCallbackPage() {
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
