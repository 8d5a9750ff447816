import {
  entryPreferencesCalls,
  entryTempExpiryWindow,
  formatDate,
  todayIsoDate,
  type TPropertyEntryPreferences,
} from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../../components/widget-test-render';
import { SignedInContext, type SignedInValue } from '../../../lib/session/signed-in-context';
import { AGENCY_SETTINGS, buildSession } from '../../../testing/session-fixtures';
import { fail, mockApi, on } from '../../../testing/mock-api';
import { EntryPreferencesPage } from './entry-preferences-page';

const WINDOW = entryTempExpiryWindow(todayIsoDate());

function buildPreferences(
  overrides: Partial<TPropertyEntryPreferences> = {},
): TPropertyEntryPreferences {
  return {
    occupantAppointmentPreference: 'YES',
    internalEnPreference: 'NO',
    vacantEntryPreference: 'BY_EXCEPTION',
    tenantRequestedKeyEntryPreference: 'BY_EXCEPTION',
    tempPreferences: {
      occupantAppointmentPreference: { enabled: false, expiresAt: null },
      internalEnPreference: { enabled: false, expiresAt: null },
      vacantEntryPreference: { enabled: false, expiresAt: null },
    },
    fieldOption: {
      occupantAppointmentPreference: 1,
      internalEnPreference: null,
      vacantEntryPreference: null,
    },
    comments: 'Dog on site',
    tempExpireDateSettings: WINDOW,
    isOwn: {
      occupantAppointmentPreference: true,
      internalEnPreference: true,
      vacantEntryPreference: true,
      tenantRequestedKeyEntryPreference: false,
    },
    updatedAt: '2026-05-01T02:00:00.000Z',
    ...overrides,
  };
}

function openPage(prefs = buildPreferences(), experiments: Record<string, boolean> = {}) {
  const api = mockApi(on(entryPreferencesCalls.preferences, prefs));
  renderPage(experiments);
  return api;
}

/** The page in a signed-in context (AgencyEntryMethod on unless `experiments` say otherwise). */
function renderPage(experiments: Record<string, boolean> = {}) {
  const signedIn: SignedInValue = {
    session: buildSession(),
    agencies: [],
    experiments: { AgencyEntryMethod: true, ...experiments },
    agencySettings: AGENCY_SETTINGS,
    isIntegrated: false,
    isSessionExpired: false,
    openSwitchPortfolio: () => undefined,
  };
  renderWidget(
    <MemoryRouter>
      <SignedInContext.Provider value={signedIn}>
        <EntryPreferencesPage propertyId={501} />
      </SignedInContext.Provider>
    </MemoryRouter>,
  );
}

const method = (name: string) => screen.findByRole('listitem', { name });
const dialog = () => screen.findByRole('dialog');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('EntryPreferencesPage', () => {
  it("should list each method's preference, the agency defaults and the comments when loaded", async () => {
    openPage();
    expect(within(await method('Appointment')).getByText('Always allowed')).toBeVisible();
    expect(within(await method('Entry notification')).getByText('No')).toBeVisible();
    const tenant = await method('Tenant requested key entry');
    expect(within(tenant).getByText('By exception')).toBeVisible();
    expect(within(tenant).getByText('Agency default')).toBeVisible();
    expect(screen.getByText('Dog on site')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Agency defaults' })).toHaveAttribute(
      'href',
      '/settings/entry-method-preferences',
    );
  });

  it('should leave out the link to the agency defaults when the AgencyEntryMethod experiment is off', async () => {
    openPage(buildPreferences(), { AgencyEntryMethod: false });
    expect(within(await method('Appointment')).getByText('Always allowed')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Agency defaults' })).toBeNull();
  });

  it("should allow a method until a date, say 'Entry method preference ... updated successfully' and send the whole entity", async () => {
    const api = openPage();
    const saved = buildPreferences();
    api.set(on(entryPreferencesCalls.update, saved));
    await userEvent.click(await screen.findByRole('button', { name: 'Change Entry notification' }));
    await userEvent.click(within(await dialog()).getByRole('radio', { name: 'Allow until date' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Allowed until' }),
      formatDate(WINDOW.max),
    );
    await save();

    expect(
      await screen.findByText('Entry method preference Entry notification updated successfully'),
    ).toBeInTheDocument();
    const [post] = api.callsTo(entryPreferencesCalls.update);
    expect(post!.body).toMatchObject({
      occupantAppointmentPreference: 'YES',
      internalEnPreference: 'NO',
      tempPreferences: { internalEnPreference: { enabled: true, expiresAt: WINDOW.max } },
      fieldOption: { occupantAppointmentPreference: 1, internalEnPreference: 0 },
      comments: 'Dog on site',
    });
  });

  it('should show each rule’s message and send nothing when the choice breaks the rules', async () => {
    const api = openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Appointment' }));
    await userEvent.click(within(await dialog()).getByRole('radio', { name: 'Allow until date' }));
    await save();
    expect(await screen.findByText('Expiration date is required')).toBeVisible();

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Allowed until' }),
      formatDate(todayIsoDate()),
    );
    const comments = screen.getByRole('textbox', { name: 'Comments' });
    await userEvent.clear(comments);
    await userEvent.click(comments);
    await userEvent.paste('x'.repeat(501));
    await save();
    expect(
      await screen.findByText(
        `Expiration date must be between ${formatDate(WINDOW.min)} and ${formatDate(WINDOW.max)}`,
      ),
    ).toBeVisible();
    expect(screen.getByText('Comment should be 500 characters or less')).toBeVisible();
    expect(api.callsTo(entryPreferencesCalls.update)).toHaveLength(0);
  });

  it("should clear the allowance when 'Always allowed' is chosen", async () => {
    const api = openPage(
      buildPreferences({
        occupantAppointmentPreference: 'NO',
        tempPreferences: {
          ...buildPreferences().tempPreferences,
          occupantAppointmentPreference: { enabled: true, expiresAt: WINDOW.max },
        },
        fieldOption: { ...buildPreferences().fieldOption, occupantAppointmentPreference: 0 },
      }),
    );
    api.set(on(entryPreferencesCalls.update, buildPreferences()));
    expect(
      within(await method('Appointment')).getByText(`Allowed until ${formatDate(WINDOW.max)}`),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Change Appointment' }));
    await userEvent.click(within(await dialog()).getByRole('radio', { name: 'Always allowed' }));
    await save();
    await screen.findByText('Entry method preference Appointment updated successfully');
    expect(api.callsTo(entryPreferencesCalls.update)[0]!.body).toMatchObject({
      occupantAppointmentPreference: 'YES',
      fieldOption: { occupantAppointmentPreference: 1 },
    });
  });

  it('should offer a retry when the preferences cannot be loaded', async () => {
    mockApi(on(entryPreferencesCalls.preferences, fail(500, 'Database unavailable')));
    renderPage();
    expect(
      await screen.findByText('The entry method preferences could not be loaded'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
