import { Group, Text, ThemeIcon, type MantineBreakpoint } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { BRAND_NAME } from '../lib/brand';

export interface BrandMarkProps {
  /** Shows the name only from this breakpoint (the logo alone below it), where space is short. */
  nameVisibleFrom?: MantineBreakpoint;
}

/** The product's logo and name, as text so it needs no alternative. */
export function BrandMark({ nameVisibleFrom }: BrandMarkProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size="md" radius="sm" aria-hidden>
        <IconShieldCheck size={18} stroke={1.8} />
      </ThemeIcon>
      <Text
        component="span"
        fw={700}
        fz="lg"
        c="var(--mantine-color-bright)"
        lh={1}
        visibleFrom={nameVisibleFrom}
        style={{ whiteSpace: 'nowrap' }}
      >
        {BRAND_NAME}
      </Text>
    </Group>
  );
}
