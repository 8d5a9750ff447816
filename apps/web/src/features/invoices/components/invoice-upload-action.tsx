import { Button, Group, Loader, Text } from '@mantine/core';
import { INVOICE_MESSAGES, formatDate, type TInvoice } from '@portal/contracts';
import { IconCircleCheck, IconCloudUpload, IconRefresh } from '@tabler/icons-react';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { useUploadInvoice } from '../api/upload-invoice';

/**
 * Upload to the agency's property software: 'Upload', a syncing spinner while the server
 * uploads in the background, 'Retry upload' after an error, or who uploaded it and when.
 */
export function InvoiceUploadAction({ invoice }: { invoice: TInvoice }) {
  const upload = useUploadInvoice();
  const { integration } = invoice;
  const number = invoice.invoiceNumber;
  if (!integration.isEligibleToUpload) return null;

  if (integration.isUploaded) {
    const who = integration.uploadedBy ? ` by ${integration.uploadedBy}` : '';
    const when = integration.uploadedAt ? ` on ${formatDate(integration.uploadedAt)}` : '';
    return (
      <Group gap={4} wrap="nowrap">
        <IconCircleCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
        <Text fz="xs" c="dimmed">
          Uploaded{when}
          {who}
        </Text>
      </Group>
    );
  }

  if (integration.isUploading || upload.isPending) {
    return (
      <Button
        size="xs"
        variant="default"
        disabled
        leftSection={<Loader size={12} aria-hidden />}
        aria-label={`Uploading invoice #${number}`}
      >
        Uploading
      </Button>
    );
  }

  const retry = integration.lastError !== null;
  const label = retry ? 'Retry upload' : 'Upload';
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={
        retry ? <IconRefresh size={14} aria-hidden /> : <IconCloudUpload size={14} aria-hidden />
      }
      aria-label={`${label} of invoice #${number}`}
      onClick={() =>
        upload.mutate(invoice.id, {
          onSuccess: () => showSuccessToast(INVOICE_MESSAGES.uploadStarted(number)),
          onError: (error) => showErrorToast(INVOICE_MESSAGES.uploadFailed(number), error),
        })
      }
    >
      {label}
    </Button>
  );
}

/** The software's last refusal, shown until an upload succeeds (hidden while one runs). */
export function InvoiceUploadError({ invoice }: { invoice: TInvoice }) {
  const { integration } = invoice;
  if (!integration.lastError || integration.isUploading || integration.isUploaded) return null;
  return (
    <Text fz="xs" c="red.9">
      Last upload failed: {integration.lastError.message}
    </Text>
  );
}
