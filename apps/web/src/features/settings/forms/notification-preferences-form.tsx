import { Button, Group, List, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SERVICE_REPORT_ACCESS_CODES,
  SETTINGS_MESSAGES,
  serviceReportAccessLabels,
  ZNotificationPreference,
  ZServiceReportAccess,
  type TNotificationSettings,
} from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AlertMessage } from '../../../components/alert-message';
import { SelectField } from '../../../components/select-field';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import classes from './notification-preferences-form.module.css';

/**
 * A manager may have no choice yet (null); the row then fails the contracts' rule with its
 * message, 'You need to select a sending report preference'.
 */
const ZNotificationPreferencesForm = z.object({
  preferences: z.array(
    z
      .object({
        propertyManagerId: z.number().int(),
        serviceReportsAutoOwnerEmailPreference: z.nullable(ZServiceReportAccess),
      })
      .pipe(ZNotificationPreference),
  ),
});
export type TNotificationPreferencesFormInput = z.input<typeof ZNotificationPreferencesForm>;

const OPTIONS = SERVICE_REPORT_ACCESS_CODES.map((code) => ({
  value: code,
  label: serviceReportAccessLabels[code],
}));

const toFormValues = (settings: TNotificationSettings): TNotificationPreferencesFormInput => ({
  preferences: settings.propertyManagers.map((manager) => ({
    propertyManagerId: manager.propertyManagerId,
    serviceReportsAutoOwnerEmailPreference: manager.serviceReportsAutoOwnerEmailPreference,
  })),
});

/** What each choice means, in the server's words, under the contracts' labels. */
function OptionsLegend({ settings }: { settings: TNotificationSettings }) {
  if (settings.serviceAutoOwnerEmailOptions.length === 0) return null;
  return (
    <List spacing={4} fz="sm" c="dimmed">
      {settings.serviceAutoOwnerEmailOptions.map((option) => (
        <List.Item key={option.id}>
          <Text component="span" fz="sm" fw={600} c="var(--mantine-color-text)">
            {serviceReportAccessLabels[option.id]}:
          </Text>{' '}
          {option.description}
        </List.Item>
      ))}
    </List>
  );
}

export function NotificationPreferencesForm({ settings }: { settings: TNotificationSettings }) {
  const allowed = settings.isServiceReportsAutoOwnerEmailAllowed;
  const form = useForm({
    resolver: zodResolver(ZNotificationPreferencesForm),
    defaultValues: toFormValues(settings),
  });
  const update = useUpdateNotificationSettings();

  const onSubmit = form.handleSubmit(({ preferences }) =>
    update.mutate(preferences, {
      onSuccess: (saved) => {
        form.reset(toFormValues(saved));
        showSuccessToast(SETTINGS_MESSAGES.notificationUpdated);
      },
      onError: (error) => showErrorToast(SETTINGS_MESSAGES.notificationUpdateFailed, error),
    }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="lg">
        {allowed ? null : (
          <AlertMessage variant="warning" title="Automatic service report emails are turned off">
            Your agency has disabled sending service reports to owners automatically, so these
            preferences cannot be changed. Please contact your account manager to turn them on.
          </AlertMessage>
        )}
        <Text fz="sm">
          Choose which service reports are emailed automatically to the owners of each property
          manager&apos;s properties.
        </Text>
        <OptionsLegend settings={settings} />
        <Stack component="ul" gap={0} className={classes.rows}>
          {settings.propertyManagers.map((manager, index) => (
            <li key={manager.propertyManagerId} className={classes.row}>
              <SelectField
                control={form.control}
                name={`preferences.${index}.serviceReportsAutoOwnerEmailPreference`}
                label={manager.name}
                placeholder="Select a preference"
                options={OPTIONS}
                allowDeselect={false}
                disabled={!allowed || update.isPending}
                classNames={{ root: classes.field, label: classes.fieldLabel }}
                comboboxProps={{ withinPortal: true }}
              />
            </li>
          ))}
        </Stack>
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!allowed || update.isPending}>
            Save all
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
