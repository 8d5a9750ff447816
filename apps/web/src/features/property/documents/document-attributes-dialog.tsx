import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  DOCUMENT_MESSAGES,
  OTHER_SERVICE_NAME_MAX,
  ZDocumentAttributes,
  type TDocumentAttributes,
  type TPropertyDocument,
} from '@portal/contracts';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import {
  useDocumentServices,
  useDocumentTypes,
  useUpdateDocument,
  type DocumentOwner,
} from './documents-api';

type FormInput = z.input<typeof ZDocumentAttributes>;

interface Props {
  owner: DocumentOwner;
  propertyId: number;
  document: TPropertyDocument;
  onClose: () => void;
}

/** Update document attributes: type (required), services, other service name (under 200). */
export function DocumentAttributesDialog({ owner, propertyId, document, onClose }: Props) {
  const types = useDocumentTypes();
  const services = useDocumentServices();
  const update = useUpdateDocument(owner, propertyId);
  const form = useForm<FormInput, unknown, TDocumentAttributes>({
    resolver: zodResolver(ZDocumentAttributes),
    defaultValues: {
      documentType: document.type,
      services: document.services,
      otherServiceName: document.otherServiceName ?? '',
    },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ docId: document.id, body });
      showSuccessToast(DOCUMENT_MESSAGES.updated, document.name);
      onClose();
    } catch (error) {
      showErrorToast(DOCUMENT_MESSAGES.updateFailed, error);
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title="Update document attributes"
      centered
      closeOnEscape={!update.isPending}
      closeOnClickOutside={!update.isPending}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="documentType"
            render={({ field, fieldState }) => (
              <Select
                label="Document type"
                withAsterisk
                data={(types.data ?? []).map((type) => ({ value: type.code, label: type.name }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                allowDeselect={false}
                disabled={types.isPending}
              />
            )}
          />
          <Controller
            control={form.control}
            name="services"
            render={({ field }) => (
              <Checkbox.Group label="Services" value={field.value ?? []} onChange={field.onChange}>
                <Stack gap={6} mt={6}>
                  {(services.data ?? []).map((service) => (
                    <Checkbox key={service.code} value={service.code} label={service.name} />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
          <TextInput
            label="Other service name"
            description={`A service not listed above, ${OTHER_SERVICE_NAME_MAX} characters at most`}
            {...form.register('otherServiceName')}
            error={form.formState.errors.otherServiceName?.message}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
