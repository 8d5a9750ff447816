import { propertyCalls } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../../components/widget-test-render';
import { mockApi, on } from '../../../testing/mock-api';
import { buildProperty } from '../testing/property-fixtures';
import { KeysSection } from './keys-section';

describe('the property page’s key details', () => {
  it('should show the next key pickup with its time window and status when one is scheduled', () => {
    mockApi(on(propertyCalls.keyPickupLocation, null));
    renderWidget(
      <KeysSection
        property={{
          ...buildProperty(),
          nextKeyPickup: {
            date: '2026-12-02',
            timeFrom: '07:00',
            timeTo: '08:00',
            status: 'CONFIRMED',
          },
        }}
      />,
    );
    const label = screen.getByText('Next key pickup');
    expect(label.nextElementSibling).toHaveTextContent(
      '2nd December 2026, 7:00 am – 8:00 am (Confirmed)',
    );
  });

  it('should say none is scheduled when the property has no key pickup ahead', () => {
    mockApi(on(propertyCalls.keyPickupLocation, null));
    renderWidget(<KeysSection property={buildProperty()} />);
    expect(screen.getByText('Next key pickup').nextElementSibling).toHaveTextContent(
      'None scheduled',
    );
  });
});
