import {
  formatDate,
  holdCancellationCalls,
  toIsoDate,
  type THoldRequestResult,
  type TPropertyView,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../components/widget-test-render';
import { fail, mockApi, on } from '../../../testing/mock-api';
import { waitForAppOverlays } from '../../../testing/overlays';
import { buildProperty } from '../testing/property-fixtures';
import { HoldDialog } from './hold-dialog';

const dayFromToday = (days: number) => {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return toIsoDate(day)!;
};

function holdableProperty(overrides: Partial<TPropertyView> = {}): TPropertyView {
  const property = buildProperty(overrides);
  return {
    ...property,
    services: property.services.map((service) => ({ ...service, isHoldable: true })),
  };
}

function openDialog(property = holdableProperty()) {
  const api = mockApi();
  const onClose = vi.fn();
  renderWidget(<HoldDialog property={property} opened onClose={onClose} />);
  return { api, onClose };
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const dateField = () => screen.getByRole('textbox', { name: 'Hold until' });

async function fillRequest(days = 14) {
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Smoke Alarms' }));
  await userEvent.type(dateField(), formatDate(dayFromToday(days)));
  await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Major renovation');
}

describe('HoldDialog', () => {
  it('should request the hold after confirming it, say so and close when the request is valid', async () => {
    await waitForAppOverlays();
    const { api, onClose } = openDialog();
    const holdDate = dayFromToday(14);
    const answer: THoldRequestResult = {
      requestId: 9,
      services: ['smoke'],
      holdDate,
      processingHours: 48,
    };
    api.set(on(holdCancellationCalls.hold, answer));

    expect(await screen.findByText('Step 1 of 2: Request')).toBeInTheDocument();
    expect(screen.getByText('Requests are processed within 48 hours.')).toBeInTheDocument();
    await fillRequest();
    await next();

    expect(await screen.findByText('Step 2 of 2: Confirm')).toBeInTheDocument();
    expect(screen.getByText('Smoke Alarms')).toBeInTheDocument();
    expect(screen.getByText(formatDate(holdDate))).toBeInTheDocument();
    expect(screen.getByText('Major renovation')).toBeInTheDocument();

    // Back returns to the request with what was entered.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 2: Request')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Smoke Alarms' })).toBeChecked();
    expect(dateField()).toHaveValue(formatDate(holdDate));
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit request' }));

    expect(await screen.findByText('Service hold requested')).toBeInTheDocument();
    expect(
      screen.getByText(
        `Smoke Alarms on hold until ${formatDate(holdDate)}. Requests are processed within 48 hours.`,
      ),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const [post] = api.callsTo(holdCancellationCalls.hold);
    expect(post!.params).toEqual({ id: '501' });
    expect(post!.body).toEqual({ services: [11], holdDate, reasonNote: 'Major renovation' });
  });

  it('should show each rule’s message and not go on when the request breaks the rules', async () => {
    const { api } = openDialog();
    await next();
    expect(await screen.findByText('Must request to hold at least one service')).toBeVisible();
    expect(screen.getByText('Date is required')).toBeVisible();
    expect(screen.getByText('Reason is required')).toBeVisible();

    await userEvent.type(dateField(), formatDate(dayFromToday(-2)));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), '   ');
    await next();
    expect(await screen.findByText('Date cannot be in the past')).toBeVisible();
    expect(screen.getByText('Reason cannot be empty')).toBeVisible();
    expect(screen.getByText('Step 1 of 2: Request')).toBeInTheDocument();
    expect(api.callsTo(holdCancellationCalls.hold)).toHaveLength(0);
  });

  it('should stay on the confirm step with the error when the request fails', async () => {
    const { api, onClose } = openDialog();
    api.set(on(holdCancellationCalls.hold, fail(409, 'No services available to hold')));
    await fillRequest();
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit request' }));

    expect(
      await screen.findByText('An error occurred while submitting your request. Please try again.'),
    ).toBeVisible();
    expect(screen.getByText('No services available to hold')).toBeVisible();
    expect(screen.getByText('Step 2 of 2: Confirm')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('should not close by Escape or its close button while the request is being submitted', async () => {
    const { api, onClose } = openDialog();
    let answer: (value: THoldRequestResult) => void = () => undefined;
    api.set(
      on(
        holdCancellationCalls.hold,
        () => new Promise<THoldRequestResult>((resolve) => (answer = resolve)),
      ),
    );
    await fillRequest();
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(api.callsTo(holdCancellationCalls.hold)).toHaveLength(1));

    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Request service hold' })).toBeVisible();

    answer({ requestId: 1, services: ['smoke'], holdDate: dayFromToday(14), processingHours: 48 });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("should say 'No services available to hold' when every service is on hold", async () => {
    const property = buildProperty();
    openDialog({
      ...property,
      services: property.services.map((service) => ({
        ...service,
        status: 'ON_HOLD',
        isHoldable: false,
      })),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Request service hold' });
    expect(within(dialog).getByText('No services available to hold')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
