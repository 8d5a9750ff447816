import { describe, expect, it } from 'vitest';
import { visibleMaintenanceWindows, type TMaintenanceWindow } from './maintenance';

const WINDOW: TMaintenanceWindow = {
  startsAt: '2025-03-23T06:00:00+11:00',
  endsAt: '2025-03-23T16:00:00+11:00',
  showUntil: '2025-03-23T14:00:00+11:00',
  message: 'The portal is unavailable Sunday 23 March 6:00 AM to 4:00 PM AEDT.',
};

describe('visibleMaintenanceWindows', () => {
  it('should show the window when now is before showUntil', () => {
    const now = new Date('2025-03-23T13:59:59+11:00');
    expect(visibleMaintenanceWindows([WINDOW], now)).toEqual([WINDOW]);
  });

  it('should hide the window when now is at or after showUntil', () => {
    expect(visibleMaintenanceWindows([WINDOW], new Date('2025-03-23T14:00:00+11:00'))).toEqual([]);
    expect(visibleMaintenanceWindows([WINDOW], new Date('2025-04-01T00:00:00Z'))).toEqual([]);
  });

  it('should hide the window when showUntil is not a date', () => {
    expect(visibleMaintenanceWindows([{ ...WINDOW, showUntil: 'soon' }], new Date(0))).toEqual([]);
  });
});
