import {
  propertyCalls,
  settingsCalls,
  toIsoDate,
  type TEditPropertyResult,
  type TPropertyKeyDetails,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../components/widget-test-render';
import { fail, mockApi, on } from '../../../testing/mock-api';
import { waitForAppOverlays } from '../../../testing/overlays';
import { PROPERTY_MANAGERS } from '../../../testing/settings-fixtures';
import { EditPropertyDialog } from './edit-property-dialog';

const inTwoMonths = (() => {
  const day = new Date();
  day.setMonth(day.getMonth() + 2, Math.min(day.getDate(), 28));
  return toIsoDate(day)!;
})();

function buildDetails(overrides: Partial<TPropertyKeyDetails> = {}): TPropertyKeyDetails {
  return {
    isIntegrated: false,
    enforceKeyAvailable: false,
    agencyKey: { isKeyAvailable: true, keyNumber: 'K12', propertyManagerId: 21 },
    propertyKey: {
      onsiteAvailability: 'TEMPORARY',
      temporaryKeyExpirationDate: inTwoMonths,
      keyOnsiteNotes: 'Lockbox by the side gate',
    },
    ...overrides,
  };
}

function openDialog(details = buildDetails()) {
  const api = mockApi(
    on(propertyCalls.keyDetails, details),
    on(settingsCalls.propertyManagers, PROPERTY_MANAGERS),
  );
  const onClose = vi.fn();
  renderWidget(<EditPropertyDialog propertyId={42} opened onClose={onClose} />);
  return { api, onClose };
}

const field = (name: string) => screen.findByRole('textbox', { name });
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('EditPropertyDialog', () => {
  it('should save a new key number after confirming it and say what changed', async () => {
    await waitForAppOverlays();
    const { api, onClose } = openDialog();
    const saved: TEditPropertyResult = {
      keyDetails: buildDetails({
        agencyKey: { isKeyAvailable: true, keyNumber: 'K99', propertyManagerId: 21 },
      }),
      changes: [{ field: 'keyNumber', label: 'Key number', before: 'K12', after: 'K99' }],
    };
    api.set(on(propertyCalls.update, saved));

    const keyNumber = await field('Key number');
    expect(keyNumber).toHaveValue('K12');
    expect(screen.getByRole('combobox', { name: 'Property manager' })).toHaveValue('Jordan Lee');
    await userEvent.clear(keyNumber);
    await userEvent.type(keyNumber, 'K99');
    await next();

    expect(await screen.findByText('Step 2 of 2: Confirm changes')).toBeInTheDocument();
    const changes = screen.getByRole('list');
    expect(within(changes).getByText('Key number')).toBeInTheDocument();
    expect(within(changes).getByText('Was: K12')).toBeInTheDocument();
    expect(within(changes).getByText('Now: K99')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Property updated')).toBeInTheDocument();
    expect(screen.getByText('Key number updated')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const [put] = api.callsTo(propertyCalls.update);
    expect(put!.params).toEqual({ id: '42' });
    expect(put!.body).toEqual({
      agencyKey: { isKeyAvailable: true, keyNumber: 'K99', propertyManagerId: 21 },
      propertyKey: {
        onsiteAvailability: 'TEMPORARY',
        temporaryKeyExpirationDate: inTwoMonths,
        keyOnsiteNotes: 'Lockbox by the side gate',
      },
    });
  });

  it('should show each rule’s message and not save when the details break the rules', async () => {
    const { api } = openDialog(
      buildDetails({
        propertyKey: {
          onsiteAvailability: 'AVAILABLE',
          temporaryKeyExpirationDate: null,
          keyOnsiteNotes: 'abc',
        },
      }),
    );
    await userEvent.clear(await field('Key number'));
    await userEvent.click(screen.getByRole('radio', { name: 'Temporary' }));
    await next();

    expect(await screen.findByText('Key number is required')).toBeInTheDocument();
    expect(
      screen.getByText('There must be an expiration date if key is temporarily available'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Key onsite notes must be at least 5 characters long'),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2: Edit details')).toBeInTheDocument();
    expect(api.callsTo(propertyCalls.update)).toHaveLength(0);
  });

  it("should say 'Key must be available to be picked up' when the agency enforces it", async () => {
    openDialog(buildDetails({ enforceKeyAvailable: true }));
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Agency key available to be picked up' }),
    );
    await next();
    expect(await screen.findByText('Key must be available to be picked up')).toBeInTheDocument();
  });

  it('should keep the agency key read-only when the property is integrated', async () => {
    openDialog(buildDetails({ isIntegrated: true }));
    expect(await field('Key number')).toHaveAttribute('readonly');
    expect(
      screen.getByRole('switch', { name: 'Agency key available to be picked up' }),
    ).toBeDisabled();
    expect(screen.getByText('This property is integrated')).toBeInTheDocument();
  });

  it("should show the server's message when the save is refused, and go Back with the values kept", async () => {
    const { api } = openDialog();
    api.set(
      on(
        propertyCalls.update,
        fail(400, 'Property manager not found', {
          'body.agencyKey.propertyManagerId': 'Property manager not found',
        }),
      ),
    );
    const keyNumber = await field('Key number');
    await userEvent.type(keyNumber, '7');
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to update property')).toBeInTheDocument();
    expect(screen.getByText('Property manager not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await field('Key number')).toHaveValue('K127');
    expect(screen.getByText('Property manager not found')).toBeInTheDocument();
  });

  it('should ask before closing when there are unsaved changes', async () => {
    await waitForAppOverlays();
    const { onClose } = openDialog();
    await userEvent.type(await field('Key number'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(
      await screen.findByText('Are you sure you want to close without saving your changes?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close without saving changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('should close at once when nothing was changed', async () => {
    const { onClose } = openDialog();
    await field('Key number');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('should offer to try again when the details cannot be loaded', async () => {
    const api = mockApi(
      on(propertyCalls.keyDetails, fail(404, 'Property not found')),
      on(settingsCalls.propertyManagers, PROPERTY_MANAGERS),
    );
    renderWidget(<EditPropertyDialog propertyId={42} opened onClose={() => undefined} />);
    expect(
      await screen.findByText("The property's details could not be loaded"),
    ).toBeInTheDocument();
    expect(screen.getByText('Property not found')).toBeInTheDocument();
    api.set(on(propertyCalls.keyDetails, buildDetails()));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await field('Key number')).toHaveValue('K12');
  });
});
