import { Modal, Stack, Text } from '@mantine/core';
import type { TEmailPreview } from '@portal/contracts';
import { DetailsList } from '../../../components/details-list';

/**
 * The email as it would be sent. Its HTML (sanitised by the server) is shown in a sandboxed
 * frame with no permissions at all: no script runs and nothing in it reaches the portal's page.
 */
export function EmailPreviewModal({
  preview,
  onClose,
}: {
  preview: TEmailPreview | null;
  onClose: () => void;
}) {
  const list = (type: 'to' | 'cc') =>
    preview?.recipients
      .filter((recipient) => recipient.type === type)
      .map((recipient) => recipient.email)
      .join(', ') || '—';
  return (
    <Modal opened={preview !== null} onClose={onClose} title="Preview email" size="xl" centered>
      {preview ? (
        <Stack gap="md">
          <DetailsList
            items={[
              { label: 'Subject', value: preview.subject },
              { label: 'From', value: preview.from.email },
              { label: 'To', value: list('to') },
              { label: 'CC', value: list('cc') },
            ]}
          />
          <Text fz="sm" fw={600}>
            Message
          </Text>
          <iframe
            title="Email message"
            sandbox=""
            srcDoc={preview.preview_html}
            style={{
              width: '100%',
              height: 360,
              border: '1px solid var(--mantine-color-gray-4)',
              borderRadius: 'var(--mantine-radius-sm)',
              background: 'white',
            }}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
