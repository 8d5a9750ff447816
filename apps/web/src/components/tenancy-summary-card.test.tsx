import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TenancySummaryCard, type TenancySummary } from './tenancy-summary-card';
import { renderWidget } from './widget-test-render';

const LEASED: TenancySummary = {
  currentTenancy: {
    startDate: '2025-03-25',
    endDate: '2026-03-24',
    vacateDate: null,
    occupants: [
      { name: 'Jane Citizen', email: 'jane@example.com', mobileContacts: ['+61412345678'] },
      { name: 'Sam Lee', mobileContacts: [{ number: '+61498765432' }] },
    ],
  },
  isVacant: false,
  upcomingTenancy: null,
};

function valueOf(term: string) {
  return screen.getByText(term).nextElementSibling?.textContent;
}

describe('TenancySummaryCard', () => {
  it('should show the tenancy dates as dd/MM/yyyy when there is a current tenancy', () => {
    renderWidget(<TenancySummaryCard summary={LEASED} />);

    expect(valueOf('Start date')).toBe('25/03/2025');
    expect(valueOf('End date')).toBe('24/03/2026');
    expect(valueOf('Vacate date')).toBe('Not set');
    expect(screen.queryByText('There is no current tenancy for this property')).toBeNull();
  });

  it('should list occupants with email and mobile links when there are occupants', async () => {
    renderWidget(<TenancySummaryCard summary={LEASED} />);

    const occupants = within(screen.getByRole('list', { name: 'Occupants' })).getAllByRole(
      'listitem',
    );
    expect(occupants).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'jane@example.com' })).toHaveAttribute(
      'href',
      'mailto:jane@example.com',
    );
    // Stored in E.164, read in national format (once the formatting has loaded); the link dials
    // the stored number.
    expect(await screen.findByRole('link', { name: '0498 765 432' })).toHaveAttribute(
      'href',
      'tel:+61498765432',
    );
  });

  it('should say there is no current tenancy when none is given', () => {
    renderWidget(<TenancySummaryCard summary={{ currentTenancy: null, isVacant: false }} />);

    expect(screen.getByText('There is no current tenancy for this property')).toBeInTheDocument();
    expect(screen.queryByText('This property is currently unoccupied')).toBeNull();
  });

  it('should say the property is unoccupied when it is vacant', () => {
    renderWidget(<TenancySummaryCard summary={{ currentTenancy: null, isVacant: true }} />);

    expect(screen.getByText('This property is currently unoccupied')).toBeInTheDocument();
  });

  it('should show the upcoming start date when a tenancy is upcoming', () => {
    renderWidget(
      <TenancySummaryCard
        summary={{ currentTenancy: null, upcomingTenancy: { startDate: '2025-04-01' } }}
      />,
    );

    expect(screen.getByText(/Upcoming tenancy starts/)).toHaveTextContent(
      'Upcoming tenancy starts 01/04/2025',
    );
  });
});
