import {
  NOTICE_MESSAGES,
  metaCalls,
  noticeCalls,
  noticeTypeLabels,
  propertyCalls,
  stripMarkup,
  type TPropertyNotice,
  type TTenancyOccupant,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { fail, mockApi, on } from '../../../testing/mock-api';
import { buildPortalConfig } from '../../../testing/settings-fixtures';
import { CURRENT_TENANCY, buildPropertyTenancy } from '../testing/property-fixtures';
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

const tenant = (occupantId: number, name: string, email: string | null): TTenancyOccupant => ({
  occupantId,
  name,
  email,
  contactNumbers: [],
  isAllContactNumbersBlacklisted: false,
});
const REACHABLE = tenant(41, 'Sam Tenant', 'sam@example.com');
const UNREACHABLE = tenant(42, 'Alex Quiet', null);

async function open(occupants: TTenancyOccupant[], ...extra: Parameters<typeof mockApi>) {
  const api = mockApi(
    on(metaCalls.portalConfig, buildPortalConfig()),
    on(
      propertyCalls.tenancy,
      buildPropertyTenancy({
        propertyId: 7,
        currentTenancy: { ...CURRENT_TENANCY, occupants },
      }),
    ),
    ...extra,
  );
  renderWithProviders(<NoticeActions propertyId={7} notice={NOTICE} />, { mantineTestEnv: true });
  await userEvent.click(
    screen.getByRole('button', { name: `Send notification and resolve ${TYPE} notice` }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Send notification and resolve' });
  return { api, dialog };
}

const notesBox = (dialog: HTMLElement) =>
  within(dialog).findByRole('textbox', { name: /Call notes/ });

describe('sending a notification and resolving a notice', () => {
  it('should offer only the tenants who can be contacted, saying why the others cannot', async () => {
    const { dialog } = await open([REACHABLE, UNREACHABLE]);
    expect(await within(dialog).findByRole('radio', { name: 'Sam Tenant' })).toBeEnabled();
    expect(within(dialog).getByRole('radio', { name: 'Alex Quiet' })).toBeDisabled();
    expect(within(dialog).getByText('Cannot be contacted: No email address')).toBeInTheDocument();
    expect(within(dialog).queryByText(NOTICE_MESSAGES.noTenants)).not.toBeInTheDocument();
  });

  it("should say 'There are no tenants that can be contacted.' and keep Send disabled when none can", async () => {
    const { api, dialog } = await open([UNREACHABLE]);
    expect(await within(dialog).findByText(NOTICE_MESSAGES.noTenants)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send and resolve' })).toBeDisabled();
    expect(api.callsTo(noticeCalls.sendNotificationAndResolve)).toHaveLength(0);
  });

  it("should ask for a tenant and notes in the rules' words before sending anything, until they are given", async () => {
    const { api, dialog } = await open([REACHABLE]);
    await within(dialog).findByRole('radio', { name: 'Sam Tenant' });
    await notesBox(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send and resolve' }));
    expect(await within(dialog).findByText('Please select a tenant')).toBeInTheDocument();
    expect(within(dialog).getByText('Notes are required')).toBeInTheDocument();
    expect(api.callsTo(noticeCalls.sendNotificationAndResolve)).toHaveLength(0);

    // Each message goes once its field is changed.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sam Tenant' }));
    expect(within(dialog).queryByText('Please select a tenant')).not.toBeInTheDocument();
    await userEvent.type(await notesBox(dialog), 'Called');
    expect(within(dialog).queryByText('Notes are required')).not.toBeInTheDocument();
  });

  it('should send the chosen tenant and the notes, say Resolve Success and close', async () => {
    const { api, dialog } = await open(
      [UNREACHABLE, REACHABLE],
      on(noticeCalls.sendNotificationAndResolve, {
        noticeId: 31,
        resolvedAt: '2026-11-27T02:00:00Z',
        resolveReason: 'Called them',
        emailId: 5,
      }),
    );
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Sam Tenant' }));
    await userEvent.type(await notesBox(dialog), 'Called them');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send and resolve' }));

    expect(await screen.findByText(NOTICE_MESSAGES.resolveSuccess)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = api.callsTo(noticeCalls.sendNotificationAndResolve);
    expect(sent?.params.id).toBe('31');
    expect(sent?.body).toMatchObject({ noticeId: 31, propertyId: 7, occupantId: 41 });
    // The editor's HTML (jsdom's typing may add an empty paragraph): the rule reads its text.
    expect(stripMarkup((sent?.body as { notes: string }).notes)).toBe('Called them');
  });

  it("should keep the dialog and what was typed, with 'Failed to send notification and resolve access issue', when it fails", async () => {
    const { dialog } = await open(
      [REACHABLE],
      on(
        noticeCalls.sendNotificationAndResolve,
        fail(409, 'This notice has already been resolved'),
      ),
    );
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Sam Tenant' }));
    await userEvent.type(await notesBox(dialog), 'Called them');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send and resolve' }));

    expect(
      await within(dialog).findByText('This notice has already been resolved'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(NOTICE_MESSAGES.sendAndResolveFailed, { selector: '*' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Send notification and resolve' })).toBe(dialog);
    expect(within(dialog).getByRole('radio', { name: 'Sam Tenant' })).toBeChecked();
    expect(await notesBox(dialog)).toHaveTextContent('Called them');
    expect(within(dialog).getByRole('button', { name: 'Send and resolve' })).toBeEnabled();
  });
});
