import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  defaultEvidenceFrom,
  EVIDENCE_PACK_MESSAGES,
  evidencePeriodProblem,
  todayIsoDate,
} from '@portal/contracts';
import { IconFileZip } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { TypedDateInput } from '../../../components/typed-date-input';
import { showSuccessToast } from '../../../components/toast';
import { useDownloadEvidencePack } from './evidence-pack-api';

const M = EVIDENCE_PACK_MESSAGES;

/** The period's dialog: two days (the last 12 months by default), then the download. */
function EvidencePackDialog({ propertyId, onClose }: { propertyId: number; onClose: () => void }) {
  const [today] = useState(() => todayIsoDate());
  const [from, setFrom] = useState<string | null>(() => defaultEvidenceFrom(today));
  const [to, setTo] = useState<string | null>(today);
  const [typing, setTyping] = useState({ from: false, to: false });
  const [tried, setTried] = useState(false);
  const download = useDownloadEvidencePack(propertyId);
  const abort = useRef<AbortController | null>(null);

  const problem = {
    from: !from ? M.fromRequired : null,
    to: !to ? M.toRequired : from && to ? evidencePeriodProblem(from, to) : null,
  };
  const invalid = Boolean(problem.from || problem.to || typing.from || typing.to);

  const close = () => {
    abort.current?.abort();
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (invalid || !from || !to) return;
    abort.current = new AbortController();
    download.mutate(
      { period: { from, to }, signal: abort.current.signal },
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
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TypedDateInput
              label={M.from}
              withAsterisk
              value={from}
              onChange={setFrom}
              maxDate={today}
              onErrorChange={(error) => setTyping((was) => ({ ...was, from: Boolean(error) }))}
              error={tried ? problem.from : null}
              disabled={download.isPending}
            />
            <TypedDateInput
              label={M.to}
              withAsterisk
              value={to}
              onChange={setTo}
              maxDate={today}
              onErrorChange={(error) => setTyping((was) => ({ ...was, to: Boolean(error) }))}
              error={problem.to && (tried || problem.to !== M.toRequired) ? problem.to : null}
              disabled={download.isPending}
            />
          </SimpleGrid>
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
