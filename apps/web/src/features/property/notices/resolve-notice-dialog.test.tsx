import { metaCalls, noticeCalls, noticeTypeLabels, type TPropertyNotice } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { fail, mockApi, on } from '../../../testing/mock-api';
import { buildPortalConfig } from '../../../testing/settings-fixtures';
import { NoticeActions } from './notice-actions';

const NOTICE: TPropertyNotice = {
  noticeId: 31,
  noticeType: 'REFUSING_SERVICE',
  isUrgent: true,
  isContactDiRequired: false,
  message: 'The tenant refused the technician.',
  serviceCodes: ['smoke'],
  createdAt: '2026-11-01T00:00:00Z',
  resolvedAt: null,
  resolveReason: null,
};
const TYPE = noticeTypeLabels.REFUSING_SERVICE;

function render(notice: TPropertyNotice = NOTICE) {
  renderWithProviders(<NoticeActions propertyId={7} notice={notice} />, {
    mantineTestEnv: true,
  });
}

async function openAndConfirm(reason: string) {
  await userEvent.click(screen.getByRole('button', { name: `Resolve ${TYPE} notice` }));
  const dialog = await screen.findByRole('dialog', { name: 'Resolve notice' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Notes/ }), reason);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  return dialog;
}

describe('resolving a notice', () => {
  it('should ask for the notes with their words, confirm them, go Back and on, then resolve and say so', async () => {
    const api = mockApi(
      on(metaCalls.portalConfig, buildPortalConfig()),
      on(noticeCalls.resolve, {
        noticeId: 31,
        resolvedAt: '2026-11-27T02:00:00Z',
        resolveReason: 'Sorted',
      }),
    );
    render();
    await userEvent.click(screen.getByRole('button', { name: `Resolve ${TYPE} notice` }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve notice' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Notes are required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Notes/ }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Notes cannot be empty')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Notes/ }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Notes/ }),
      'Tenant agreed to let us in',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Tenant agreed to let us in')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: /Notes/ })).toHaveValue(
      'Tenant agreed to let us in',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve notice' }));

    expect(await screen.findByText('Resolve Success')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = api.callsTo(noticeCalls.resolve);
    expect(sent?.params.id).toBe('31');
    expect(sent?.body).toEqual({
      resolveReason: 'Tenant agreed to let us in',
      noticeId: 31,
      propertyId: 7,
    });
  });

  it('should stay on the confirmation with the error and its reason when the resolve is refused', async () => {
    mockApi(
      on(metaCalls.portalConfig, buildPortalConfig()),
      on(noticeCalls.resolve, fail(409, 'This notice has already been resolved')),
    );
    render();
    const dialog = await openAndConfirm('Done already');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve notice' }));
    expect(
      await within(dialog).findByText(
        'An error occurred while submitting your request. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('This notice has already been resolved')).toBeInTheDocument();
    expect(await screen.findByText('Resolve Failed')).toBeInTheDocument();
  });

  it('should keep Resolve and Send notification and resolve disabled, saying why once, when only the provider may resolve the notice', async () => {
    const api = mockApi(on(metaCalls.portalConfig, buildPortalConfig()));
    render({ ...NOTICE, isContactDiRequired: true });
    const why = await screen.findByText(
      'Only Detector Inspector can resolve this notice: please contact them.',
    );
    for (const name of [`Resolve ${TYPE} notice`, `Send notification and resolve ${TYPE} notice`]) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(why.textContent);
      await userEvent.click(button);
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(noticeCalls.resolve)).toHaveLength(0);
    expect(api.callsTo(noticeCalls.sendNotificationAndResolve)).toHaveLength(0);
  });
});
