import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../../components/widget-test-render';
import { buildProperty } from '../testing/property-fixtures';
import { ServicesSection } from './services-section';

describe('the property page’s services after a request', () => {
  it('should say a service is on hold until its date and another is pending cancellation', () => {
    const property = buildProperty();
    const [smoke, electrical] = property.services;
    renderWidget(
      <ServicesSection
        property={{
          ...property,
          services: [
            { ...smoke!, status: 'ON_HOLD', tags: ['ON_HOLD'], onHoldUntil: '2026-12-17' },
            { ...electrical!, isPendingCancellation: true },
          ],
        }}
      />,
    );
    const [held, pending] = screen.getAllByRole('listitem');
    expect(within(held!).getByText('On hold until 17/12/2026')).toBeVisible();
    expect(within(held!).queryByText('Cancellation pending')).toBeNull();
    expect(within(pending!).getByText('Cancellation pending')).toBeVisible();
  });
});
