import { Alert } from '@mantine/core';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { STATUS_PALETTE } from './status-colours';

type TAlertVariant = 'info' | 'warning' | 'error' | 'success';

const APPEARANCE = {
  info: { color: STATUS_PALETTE.pending, Glyph: IconInfoCircle },
  warning: { color: STATUS_PALETTE.approaching, Glyph: IconAlertTriangle },
  error: { color: STATUS_PALETTE.overdue, Glyph: IconAlertCircle },
  success: { color: STATUS_PALETTE.compliant, Glyph: IconCircleCheck },
} as const;

export interface AlertMessageProps {
  variant?: TAlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button that calls this. */
  onClose?: () => void;
  closeLabel?: string;
}

/**
 * A banner in the status palette. Errors interrupt screen readers (role alert); the others are
 * announced politely (role status).
 */
export function AlertMessage({
  variant = 'info',
  title,
  children,
  onClose,
  closeLabel = 'Dismiss',
}: AlertMessageProps) {
  const { color, Glyph } = APPEARANCE[variant];
  return (
    <Alert
      variant="light"
      color={color}
      title={title}
      icon={<Glyph size={20} aria-hidden />}
      role={variant === 'error' ? 'alert' : 'status'}
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      closeButtonLabel={closeLabel}
      // The tinted title colour is too faint for body-size text on amber; the icon carries it.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {children}
    </Alert>
  );
}
