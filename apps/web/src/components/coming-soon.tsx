import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconExternalLink, IconHourglassHigh } from '@tabler/icons-react';

export interface ComingSoonProps {
  /** The compliance system's own page for the same thing, where it has one. */
  legacyLink?: { href: string; label: string };
}

/**
 * The body of a page the portal does not have yet: it says so plainly, never as an empty list,
 * and offers the compliance system's page for the same thing when there is one.
 */
export function ComingSoon({ legacyLink }: ComingSoonProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start" maw="36rem">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconHourglassHigh size={26} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          This page is coming soon
        </Title>
        <Text c="dimmed">
          {legacyLink
            ? "We're still building this page in the portal; until it's ready, you can use the compliance system's page."
            : "We're still building this page in the portal."}
        </Text>
        {legacyLink ? (
          <Button
            component="a"
            href={legacyLink.href}
            mt="xs"
            rightSection={<IconExternalLink size={16} aria-hidden />}
            // A long label wraps inside the card on a phone rather than overflowing it.
            maw="100%"
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
          >
            {legacyLink.label}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
