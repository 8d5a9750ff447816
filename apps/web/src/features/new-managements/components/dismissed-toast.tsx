import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NEW_MANAGEMENT_TOASTS, type TNewManagement } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { undoDismissal } from '../api/restore-new-management';

/** Long enough to read the toast and reach its Undo. */
const UNDO_TOAST_MS = 10_000;

/**
 * 'New management dismissed' with Undo, which restores it on the server and lists it again. The
 * toast holds what Undo needs (the query client and the id), as the row it came from is gone.
 */
export function showDismissedToast(
  queryClient: QueryClient,
  item: Pick<TNewManagement, 'portfolioPropertyId' | 'address'>,
): void {
  const id = notifications.show({
    color: 'green',
    title: NEW_MANAGEMENT_TOASTS.dismissed,
    autoClose: UNDO_TOAST_MS,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="sm" style={{ flex: 1 }}>
          {NEW_MANAGEMENT_TOASTS.dismissedDetail(item.address)}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          style={{ flexShrink: 0 }}
          aria-label={`${NEW_MANAGEMENT_TOASTS.undo} dismissing ${item.address}`}
          onClick={() => {
            notifications.hide(id);
            undoDismissal(queryClient, item.portfolioPropertyId).then(
              () => showSuccessToast(NEW_MANAGEMENT_TOASTS.restored, item.address),
              (error: unknown) => showErrorToast(NEW_MANAGEMENT_TOASTS.restoreFailed, error),
            );
          }}
        >
          {NEW_MANAGEMENT_TOASTS.undo}
        </Button>
      </Group>
    ),
  });
}
