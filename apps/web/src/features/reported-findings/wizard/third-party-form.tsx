import { Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import {
  callUrl,
  reportedFindingCalls,
  REPORTED_FINDING_MESSAGES as M,
  UPLOAD_ACCEPT,
  type TUploadedDocument,
} from '@portal/contracts';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { TextAreaCounter } from '../../../components/text-area-counter';
import { loadUploadQueue, type UploadItem } from '../../property';
import { Screen } from './wizard-screen';

type UploadQueue = Awaited<ReturnType<Awaited<ReturnType<typeof loadUploadQueue>>>>;

/** The queue's items, kept current. */
function useQueueItems(queue: UploadQueue | null): readonly UploadItem[] {
  return useSyncExternalStore(
    (listener) => {
      if (!queue) return () => undefined;
      const subscription = queue.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    () => queue?.getSnapshot().context.items ?? NO_ITEMS,
    () => NO_ITEMS,
  );
}
const NO_ITEMS: readonly UploadItem[] = [];

/** The third-party form's entries, kept while the wizard goes back and forth. */
export interface ThirdPartyDraft {
  notes: string;
  /** The upload queue's items of this form. */
  uploads: number[];
}

export function ThirdPartyForm({
  propertyId,
  address,
  draft,
  setDraft,
  onBack,
  onNext,
}: {
  propertyId: number;
  address: string;
  draft: ThirdPartyDraft;
  setDraft: (draft: ThirdPartyDraft) => void;
  onBack: () => void;
  onNext: (documents: TUploadedDocument[]) => void;
}) {
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<UploadQueue | null>(null);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    let live = true;
    void loadUploadQueue().then((start) => {
      if (live) setQueue(start(queryClient));
    });
    return () => {
      live = false;
    };
  }, [queryClient]);
  const items = useQueueItems(queue).filter((item) => draft.uploads.includes(item.id));
  const uploading = items.some((item) => item.status === 'queued' || item.status === 'uploading');
  const documents = items
    .filter((item) => item.status === 'success' && item.reference)
    .map((item) => ({ id: item.reference!, name: item.name, size: item.file?.size ?? 0 }));
  const tooLong = draft.notes.trim().length > 500;

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    // Files chosen before the queue has loaded wait for it.
    const running = queue ?? (await loadUploadQueue())(queryClient);
    const before = running.getSnapshot().context.nextId;
    running.send({
      type: 'ADD',
      files,
      target: {
        owner: 'thirdParty',
        propertyId,
        address,
        url: callUrl(reportedFindingCalls.temporaryDocument),
      },
    });
    const added = files.map((_, index) => before + index);
    setDraft({ ...draft, uploads: [...draft.uploads, ...added] });
  };
  const remove = (item: UploadItem) => {
    if (item.status === 'uploading' || item.status === 'queued') {
      queue?.send({ type: 'CANCEL', id: item.id });
    }
    setDraft({ ...draft, uploads: draft.uploads.filter((id) => id !== item.id) });
  };

  return (
    <Screen
      title="Resolved by a third party"
      actions={
        <>
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button
            loading={uploading}
            onClick={() => {
              setTried(true);
              if (documents.length > 0 && !tooLong) onNext(documents);
            }}
          >
            Next
          </Button>
        </>
      }
    >
      <TextAreaCounter
        label="Notes"
        placeholder={M.notesPlaceholder}
        value={draft.notes}
        onChange={(event) => setDraft({ ...draft, notes: event.currentTarget.value })}
        error={tooLong ? 'Message should be 500 characters or less' : undefined}
      />
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fz="sm" fw={500}>
            Documents
          </Text>
          <FileButton onChange={(files) => void add(files)} accept={UPLOAD_ACCEPT} multiple>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                leftSection={<IconPaperclip size={14} aria-hidden />}
              >
                Add documents
              </Button>
            )}
          </FileButton>
        </Group>
        {items.length > 0 ? (
          <List listStyleType="none" spacing={4} aria-label="Documents">
            {items.map((item) => (
              <List.Item key={item.id}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Text fz="sm" truncate>
                    {item.name}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <Text fz="xs" c={item.status === 'failed' ? 'red.9' : 'dimmed'}>
                      {item.status === 'failed'
                        ? `Failed (${item.error ?? 'Unknown error'})`
                        : item.status === 'success'
                          ? 'Uploaded'
                          : item.status === 'uploading'
                            ? `${Math.round(item.percentage)}%`
                            : 'Queued'}
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="gray"
                      onClick={() => remove(item)}
                      aria-label={`Remove ${item.name}`}
                    >
                      <IconX size={14} aria-hidden />
                    </Button>
                  </Group>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : null}
        {tried && documents.length === 0 && !uploading ? (
          <Text fz="sm" c="var(--mantine-color-error)" role="alert">
            {M.documentRequired}
          </Text>
        ) : null}
      </Stack>
    </Screen>
  );
}
