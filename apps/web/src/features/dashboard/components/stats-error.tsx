import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/**
 * The least height of the portfolio card (its chart and actions-required panel: about 640 px at
 * desktop width with the demo's rows): its error card takes the same, so a failed load leaves
 * the page's layout where it was.
 */
export const PORTFOLIO_CARD_MIN_HEIGHT = 640;

export interface StatsErrorProps {
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
}

/** In place of the portfolio card when the figures could not be loaded: its size, and Retry. */
export function StatsError({ error, onRetry, retrying }: StatsErrorProps) {
  return (
    <Paper
      component="section"
      aria-labelledby="portfolio-error-title"
      withBorder
      p="md"
      radius="md"
      style={{ minHeight: PORTFOLIO_CARD_MIN_HEIGHT }}
      data-testid="stats-error"
    >
      <Stack h="100%" mih={PORTFOLIO_CARD_MIN_HEIGHT - 32} justify="center" align="center" gap="sm">
        <Title order={2} fz="h4" id="portfolio-error-title" ta="center">
          Your portfolio figures could not be loaded
        </Title>
        {error?.message ? (
          <Text fz="sm" c="dimmed" ta="center">
            {error.message}
          </Text>
        ) : null}
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={retrying}
          onClick={onRetry}
        >
          Retry
        </Button>
      </Stack>
    </Paper>
  );
}
