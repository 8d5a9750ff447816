import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  API_KEY_MESSAGES,
  formatDate,
  ZCreateApiKey,
  type TApiKey,
  type TCreateApiKey,
  type TCreatedApiKey,
} from '@portal/contracts';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AlertMessage } from '../../../components/alert-message';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadError } from '../../../components/load-error';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';

/**
 * 'Create API key': a name; then the key itself, shown this once with a Copy button and a
 * warning, until the dialog is closed.
 */
function CreateApiKeyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateApiKey();
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);
  const form = useForm<TCreateApiKey>({
    resolver: zodResolver(ZCreateApiKey),
    defaultValues: { name: '' },
  });
  const close = () => {
    if (create.isPending) return;
    form.reset();
    create.reset();
    setCreated(null);
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    create.mutate(values.name, { onSuccess: (key) => setCreated(key) }),
  );
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? 'Your new API key' : 'Create API key'}
      closeOnEscape={!create.isPending}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close', disabled: create.isPending }}
      centered
    >
      {created ? (
        <Stack gap="md">
          <AlertMessage variant="warning" title="Shown only once">
            {API_KEY_MESSAGES.shownOnce}
          </AlertMessage>
          <Code
            block
            aria-label="API key"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {created.key}
          </Code>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={created.key}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy key'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text fz="sm" c="dimmed">
              The key reads your agency’s data through the API (GET calls only): it cannot change
              anything. Name it after the software that will use it.
            </Text>
            <TextInput
              label="Name"
              autoComplete="off"
              required
              data-autofocus
              {...form.register('name')}
              error={form.formState.errors.name?.message}
            />
            {create.error ? (
              <AlertMessage variant="error" title={API_KEY_MESSAGES.createFailed}>
                {create.error.message}
              </AlertMessage>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={create.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create key
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** API keys (master users only): the live keys, creating one, revoking one after confirmation. */
export function ApiKeys() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        showSuccessToast(API_KEY_MESSAGES.revoked(revoking.name));
        setRevoking(null);
      },
      onError: (error) => showErrorToast('The key could not be revoked', error),
    });
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="api-keys-title">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} fz="h3" id="api-keys-title">
            API keys
          </Title>
          <Text fz="sm" c="dimmed">
            Your own software reads the portal’s API with a key, sent as{' '}
            <Code>Authorization: Bearer &lt;key&gt;</Code>. Keys are read-only.
          </Text>
        </Stack>
        <Button leftSection={<IconKey size={18} aria-hidden />} onClick={() => setCreating(true)}>
          Create API key
        </Button>
      </Group>
      {keys.isPending ? (
        <ListSkeleton rows={2} columns={4} label="Loading API keys" />
      ) : keys.isError ? (
        <LoadError
          title="API keys could not be loaded"
          error={keys.error}
          retrying={keys.isFetching}
          onRetry={() => void keys.refetch()}
        />
      ) : keys.data.keys.length === 0 ? (
        <EmptyState
          title="No API keys"
          description="Create one for software of your own that reads your agency’s data."
          icon={<IconKey size={28} stroke={1.5} aria-hidden />}
        />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="API keys" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Key</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.keys.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td>{key.name}</Table.Td>
                  <Table.Td>
                    <Code>{key.prefix}…</Code>
                  </Table.Td>
                  <Table.Td>
                    {formatDate(key.createdAt)}
                    {key.createdBy ? ` by ${key.createdBy}` : ''}
                  </Table.Td>
                  <Table.Td>{key.lastUsedAt ? formatDate(key.lastUsedAt) : 'Never'}</Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      onClick={() => setRevoking(key)}
                      aria-label={`Revoke ${key.name}`}
                    >
                      Revoke
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <CreateApiKeyDialog opened={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        onConfirm={confirmRevoke}
        title={revoking ? `Revoke ${revoking.name}?` : ''}
        confirmLabel="Revoke"
        danger
        loading={revoke.isPending}
      >
        Software using this key stops reading your agency’s data at once. This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
