import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { EVIDENCE_PACK_MESSAGES } from '@portal/contracts';
import { IconFileZip } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import {
  EvidencePeriodFields,
  useEvidencePeriod,
} from '../../../components/evidence-period-fields';
import { showSuccessToast } from '../../../components/toast';
import { useDownloadEvidencePack } from './evidence-pack-api';

const M = EVIDENCE_PACK_MESSAGES;

/** The period's dialog: two days (the last 12 months by default), then the download. */
function EvidencePackDialog({ propertyId, onClose }: { propertyId: number; onClose: () => void }) {
  const period = useEvidencePeriod();
  const download = useDownloadEvidencePack(propertyId);
  const abort = useRef<AbortController | null>(null);

  const close = () => {
    abort.current?.abort();
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const chosen = period.check();
    if (!chosen) return;
    abort.current = new AbortController();
    download.mutate(
      { period: chosen, signal: abort.current.signal },
      {
        onSuccess: () => {
          showSuccessToast(M.done);
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={close} title={M.title}>
      <form onSubmit={submit} noValidate aria-label={M.title}>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {M.intro}
          </Text>
          <EvidencePeriodFields period={period} disabled={download.isPending} />
          {download.isError && !download.isPending ? (
            <Alert color="red" title={M.failed} role="alert">
              {download.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={download.isPending}
              leftSection={<IconFileZip size={16} aria-hidden />}
            >
              {M.download}
            </Button>
          </Group>
          {download.isPending ? (
            <Text fz="sm" c="dimmed" role="status">
              {M.preparing}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Modal>
  );
}

/** 'Download evidence pack' on a managed property's documents: opens the period's dialog. */
export function EvidencePackButton({ propertyId }: { propertyId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileZip size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {M.action}
      </Button>
      {open ? <EvidencePackDialog propertyId={propertyId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
