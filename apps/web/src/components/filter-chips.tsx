import { Button, Group } from '@mantine/core';
import { IconFilterOff, IconX } from '@tabler/icons-react';

export interface FilterChip {
  key: string;
  label: string;
  onRemove: () => void;
}

export interface FilterChipsProps {
  chips: readonly FilterChip[];
  onReset: () => void;
}

/** What narrows a list, each removable, and one button to clear them all. */
export function FilterChips({ chips, onReset }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" aria-label="Active filters" role="group">
      {chips.map((chip) => (
        <Button
          key={chip.key}
          variant="light"
          color="gray"
          c="var(--mantine-color-text)"
          size="compact-sm"
          radius="xl"
          fw={500}
          rightSection={<IconX size={14} aria-hidden />}
          aria-label={`Remove filter ${chip.label}`}
          onClick={chip.onRemove}
        >
          {chip.label}
        </Button>
      ))}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconFilterOff size={14} aria-hidden />}
        onClick={onReset}
      >
        Clear all filters
      </Button>
    </Group>
  );
}
