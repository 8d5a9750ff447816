import { entryPreferencesCalls } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/session-fixtures';

const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('EntryMethodPreferencesPage', () => {
  it("should list the agency's default for each method, read-only, when they load", async () => {
    const api = mockSignedInApi({ experiments: { AgencyEntryMethod: true } });
    api.set(
      on(entryPreferencesCalls.agencyPreferences, [
        { entryMethod: 'APPOINTMENT', preference: 'YES', comments: null, updatedAt: null },
        {
          entryMethod: 'ENTRY_NOTIFICATION',
          preference: 'NO',
          comments: 'Keys at the office',
          updatedAt: null,
        },
        { entryMethod: 'VACANT_ENTRY_WITH_KEY', preference: null, comments: null, updatedAt: null },
        {
          entryMethod: 'TENANT_REQUESTED_KEY_ENTRY',
          preference: 'BY_EXCEPTION',
          comments: null,
          updatedAt: null,
        },
      ]),
    );
    renderRoute('/settings/entry-method-preferences');

    expect(await screen.findByText('Appointment', { selector: 'dt' })).toBeInTheDocument();
    expect(detail('Appointment')).toHaveTextContent('Yes');
    expect(detail('Entry notification')).toHaveTextContent('No (Keys at the office)');
    expect(detail('Vacant entry with key')).toHaveTextContent('Not set');
    expect(detail('Tenant requested key entry')).toHaveTextContent('By exception');
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
  });

  it('should offer a retry when the defaults cannot be loaded', async () => {
    const api = mockSignedInApi({ experiments: { AgencyEntryMethod: true } });
    api.set(on(entryPreferencesCalls.agencyPreferences, fail(500, 'Database unavailable')));
    renderRoute('/settings/entry-method-preferences');
    expect(
      await screen.findByText('The entry method preferences could not be loaded'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('should show the error page when the AgencyEntryMethod experiment is off', async () => {
    mockSignedInApi({ experiments: { AgencyEntryMethod: false } });
    renderRoute('/settings/entry-method-preferences');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.queryByText('Appointment', { selector: 'dt' })).toBeNull();
  });
});
