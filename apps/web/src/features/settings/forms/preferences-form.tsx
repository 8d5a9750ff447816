import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SETTINGS_MESSAGES,
  ZUserSettingsPatch,
  type TPropertyManager,
  type TUserSettings,
  type TUserSettingsPatch,
} from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { SelectField } from '../../../components/select-field';
import { SwitchField } from '../../../components/switch-field';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { clearFormDraft, useDraftKey, useFormDraft } from '../../../lib/form-draft';
import { useUpdateUserSettings } from '../api/update-user-settings';

/** The form holds every preference; the PATCH carries only the changed ones. */
const ZPreferencesForm = z.required(ZUserSettingsPatch.shape.agency);
export type TPreferencesForm = z.output<typeof ZPreferencesForm>;

export interface PreferencesFormProps {
  settings: TUserSettings;
  propertyManagers: readonly TPropertyManager[];
}

export function PreferencesForm({ settings, propertyManagers }: PreferencesFormProps) {
  const form = useForm<TPreferencesForm>({
    resolver: zodResolver(ZPreferencesForm),
    defaultValues: settings.agency,
  });
  const { isDirty, dirtyFields } = form.formState;
  const update = useUpdateUserSettings();
  // What was changed but not saved survives a new sign-in (lib/form-draft.ts).
  const draftKey = useDraftKey('preferences');
  useFormDraft(form, draftKey);

  const onSubmit = form.handleSubmit((values) => {
    const agency: TUserSettingsPatch['agency'] = {};
    if (dirtyFields.defaultPropertyManagerId) {
      agency.defaultPropertyManagerId = values.defaultPropertyManagerId;
    }
    if (dirtyFields.showPortfolioMirroring) {
      agency.showPortfolioMirroring = values.showPortfolioMirroring;
    }
    update.mutate(
      { agency },
      {
        onSuccess: (saved) => {
          form.reset(saved.agency);
          clearFormDraft(draftKey);
          showSuccessToast(SETTINGS_MESSAGES.updated);
        },
        onError: (error) => showErrorToast(SETTINGS_MESSAGES.updateFailed, error),
      },
    );
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="lg" maw="36rem">
        <SelectField
          control={form.control}
          name="defaultPropertyManagerId"
          label="Default property manager"
          description="Your dashboard opens showing this property manager's properties."
          placeholder="All property managers"
          options={propertyManagers.map((manager) => ({ value: manager.id, label: manager.name }))}
          clearable
          searchable
          nothingFoundMessage="No property managers found"
          // Mantine hides the clear button from the keyboard and screen readers; this one is for all.
          clearButtonProps={{
            'aria-label': 'Show all property managers',
            'aria-hidden': false,
            tabIndex: 0,
          }}
          comboboxProps={{ withinPortal: true }}
        />
        <SwitchField
          control={form.control}
          name="showPortfolioMirroring"
          label="Show portfolio mirroring"
          description="Include the properties mirrored from your property management software, including those serviced by other providers."
        />
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!isDirty || update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
