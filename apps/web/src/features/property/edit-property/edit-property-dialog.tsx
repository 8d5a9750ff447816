import { Modal, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useCallback, useRef } from 'react';
import { confirmAction } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { usePropertyManagers } from '../../../lib/property-managers';
import { useKeyDetails } from './api/get-key-details';

// The form, its calendar and the steps' machine load when the dialog first opens, not with the
// page that offers it.
const EditPropertySteps = lazy(() =>
  import('./edit-property-steps').then((module) => ({ default: module.EditPropertySteps })),
);

const CLOSE_QUESTION = {
  title: 'Close without saving?',
  body: 'Are you sure you want to close without saving your changes?',
  confirmLabel: 'Close without saving changes',
  cancelLabel: 'Keep editing',
} as const;

function EditPropertyLoading() {
  return (
    <Stack gap="md" role="status" aria-label="Loading the property's details">
      <Skeleton h={56} />
      <Skeleton h={24} w="40%" />
      <Skeleton h={56} />
      <Skeleton h={24} w="40%" />
      <Skeleton h={96} />
    </Stack>
  );
}

/**
 * The edit property dialog (spec: Edit property, two steps): the property manager, the agency key
 * (read-only on an integrated property) and the onsite key, checked by the contracts' rules with
 * the agency's enforce mode; then the changes to confirm, with Back. It reads what it needs
 * itself when opened. Closing with unsaved changes asks first; a save says what changed.
 */
export function EditPropertyDialog({
  propertyId,
  opened,
  onClose,
}: {
  propertyId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const details = useKeyDetails(propertyId, { enabled: opened });
  const managers = usePropertyManagers();
  // Whether the open form holds unsaved changes, or is saving: closing asks, or waits.
  const status = useRef({ dirty: false, saving: false });
  const track = useCallback((next: { dirty: boolean; saving: boolean }) => {
    status.current = next;
  }, []);
  const loadError = details.error ?? managers.error;

  const requestClose = async () => {
    if (status.current.saving) return;
    if (status.current.dirty && !(await confirmAction(CLOSE_QUESTION))) return;
    status.current = { dirty: false, saving: false };
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={() => void requestClose()}
      title="Edit property"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {!opened ? null : loadError ? (
        <LoadError
          title="The property's details could not be loaded"
          error={loadError}
          retrying={details.isFetching || managers.isFetching}
          onRetry={() => {
            if (details.error) void details.refetch();
            if (managers.error) void managers.refetch();
          }}
        />
      ) : details.data && managers.data ? (
        <Suspense fallback={<EditPropertyLoading />}>
          <EditPropertySteps
            propertyId={propertyId}
            details={details.data}
            managers={managers.data}
            onDone={onClose}
            onCancel={() => void requestClose()}
            onDirty={track}
          />
        </Suspense>
      ) : (
        <EditPropertyLoading />
      )}
    </Modal>
  );
}
