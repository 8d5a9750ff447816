import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  /** Cancel, Esc, overlay click and the close button all call this (except while loading). */
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action: red confirm button, and Cancel takes the first focus. */
  danger?: boolean;
  /** While the action runs the dialog cannot be closed and its buttons wait. */
  loading?: boolean;
}

/** A yes-or-no question about an action, in a modal dialog. */
export function ConfirmDialog({
  opened,
  onClose,
  onConfirm,
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger = false,
  loading = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!loading) onClose();
      }}
      title={title}
      closeOnEscape={!loading}
      closeOnClickOutside={!loading}
      closeButtonProps={{ 'aria-label': 'Close', disabled: loading }}
      centered
    >
      <Stack gap="lg">
        {typeof children === 'string' ? <Text fz="sm">{children}</Text> : children}
        {/* On a phone the buttons share the row, or take a row each when labels are long. */}
        <Group justify="flex-end" gap="sm" preventGrowOverflow={false}>
          <Button
            variant="default"
            onClick={onClose}
            disabled={loading}
            data-autofocus={danger || undefined}
            flex={{ base: '1 1 auto', xs: '0 0 auto' }}
          >
            {cancelLabel}
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            onClick={onConfirm}
            loading={loading}
            data-autofocus={danger ? undefined : true}
            flex={{ base: '1 1 auto', xs: '0 0 auto' }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export interface ConfirmActionOptions {
  title: ReactNode;
  body?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

/**
 * Asks through the app's modals manager and resolves true on confirm, false on cancel or close.
 * For actions that need a loading state while they run, render ConfirmDialog instead. The modals
 * manager loads just after the first page is drawn, so call this from user actions.
 */
export function confirmAction({
  title,
  body,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger = false,
}: ConfirmActionOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (value: boolean) => {
      if (answered) return;
      answered = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title,
      children: typeof body === 'string' ? <Text fz="sm">{body}</Text> : body,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: danger ? { color: 'red' } : {},
      centered: true,
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
}
