import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Popover,
  Progress,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { UPLOAD_TRAY_TEXTS } from '@portal/contracts';
import { IconAlertCircle, IconCheck, IconCloudUpload, IconX } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { UploadQueueActor } from './upload-queue-machine';
import { isBusy, rowStatus, trayHeading, trayRows, type UploadItem } from './upload-queue-machine';

function TrayRow({ item, onCancel }: { item: UploadItem; onCancel: () => void }) {
  const status = rowStatus(item);
  const cancellable = item.status === 'queued' || item.status === 'uploading';
  return (
    <Stack gap={4} role="listitem" aria-label={`${item.name}: ${status}`} data-status={item.status}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz="sm" fw={500} truncate="end">
            {item.name}
          </Text>
          {item.target.address && (
            <Text fz="xs" c="dimmed" truncate="end">
              {item.target.address}
            </Text>
          )}
        </Stack>
        <Group gap={6} wrap="nowrap">
          {item.status === 'success' && (
            <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
          )}
          {item.status === 'failed' && (
            <IconAlertCircle size={16} color="var(--mantine-color-red-7)" aria-hidden />
          )}
          <Text fz="xs" c={item.status === 'failed' ? 'red.9' : 'dimmed'} ta="right">
            {status}
          </Text>
          {cancellable && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={`${UPLOAD_TRAY_TEXTS.cancel} ${item.name}`}
              onClick={onCancel}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Group>
      {item.status === 'uploading' && (
        <Progress value={item.percentage} size="sm" aria-label={`${item.name} uploaded`} />
      )}
    </Stack>
  );
}

/** The tray's button (its heading) and panel 'Your uploads': rows, Cancel, Clear. */
export function UploadTrayPanel({ queue }: { queue: UploadQueueActor }) {
  const items = useSelector(queue, (snapshot) => snapshot.context.items);
  const heading = trayHeading(items);
  if (!heading) return null;
  const busy = isBusy(items);
  const failed = !busy && items.some((item) => item.status === 'failed');
  return (
    <Popover position="bottom-end" width={340} shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Button
          variant="light"
          color={failed ? 'red' : busy ? 'blue' : 'green'}
          size="xs"
          leftSection={<IconCloudUpload size={16} aria-hidden />}
          aria-label={heading}
          data-testid="upload-tray"
        >
          {/* In words where the header has room; below xl, the navigation needs it. */}
          <Text span fz="xs" fw={600} visibleFrom="xl">
            {heading}
          </Text>
          <Text span fz="xs" fw={600} hiddenFrom="xl">
            {items.length}
          </Text>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600}>{UPLOAD_TRAY_TEXTS.panelTitle}</Text>
            <Anchor
              component="button"
              type="button"
              fz="sm"
              onClick={() => queue.send({ type: 'CLEAR' })}
            >
              {UPLOAD_TRAY_TEXTS.clear}
            </Anchor>
          </Group>
          <Text fz="xs" c="dimmed">
            {UPLOAD_TRAY_TEXTS.keepOpen}
          </Text>
          <ScrollArea.Autosize mah={320}>
            <Stack gap="sm" role="list" aria-label={UPLOAD_TRAY_TEXTS.panelTitle}>
              {trayRows(items).map((item) => (
                <TrayRow
                  key={item.id}
                  item={item}
                  onCancel={() => queue.send({ type: 'CANCEL', id: item.id })}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
