import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One block of the property view: a titled card. */
export function SectionCard({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} fz="h4">
            {title}
          </Title>
          {aside}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
