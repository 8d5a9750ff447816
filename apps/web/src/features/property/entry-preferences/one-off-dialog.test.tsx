import { entryPreferencesCalls } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../components/widget-test-render';
import { fail, mockApi, on } from '../../../testing/mock-api';
import { buildProperty } from '../testing/property-fixtures';
import { OneOffEntryNotificationDialog } from './one-off-dialog';

function openDialog() {
  const api = mockApi();
  const onClose = vi.fn();
  renderWidget(<OneOffEntryNotificationDialog property={buildProperty()} onClose={onClose} />);
  return { api, onClose };
}

const request = () => userEvent.click(screen.getByRole('button', { name: 'Request' }));

describe('OneOffEntryNotificationDialog', () => {
  it("should say 'Please select a service' and send nothing when no service is chosen", async () => {
    const { api } = openDialog();
    await request();
    expect(await screen.findByText('Please select a service')).toBeVisible();
    expect(api.callsTo(entryPreferencesCalls.oneOff)).toHaveLength(0);
  });

  it('should request it for the chosen services, say it applies to the next booking and close', async () => {
    const { api, onClose } = openDialog();
    api.set(on(entryPreferencesCalls.oneOff, { requestId: 3, services: ['smoke'] }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Smoke Alarms' }));
    await request();
    expect(
      await screen.findByText(
        'One-off entry notification will be applied to the next booking for this property',
      ),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const [post] = api.callsTo(entryPreferencesCalls.oneOff);
    expect(post!.params).toEqual({ id: '501' });
    expect(post!.body).toEqual({ serviceIds: [11], noticeId: null });
  });

  it("should say 'Request Failed' with the server's text and stay open when the request fails", async () => {
    const { api, onClose } = openDialog();
    api.set(on(entryPreferencesCalls.oneOff, fail(409, 'The property is vacant')));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Electrical' }));
    await request();
    expect(await screen.findByText('Request Failed')).toBeInTheDocument();
    expect(screen.getByText('The property is vacant')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
