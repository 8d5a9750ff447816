import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  NOTICE_MESSAGES,
  noticeCalls,
  noticeTypeLabels,
  ZResolveRequestReason,
  type TPropertyNotice,
  type TResolveNotice,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TextAreaCounter } from '../../../components/text-area-counter';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { callApi } from '../../../lib/api-client';
import { propertyViewKeys } from '../view/api/keys';
import { useServiceRequest } from '../hold-cancellation/use-service-request';

function resolveNotice(request: TResolveNotice) {
  return callApi(noticeCalls.resolve, { params: { id: request.noticeId }, body: request });
}

/**
 * Resolving a notice through the provider (REQUEST then CONFIRM, Back returns): the reason is
 * asked, shown to confirm and sent; the property's notices and the dashboard are refreshed.
 */
export function ResolveNoticeDialog({
  propertyId,
  notice,
  onClose,
}: {
  propertyId: number;
  notice: TPropertyNotice;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { state, send, draft, error, result, submitting, next } = useServiceRequest(
    'resolveNotice',
    resolveNotice,
  );
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const type = noticeTypeLabels[notice.noticeType];

  useEffect(() => {
    if (!state.matches('done') || !result) return;
    showSuccessToast(NOTICE_MESSAGES.resolveSuccess, `${type} notice resolved`);
    void queryClient.invalidateQueries({ queryKey: propertyViewKeys.property(propertyId) });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    onClose();
  }, [state, result, type, propertyId, queryClient, onClose]);

  useEffect(() => {
    if (error) showErrorToast(NOTICE_MESSAGES.resolveFailed, error);
  }, [error]);

  const toConfirm = () => {
    const checked = ZResolveRequestReason.safeParse(reason);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    next({ resolveReason: checked.data, noticeId: notice.noticeId, propertyId });
  };

  return (
    <Modal
      opened
      onClose={() => {
        if (!submitting) onClose();
      }}
      title="Resolve notice"
      size="lg"
      closeOnEscape={!submitting}
      closeOnClickOutside={!submitting}
      closeButtonProps={{ 'aria-label': 'Close', disabled: submitting }}
    >
      {state.matches('request') ? (
        <Stack gap="md">
          <Text fz="sm">
            <Text span fw={600}>
              {type}
            </Text>
            : say why this notice can be resolved. The provider is told.
          </Text>
          <TextAreaCounter
            label="Notes"
            required
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={problem}
            rows={4}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={toConfirm}>Next</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text fz="sm">Please confirm that this notice is resolved:</Text>
          <Stack gap={4}>
            <Text fz="sm" fw={600}>
              {type}
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {draft?.resolveReason}
            </Text>
          </Stack>
          {error ? (
            <Alert color="red" title={NOTICE_MESSAGES.requestFailed}>
              {error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => send({ type: 'BACK' })} disabled={submitting}>
              Back
            </Button>
            <Button onClick={() => send({ type: 'SUBMIT' })} loading={submitting}>
              Resolve notice
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
