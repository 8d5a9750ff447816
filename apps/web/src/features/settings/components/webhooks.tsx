import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_NOTES,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  ZCreateWebhook,
  formatDate,
  formatTime,
  type TCreatedWebhook,
  type TCreateWebhook,
  type TCreateWebhookBody,
  type TWebhook,
  type TWebhookDeliveryStatus,
} from '@portal/contracts';
import { IconWebhook } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AlertMessage } from '../../../components/alert-message';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadError } from '../../../components/load-error';
import { Paginator } from '../../../components/paginator';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { isApiError } from '../../../lib/api-error';
import {
  DELIVERIES_PAGE_SIZE,
  useCreateWebhook,
  useDeleteWebhook,
  useSendTestEvent,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from '../api/webhooks';
import { settingsKeys } from '../api/keys';

const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

const wrapAnywhere = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * 'Create webhook': the address, the events and a description; then the signing secret, shown
 * this once with a Copy button, until the dialog is closed.
 */
function CreateWebhookDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateWebhook();
  const [created, setCreated] = useState<TCreatedWebhook | null>(null);
  const form = useForm<TCreateWebhook, unknown, TCreateWebhookBody>({
    resolver: zodResolver(ZCreateWebhook),
    defaultValues: { url: '', events: [], description: '' },
  });
  const close = () => {
    if (create.isPending) return;
    form.reset();
    create.reset();
    setCreated(null);
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (webhook) => {
        setCreated(webhook);
        showSuccessToast(WEBHOOK_MESSAGES.created);
      },
      onError: (error) => {
        const field = isApiError(error) ? error.fields?.['body.url'] : undefined;
        if (field) form.setError('url', { type: 'server', message: field });
      },
    }),
  );
  const urlRefused = isApiError(create.error) && create.error.fields?.['body.url'];
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? 'Your webhook’s signing secret' : 'Create webhook'}
      closeOnEscape={!create.isPending}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close', disabled: create.isPending }}
      centered
      size="lg"
    >
      {created ? (
        <Stack gap="md">
          <AlertMessage variant="warning" title="Shown only once">
            {WEBHOOK_MESSAGES.shownOnce}
          </AlertMessage>
          <Code block aria-label="Signing secret" style={wrapAnywhere}>
            {created.secret}
          </Code>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={created.secret}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy secret'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <TextInput
              label="Address"
              description="Where the events are POSTed: https, reachable on the internet"
              placeholder="https://example.com/webhooks"
              autoComplete="off"
              inputMode="url"
              required
              data-autofocus
              {...form.register('url')}
              error={form.formState.errors.url?.message}
            />
            <Controller
              control={form.control}
              name="events"
              render={({ field, fieldState }) => (
                <Checkbox.Group
                  label="Events"
                  required
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                >
                  <Stack gap="sm" mt={6}>
                    {WEBHOOK_EVENTS.map((event) => (
                      <Checkbox
                        key={event}
                        value={event}
                        label={WEBHOOK_EVENT_LABELS[event]}
                        description={WEBHOOK_EVENT_NOTES[event]}
                      />
                    ))}
                  </Stack>
                </Checkbox.Group>
              )}
            />
            <TextInput
              label="Description"
              description={`What it is for, such as the software receiving it (at most ${WEBHOOK_DESCRIPTION_MAX} characters)`}
              autoComplete="off"
              {...form.register('description')}
              error={form.formState.errors.description?.message}
            />
            {create.error && !urlRefused ? (
              <AlertMessage variant="error" title={WEBHOOK_MESSAGES.createFailed}>
                {create.error.message}
              </AlertMessage>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={create.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create webhook
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

const STATUS_COLOURS: Record<TWebhookDeliveryStatus, string> = {
  PENDING: 'blue',
  RETRYING: 'orange',
  DELIVERED: 'green',
  FAILED: 'red',
};

/** One webhook's delivery log, newest first, a page at a time. */
function DeliveryLog({ webhook }: { webhook: TWebhook }) {
  const [page, setPage] = useState(1);
  const log = useWebhookDeliveries(webhook.id, page);
  const label = `Deliveries to ${webhook.url}`;
  // A delivery settled while the log was open: the card's last delivery and state follow it.
  const queryClient = useQueryClient();
  const settled = log.data?.items.find((row) => row.lastAttemptAt)?.lastAttemptAt;
  useEffect(() => {
    if (settled && settled !== webhook.lastDeliveryAt) {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.webhooks(), exact: true });
    }
  }, [settled, webhook.lastDeliveryAt, queryClient]);
  if (log.isPending) return <ListSkeleton rows={3} columns={5} label="Loading deliveries" />;
  if (log.isError) {
    return (
      <LoadError
        title="The delivery log could not be loaded"
        error={log.error}
        retrying={log.isFetching}
        onRetry={() => void log.refetch()}
      />
    );
  }
  if (log.data.total === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No deliveries yet. Send a test event to see one here.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed">
        {log.data.total === 1 ? '1 delivery' : `${log.data.total} deliveries`}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={label} verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time</Table.Th>
              <Table.Th>Event</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Response</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Next retry</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data.items.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>{when(delivery.createdAt)}</Table.Td>
                <Table.Td>{delivery.eventLabel}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOURS[delivery.status]} variant="dot">
                    {WEBHOOK_DELIVERY_STATUS_LABELS[delivery.status]}
                  </Badge>
                </Table.Td>
                <Table.Td style={wrapAnywhere}>
                  {delivery.responseCode !== null ? `HTTP ${delivery.responseCode}` : null}
                  {delivery.error ? (
                    <Text fz="xs" c="dimmed">
                      {delivery.error}
                    </Text>
                  ) : null}
                  {delivery.responseExcerpt ? (
                    <Text fz="xs" c="dimmed" lineClamp={2} title={delivery.responseExcerpt}>
                      {delivery.responseExcerpt}
                    </Text>
                  ) : null}
                  {delivery.responseCode === null && !delivery.error ? '—' : null}
                </Table.Td>
                <Table.Td>
                  {delivery.attempts} of {delivery.maxAttempts}
                </Table.Td>
                <Table.Td>{delivery.nextRetryAt ? when(delivery.nextRetryAt) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Paginator
        page={page}
        totalPages={Math.ceil(log.data.total / DELIVERIES_PAGE_SIZE)}
        onChange={setPage}
        label={`Pages of ${label}`}
      />
    </Stack>
  );
}

/** One webhook: its address, state and events, its actions, and its delivery log on request. */
function WebhookCard({
  webhook,
  onDelete,
}: {
  webhook: TWebhook;
  onDelete: (webhook: TWebhook) => void;
}) {
  const update = useUpdateWebhook();
  const test = useSendTestEvent();
  const [showLog, setShowLog] = useState(false);
  const toggle = (enabled: boolean) =>
    update.mutate(
      { webhookId: webhook.id, body: { enabled } },
      {
        onSuccess: () =>
          showSuccessToast(enabled ? WEBHOOK_MESSAGES.enabled : WEBHOOK_MESSAGES.disabled),
        onError: (error) => showErrorToast('The webhook could not be changed', error),
      },
    );
  const sendTest = () =>
    test.mutate(webhook.id, {
      onSuccess: () => {
        showSuccessToast(WEBHOOK_MESSAGES.testQueued);
        setShowLog(true);
      },
      onError: (error) => showErrorToast('The test event could not be sent', error),
    });
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} style={wrapAnywhere}>
              {webhook.url}
            </Text>
            {webhook.description ? (
              <Text fz="sm" c="dimmed">
                {webhook.description}
              </Text>
            ) : null}
          </Stack>
          <Switch
            checked={webhook.enabled}
            disabled={update.isPending}
            onChange={(event) => toggle(event.currentTarget.checked)}
            label={webhook.enabled ? 'On' : 'Off'}
            aria-label={`Send events to ${webhook.url}`}
          />
        </Group>
        {webhook.disabledReason ? (
          <AlertMessage variant="warning" title="Switched off by the portal">
            {webhook.disabledReason}. Check the delivery log, fix the receiver, then switch it on.
          </AlertMessage>
        ) : null}
        <Text fz="sm">
          <Text span fw={600}>
            Events:{' '}
          </Text>
          {webhook.events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(', ')}
        </Text>
        <Text fz="sm" c="dimmed">
          Created {formatDate(webhook.createdAt)}
          {webhook.createdBy ? ` by ${webhook.createdBy}` : ''} ·{' '}
          {webhook.lastDeliveryAt
            ? `last delivery ${when(webhook.lastDeliveryAt)}`
            : 'no deliveries yet'}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            onClick={sendTest}
            loading={test.isPending}
            disabled={!webhook.enabled}
          >
            Send test event
          </Button>
          <Button
            variant="default"
            size="xs"
            onClick={() => setShowLog((shown) => !shown)}
            aria-expanded={showLog}
          >
            {showLog ? 'Hide delivery log' : 'Delivery log'}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={() => onDelete(webhook)}
            aria-label={`Delete webhook ${webhook.url}`}
          >
            Delete
          </Button>
        </Group>
        {showLog ? <DeliveryLog webhook={webhook} /> : null}
      </Stack>
    </Paper>
  );
}

/** Webhooks (master users only): the agency's webhooks, creating, testing and deleting them. */
export function Webhooks() {
  const list = useWebhooks();
  const remove = useDeleteWebhook();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TWebhook | null>(null);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccessToast(WEBHOOK_MESSAGES.deleted);
        setDeleting(null);
      },
      onError: (error) => showErrorToast('The webhook could not be deleted', error),
    });
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="webhooks-title">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2} style={{ flex: 1, minWidth: 240 }}>
          <Title order={2} fz="h3" id="webhooks-title">
            Webhooks
          </Title>
          <Text fz="sm" c="dimmed">
            The portal POSTs the events you choose to your own https address, signed with the
            webhook’s secret, and retries for about 40 minutes when your server does not answer.
          </Text>
        </Stack>
        <Button
          leftSection={<IconWebhook size={18} aria-hidden />}
          onClick={() => setCreating(true)}
        >
          Create webhook
        </Button>
      </Group>
      {list.isPending ? (
        <ListSkeleton rows={2} variant="cards" label="Loading webhooks" />
      ) : list.isError ? (
        <LoadError
          title="Webhooks could not be loaded"
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.webhooks.length === 0 ? (
        <EmptyState
          title="No webhooks"
          description="Create one to have your own software told of events as they happen."
          icon={<IconWebhook size={28} stroke={1.5} aria-hidden />}
        />
      ) : (
        <Stack
          component="ul"
          gap="sm"
          aria-label="Webhooks"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {list.data.webhooks.map((webhook) => (
            <WebhookCard key={webhook.id} webhook={webhook} onDelete={setDeleting} />
          ))}
        </Stack>
      )}
      <CreateWebhookDialog opened={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title="Delete this webhook?"
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
      >
        No more events are sent to {deleting?.url}, and its delivery log is deleted with it. This
        cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
