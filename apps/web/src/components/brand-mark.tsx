import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { BRAND_NAME } from '../lib/brand';

/** The product's logo and name, as text so it needs no alternative. */
export function BrandMark() {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size="md" radius="sm" aria-hidden>
        <IconShieldCheck size={18} stroke={1.8} />
      </ThemeIcon>
      <Text component="span" fw={700} fz="lg" c="var(--mantine-color-bright)" lh={1}>
        {BRAND_NAME}
      </Text>
    </Group>
  );
}
