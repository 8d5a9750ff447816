import type { TPortalConfig } from '@portal/contracts';

export type TMaintenanceWindow = TPortalConfig['maintenanceWindows'][number];

/** The maintenance windows still to announce: those whose showUntil is after `now`. */
export function visibleMaintenanceWindows(
  windows: readonly TMaintenanceWindow[],
  now: Date,
): TMaintenanceWindow[] {
  return windows.filter((window) => {
    const until = Date.parse(window.showUntil);
    return Number.isFinite(until) && now.getTime() < until;
  });
}
