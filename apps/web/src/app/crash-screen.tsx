import { Box, Button, Code, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { MainContent } from '../components/main-content';
import { useDocumentTitle } from '../lib/document-title';
import classes from './crash-screen.module.css';

export interface CrashScreenProps {
  message: string;
  /** Quoted to support so they can find the session's logs. */
  sessionId?: string | undefined;
  onReload?: () => void;
}

/** The global crash screen: replaces the whole page when rendering fails. */
export function CrashScreen({ message, sessionId, onReload }: CrashScreenProps) {
  useDocumentTitle('Error');
  const reload = onReload ?? (() => window.location.reload());
  return (
    <MainContent>
      <Container size="sm" py={48}>
        <Paper withBorder p="xl" radius="md">
          <Stack gap="md">
            <Title order={1} fz="h2">
              Sorry, the portal ran into a problem
            </Title>
            <Text>The following error was encountered:</Text>
            {/* Wrapped rather than scrolled, so a long message needs no keyboard scrolling. */}
            <Code block className={classes.message}>
              {message}
            </Code>
            <Box>
              <Text fz="sm" c="dimmed">
                Session ID
              </Text>
              <Text fz="sm" ff="monospace" data-testid="crash-session-id">
                {sessionId ?? 'Not available'}
              </Text>
            </Box>
            <Box>
              <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={reload}>
                Reload this page
              </Button>
            </Box>
          </Stack>
        </Paper>
      </Container>
    </MainContent>
  );
}
