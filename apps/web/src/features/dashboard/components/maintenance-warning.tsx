import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { AlertMessage } from '../../../components/alert-message';
import { usePortalConfig } from '../../meta';
import { visibleMaintenanceWindows } from '../utils/maintenance';

/** Scheduled maintenance notices from the portal config, until each one's showUntil. */
export function MaintenanceWarning({ now }: { now?: Date }) {
  const config = usePortalConfig();
  const windows = useMemo(
    () => visibleMaintenanceWindows(config.data?.maintenanceWindows ?? [], now ?? new Date()),
    [config.data, now],
  );
  if (windows.length === 0) return null;
  return (
    <Stack gap="xs">
      {windows.map((window) => (
        <AlertMessage key={window.startsAt} variant="warning" title="Scheduled maintenance">
          {window.message}
        </AlertMessage>
      ))}
    </Stack>
  );
}
