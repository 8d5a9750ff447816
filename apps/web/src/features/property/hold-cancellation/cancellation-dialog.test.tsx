import {
  holdCancellationCalls,
  type TCancellationReasonGroup,
  type TCancellationRequestSummary,
} from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../components/widget-test-render';
import { fail, mockApi, on } from '../../../testing/mock-api';
import { waitForAppOverlays } from '../../../testing/overlays';
import { CancellationDialog } from './cancellation-dialog';

const REASONS: TCancellationReasonGroup[] = [
  { id: 1, text: 'Property sold', children: [{ id: 5, text: 'Sold at auction' }] },
  {
    id: 2,
    text: 'Management lost',
    children: [
      { id: 6, text: 'Owner moved to another agency' },
      { id: 7, text: 'Owner now self-manages' },
    ],
  },
];

function buildSummary(
  overrides: Partial<TCancellationRequestSummary> = {},
): TCancellationRequestSummary {
  return {
    isCancelled: false,
    canSelectServices: true,
    cancellableServices: [
      { id: 11, shortName: 'smoke', isPendingCancellation: false },
      { id: 12, shortName: 'electrical', isPendingCancellation: false },
      { id: 13, shortName: 'gas', isPendingCancellation: true },
    ],
    ...overrides,
  };
}

function openDialog(summary = buildSummary()) {
  const api = mockApi(
    on(holdCancellationCalls.cancellationSummary, summary),
    on(holdCancellationCalls.cancellationReasons, REASONS),
  );
  const onClose = vi.fn();
  renderWidget(<CancellationDialog propertyId={501} opened onClose={onClose} />);
  return { api, onClose };
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

async function chooseReason(name: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Cancellation reason' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('CancellationDialog', () => {
  it('should request the cancellation after confirming it, say so and close when valid', async () => {
    await waitForAppOverlays();
    const { api, onClose } = openDialog();
    api.set(
      on(holdCancellationCalls.cancel, {
        requestId: 4,
        services: ['electrical'],
        processingHours: 48,
      }),
    );

    expect(await screen.findByText('Step 1 of 2: Request')).toBeInTheDocument();
    // A service pending cancellation cannot be chosen again.
    const gas = screen.getByRole('checkbox', { name: /Gas/ });
    expect(gas).toBeDisabled();
    expect(screen.getByText('Cancellation pending')).toBeVisible();
    await chooseReason('Owner now self-manages');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Electrical' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Notes/ }), 'Owner self-manages');
    await next();

    expect(await screen.findByText('Step 2 of 2: Confirm')).toBeInTheDocument();
    expect(screen.getByText('Management lost: Owner now self-manages')).toBeVisible();
    expect(screen.getByText('Electrical')).toBeVisible();
    expect(screen.getByText('Owner self-manages')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('checkbox', { name: 'Electrical' })).toBeChecked();
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit request' }));

    expect(await screen.findByText('Service cancellation requested')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const [post] = api.callsTo(holdCancellationCalls.cancel);
    expect(post!.params).toEqual({ id: '501' });
    expect(post!.body).toEqual({
      services: [12],
      cancellationReasonId: 7,
      notes: 'Owner self-manages',
    });
  });

  it('should show each rule’s message and not go on when the request breaks the rules', async () => {
    const { api } = openDialog();
    await screen.findByText('Step 1 of 2: Request');
    await next();
    expect(await screen.findByText('Please select a cancellation reason')).toBeVisible();
    expect(screen.getByText('Must request to cancel at least one service')).toBeVisible();
    expect(screen.getByText('Step 1 of 2: Request')).toBeInTheDocument();
    expect(api.callsTo(holdCancellationCalls.cancel)).toHaveLength(0);
  });

  it('should select every service not pending when the plan does not allow choosing', async () => {
    const { api } = openDialog(buildSummary({ canSelectServices: false }));
    api.set(
      on(holdCancellationCalls.cancel, {
        requestId: 4,
        services: ['smoke', 'electrical'],
        processingHours: 48,
      }),
    );
    const smoke = await screen.findByRole('checkbox', { name: 'Smoke Alarms' });
    const electrical = screen.getByRole('checkbox', { name: 'Electrical' });
    expect(smoke).toBeChecked();
    expect(electrical).toBeChecked();
    expect(smoke).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Gas/ })).not.toBeChecked();
    await chooseReason('Sold at auction');
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit request' }));
    await screen.findByText('Service cancellation requested');
    expect(api.callsTo(holdCancellationCalls.cancel)[0]!.body).toEqual({
      services: [11, 12],
      cancellationReasonId: 5,
    });
  });

  it('should stay on the confirm step with the spec’s error when the request fails', async () => {
    const { api, onClose } = openDialog();
    api.set(on(holdCancellationCalls.cancel, fail(500)));
    await chooseReason('Sold at auction');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Smoke Alarms' }));
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit request' }));

    expect(
      await screen.findByText(
        'An error occurred while submitting your cancellation request. Please try again.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Step 2 of 2: Confirm')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("should say 'This property is already cancelled' when it is", async () => {
    openDialog(buildSummary({ isCancelled: true, cancellableServices: [] }));
    const dialog = await screen.findByRole('dialog', { name: 'Request service cancellation' });
    expect(await within(dialog).findByText('This property is already cancelled')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it("should say 'No services available to cancel' when every service is pending cancellation", async () => {
    openDialog(
      buildSummary({
        cancellableServices: [{ id: 13, shortName: 'gas', isPendingCancellation: true }],
      }),
    );
    expect(await screen.findByText('No services available to cancel')).toBeVisible();
  });

  it('should offer a retry when the services cannot be loaded', async () => {
    const api = mockApi(
      on(holdCancellationCalls.cancellationSummary, fail(500, 'Database unavailable')),
      on(holdCancellationCalls.cancellationReasons, REASONS),
    );
    renderWidget(<CancellationDialog propertyId={501} opened onClose={vi.fn()} />);
    expect(await screen.findByText("The property's services could not be loaded")).toBeVisible();
    expect(screen.getByText('Database unavailable')).toBeVisible();
    api.set(on(holdCancellationCalls.cancellationSummary, buildSummary()));
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('Step 1 of 2: Request')).toBeInTheDocument();
  });
});
