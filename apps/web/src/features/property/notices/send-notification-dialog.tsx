import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import {
  NOTICE_MESSAGES,
  noticeCalls,
  noticeTypeLabels,
  whyTenantCannotBeContacted,
  ZNotificationAndResolve,
  type TNotificationAndResolve,
  type TPropertyNotice,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NotesEditor } from '../../../components/notes-editor';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { callApi } from '../../../lib/api-client';
import { usePortalConfig } from '../../meta';
import { usePropertyTenancy } from '../tenancy/api/get-tenancy';
import { propertyViewKeys } from '../view/api/keys';

type Field = 'occupantId' | 'notes';

/**
 * 'Send notification and resolve': the user chooses a tenant of the current tenancy the
 * provider can email and writes their call notes; the notice is resolved with them and the
 * provider emails the tenant. A failure keeps the dialog, and what was typed, with the reason.
 */
export function SendNotificationDialog({
  propertyId,
  notice,
  onClose,
}: {
  propertyId: number;
  notice: TPropertyNotice;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const tenancy = usePropertyTenancy(propertyId);
  const provider = usePortalConfig().data?.provider.name ?? 'The provider';
  const [occupantId, setOccupantId] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const type = noticeTypeLabels[notice.noticeType];

  const sending = useMutation({
    mutationFn: (body: TNotificationAndResolve) =>
      callApi(noticeCalls.sendNotificationAndResolve, {
        params: { id: notice.noticeId },
        body,
      }),
    onSuccess: () => {
      showSuccessToast(NOTICE_MESSAGES.resolveSuccess, `${type} notice resolved; tenant notified`);
      void queryClient.invalidateQueries({ queryKey: propertyViewKeys.property(propertyId) });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      onClose();
    },
    onError: (error) => showErrorToast(NOTICE_MESSAGES.sendAndResolveFailed, error),
  });
  const pending = sending.isPending;

  const tenants = (tenancy.data?.currentTenancy?.occupants ?? []).map((occupant) => ({
    ...occupant,
    why: whyTenantCannotBeContacted(occupant),
  }));
  const noneReachable = tenancy.isSuccess && !tenants.some((tenant) => tenant.why === null);

  const submit = () => {
    const checked = ZNotificationAndResolve.safeParse({
      occupantId: occupantId ?? undefined,
      notes,
      noticeId: notice.noticeId,
      propertyId,
    });
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'occupantId' || field === 'notes') && !found[field]) {
          found[field] = issue.message;
        }
      }
      setErrors(found);
      return;
    }
    setErrors({});
    sending.mutate(checked.data);
  };

  return (
    <Modal
      opened
      onClose={() => {
        if (!pending) onClose();
      }}
      title="Send notification and resolve"
      size="lg"
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
      closeButtonProps={{ 'aria-label': 'Close', disabled: pending }}
    >
      <Stack gap="md">
        <Text fz="sm">
          <Text span fw={600}>
            {type}
          </Text>
          : {provider} emails the tenant you choose that you asked them to get in touch to book
          access, and the notice is resolved with your call notes.
        </Text>
        {tenancy.isPending ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text fz="sm">Loading the tenants</Text>
          </Group>
        ) : tenancy.isError ? (
          <Alert color="red" title="The tenants could not be loaded">
            {tenancy.error.message}
          </Alert>
        ) : (
          <Radio.Group
            label="Tenant"
            description="Tenants are contacted by email: one without an email address cannot be chosen."
            required
            value={occupantId === null ? null : String(occupantId)}
            onChange={(value) => {
              setOccupantId(Number(value));
              setErrors(({ occupantId: _chosen, ...rest }) => rest);
            }}
            error={errors.occupantId}
          >
            <Stack gap="xs" mt="xs">
              {tenants.map((tenant) => (
                <Radio
                  key={tenant.occupantId}
                  value={String(tenant.occupantId)}
                  label={tenant.name}
                  description={tenant.why ? `Cannot be contacted: ${tenant.why}` : tenant.email}
                  disabled={tenant.why !== null || pending}
                />
              ))}
              {noneReachable ? (
                <Text fz="sm" c="red.9">
                  {NOTICE_MESSAGES.noTenants}
                </Text>
              ) : null}
            </Stack>
          </Radio.Group>
        )}
        <NotesEditor
          label="Call notes"
          required
          value={notes}
          onChange={(html) => {
            setNotes(html);
            setErrors(({ notes: _typed, ...rest }) => rest);
          }}
          error={errors.notes}
          disabled={pending}
        />
        {sending.error ? (
          <Alert color="red" title={NOTICE_MESSAGES.sendAndResolveFailed}>
            {sending.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={pending} disabled={!tenancy.isSuccess || noneReachable}>
            Send and resolve
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
