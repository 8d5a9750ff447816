import { Anchor, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import {
  EMAIL_SENDER_MESSAGES,
  PROPERTY_ACTION_LABELS,
  type TEmailSender,
} from '@portal/contracts';
import { IconExternalLink } from '@tabler/icons-react';
import { AlertMessage } from '../../../components/alert-message';
import { LoadError } from '../../../components/load-error';
import { useEmailRecipients, useEmailSender } from './api/email';
import { EmailForm } from './email-form';

export interface EmailDialogProps {
  propertyId: number;
  /** The notice the email is about, when sent from one. */
  noticeId?: number;
  opened: boolean;
  onClose: () => void;
  /** The DownloadEmailFile experiment: offer the .eml download. */
  canDownload: boolean;
}

/** Why the user may not send, in the spec's words, with what to do about it. */
function CannotSend({ sender, onClose }: { sender: TEmailSender; onClose: () => void }) {
  const disabled = sender.status === 'disabled';
  return (
    <Stack gap="md">
      <AlertMessage
        variant="warning"
        title={disabled ? EMAIL_SENDER_MESSAGES.disabled : EMAIL_SENDER_MESSAGES.notSetUp}
      >
        <Stack gap="xs">
          <Text fz="sm">
            {disabled ? EMAIL_SENDER_MESSAGES.disabledDetail : EMAIL_SENDER_MESSAGES.notSetUpDetail}
          </Text>
          {!disabled && sender.setupUrl ? (
            <Anchor href={sender.setupUrl} target="_blank" rel="noopener noreferrer" fz="sm" inline>
              Set up {sender.domain ?? 'your email domain'}{' '}
              <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
            </Anchor>
          ) : null}
        </Stack>
      </AlertMessage>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}

function FormSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the email form">
      <Skeleton h={36} />
      <Skeleton h={36} />
      <Skeleton h={36} />
      <Skeleton h={300} />
    </Stack>
  );
}

/**
 * 'Send email to tenant' (and occupant notices): who may send is read as it opens; the form
 * when the agency's email domain is set up with the user's address, else the reason.
 */
export function EmailDialog({
  propertyId,
  noticeId,
  opened,
  onClose,
  canDownload,
}: EmailDialogProps) {
  const sender = useEmailSender();
  const recipients = useEmailRecipients(propertyId);

  let body;
  if (sender.isPending) body = <FormSkeleton />;
  else if (sender.isError) {
    body = (
      <LoadError
        title="The email form could not be loaded"
        error={sender.error}
        onRetry={() => void sender.refetch()}
        retrying={sender.isFetching}
      />
    );
  } else if (sender.data.status !== 'ready') {
    body = <CannotSend sender={sender.data} onClose={onClose} />;
  } else if (recipients.isPending) body = <FormSkeleton />;
  else {
    body = (
      <EmailForm
        propertyId={propertyId}
        noticeId={noticeId}
        sender={sender.data}
        // Without the property's people any valid address can still be typed.
        recipients={recipients.data ?? []}
        canDownload={canDownload}
        onSent={onClose}
        onCancel={onClose}
      />
    );
  }
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={PROPERTY_ACTION_LABELS.emailTenant}
      size="xl"
      centered
      closeOnClickOutside={false}
    >
      {body}
    </Modal>
  );
}
