import { Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { AlertMessage } from './alert-message';

export interface LoadErrorProps {
  /** What could not be loaded, e.g. 'Your profile could not be loaded'. */
  title: string;
  error: Error | null;
  onRetry: () => void;
  /** True while the retry is under way. */
  retrying?: boolean;
}

/** A page's error state: what failed, the server's reason, and a way to try again. */
export function LoadError({ title, error, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <AlertMessage variant="error" title={title}>
      <Stack gap="sm" align="flex-start">
        {error?.message ? <Text fz="sm">{error.message}</Text> : null}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={retrying}
          onClick={onRetry}
        >
          Try again
        </Button>
      </Stack>
    </AlertMessage>
  );
}
