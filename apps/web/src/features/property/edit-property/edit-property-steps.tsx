import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import {
  EDIT_PROPERTY_MESSAGES,
  editPropertyChanges,
  editPropertySummary,
  editPropertyValues,
  type TEditProperty,
  type TEditPropertyChange,
  type TEditPropertyInput,
  type TPropertyKeyDetails,
  type TPropertyManager,
} from '@portal/contracts';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { fromPromise } from 'xstate';
import { AlertMessage } from '../../../components/alert-message';
import { showSuccessToast } from '../../../components/toast';
import { isApiError } from '../../../lib/api-error';
import { useUpdateProperty } from './api/update-property';
import { editPropertyMachine } from './edit-property-machine';
import {
  EditPropertyFields,
  formSchemaOf,
  formValuesOf,
  type EditPropertyForm,
} from './edit-property-form';

/** The changes the draft makes to the stored details, as people read them. */
function changesOf(
  details: TPropertyKeyDetails,
  draft: TEditProperty,
  managers: readonly TPropertyManager[],
): TEditPropertyChange[] {
  const names = new Map(managers.map((manager) => [manager.id, manager.name]));
  return editPropertyChanges(
    { ...details.agencyKey, ...details.propertyKey },
    editPropertyValues(draft),
    (id) => names.get(id),
  );
}

function ConfirmChanges({
  changes,
  error,
  saving,
  onBack,
  onSave,
}: {
  changes: readonly TEditPropertyChange[];
  error: Error | null;
  saving: boolean;
  onBack: () => void;
  onSave: () => void;
}) {
  return (
    <Stack gap="md">
      {error ? (
        <AlertMessage variant="error" title={EDIT_PROPERTY_MESSAGES.saveFailed}>
          {error.message}
        </AlertMessage>
      ) : null}
      {changes.length === 0 ? (
        <Text fz="sm">{EDIT_PROPERTY_MESSAGES.noChanges}: go back to change a detail.</Text>
      ) : (
        <>
          <Text fz="sm">Check the changes, then save them.</Text>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {changes.map((change) => (
              <li key={change.field}>
                <Text fz="sm" fw={600}>
                  {change.label}
                </Text>
                <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  Was: {change.before}
                </Text>
                <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  Now: {change.after}
                </Text>
              </li>
            ))}
          </Stack>
        </>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack} disabled={saving}>
          Back
        </Button>
        <Button onClick={onSave} loading={saving} disabled={changes.length === 0} data-autofocus>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

export function EditPropertySteps({
  propertyId,
  details,
  managers,
  onDone,
  onCancel,
  onDirty,
}: {
  propertyId: number;
  details: TPropertyKeyDetails;
  managers: readonly TPropertyManager[];
  onDone: () => void;
  onCancel: () => void;
  onDirty: (state: { dirty: boolean; saving: boolean }) => void;
}) {
  const schema = useMemo(() => formSchemaOf(details), [details]);
  const form: EditPropertyForm = useForm<TEditPropertyInput, unknown, TEditProperty>({
    resolver: zodResolver(schema),
    defaultValues: formValuesOf(details),
  });
  const update = useUpdateProperty();
  const [state, send] = useMachine(
    editPropertyMachine.provide({
      actors: {
        save: fromPromise(({ input }: { input: TEditProperty }) =>
          update.mutateAsync({ propertyId, body: input }),
        ),
      },
    }),
  );
  const { draft, error, result } = state.context;
  const saving = state.matches('saving');
  const dirty = form.formState.isDirty;

  useEffect(() => onDirty({ dirty, saving }), [dirty, saving, onDirty]);

  useEffect(() => {
    if (!state.matches('saved') || !result) return;
    showSuccessToast(EDIT_PROPERTY_MESSAGES.saved, editPropertySummary(result.changes));
    onDone();
  }, [state, result, onDone]);

  // A refusal that names fields: back on the edit step they show beside their fields.
  useEffect(() => {
    if (!isApiError(error) || !error.fields) return;
    for (const [path, message] of Object.entries(error.fields)) {
      const name = path.replace(/^body\./, '');
      if (name.startsWith('agencyKey.') || name.startsWith('propertyKey.')) {
        form.setError(name as 'agencyKey.keyNumber', { type: 'server', message });
      }
    }
  }, [error, form]);

  const step = state.matches('edit') ? 1 : 2;
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {step === 1 ? 'Step 1 of 2: Edit details' : 'Step 2 of 2: Confirm changes'}
      </Text>
      {step === 1 ? (
        <EditPropertyFields
          form={form}
          details={details}
          managers={managers}
          onNext={(next) => send({ type: 'NEXT', draft: next })}
          onCancel={onCancel}
        />
      ) : (
        <ConfirmChanges
          changes={draft ? changesOf(details, draft, managers) : []}
          error={error}
          saving={saving}
          onBack={() => send({ type: 'BACK' })}
          onSave={() => send({ type: 'SAVE' })}
        />
      )}
    </Stack>
  );
}
