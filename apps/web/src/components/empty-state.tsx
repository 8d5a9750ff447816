import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** The spec's words, usually 'No {plural} found'. */
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Buttons or links offering a way forward. */
  actions?: ReactNode;
}

export function EmptyState({ title, description, icon, actions }: EmptyStateProps) {
  return (
    <MantineEmptyState
      title={title}
      description={description}
      icon={icon ?? <IconInbox size={28} stroke={1.5} aria-hidden />}
      withIndicatorBackground
      py="xl"
    >
      {actions ? <MantineEmptyState.Actions>{actions}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
}
