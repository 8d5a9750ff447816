import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ServiceIconTiles } from './service-icon-tiles';
import { renderWidget } from './widget-test-render';

function tileTexts() {
  return within(screen.getByRole('list', { name: 'Services' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('ServiceIconTiles', () => {
  it('should list every service in display order when no state is given', () => {
    renderWidget(<ServiceIconTiles />);

    expect(tileTexts()).toEqual([
      'Smoke Alarms',
      'Electrical',
      'Gas',
      'Corded Blinds',
      'Water Efficiency',
      'Safety Switch (RCD)',
    ]);
  });

  it('should leave out gas and electrical when the state is not VIC', () => {
    renderWidget(<ServiceIconTiles state="NSW" />);

    expect(tileTexts()).toEqual([
      'Smoke Alarms',
      'Corded Blinds',
      'Water Efficiency',
      'Safety Switch (RCD)',
    ]);
  });

  it('should keep gas and electrical when the state is VIC', () => {
    renderWidget(<ServiceIconTiles state="VIC" only={['gas', 'smoke', 'electrical']} />);

    expect(tileTexts()).toEqual(['Smoke Alarms', 'Electrical', 'Gas']);
  });

  it('should show each status label when statuses are given', () => {
    renderWidget(<ServiceIconTiles statuses={{ smoke: 'OVERDUE', water: 'COMPLIANT' }} />);

    expect(tileTexts()).toContain('Smoke AlarmsOverdue');
    expect(tileTexts()).toContain('Water EfficiencyCompliant');
  });

  it('should report the service when a clickable tile is pressed', async () => {
    const onSelect = vi.fn();
    renderWidget(<ServiceIconTiles onSelect={onSelect} statuses={{ gas: 'BOOKED_IN' }} />);

    await userEvent.click(screen.getByRole('button', { name: 'Gas Booked in' }));

    expect(onSelect).toHaveBeenCalledWith('gas');
  });

  it('should offer no buttons when no onSelect is given', () => {
    renderWidget(<ServiceIconTiles />);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
