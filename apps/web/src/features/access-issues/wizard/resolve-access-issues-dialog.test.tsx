import {
  ACCESS_ISSUE_MESSAGES,
  accessIssueCalls,
  propertyCalls,
  settingsCalls,
  stripMarkup,
  type TAccessIssueCase,
  type TAccessIssueItem,
  type TSuggestedAction,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/session-fixtures';
import { PROPERTY_MANAGERS } from '../../../testing/settings-fixtures';

const ITEM: TAccessIssueItem = {
  compliancePropertyId: 7,
  addressLine1: '12 Smith Street',
  addressLine2: 'Richmond VIC 3121',
  tags: [],
  occupants: [{ name: 'Sam Tenant' }],
  accessIssues: { problems: [{ publicName: 'Tenant refused entry', createdAt: '2026-09-02' }] },
};

const action = (label: string, group: TSuggestedAction['solution_group']): TSuggestedAction => ({
  solution_label: label,
  solution_public_name: label === 'speak' ? 'Speak to the tenant' : 'Attend the appointment',
  solution_group: group,
  description_integrated: 'Update the tenancy in the software.',
  description_non_integrated: 'Update the tenancy in {softwareName}.',
  confirmation_button_text_integrated: 'Done',
  confirmation_button_text_non_integrated: 'Send notes to the provider',
});

const CASE: TAccessIssueCase = {
  problem_case_details: { portal_suppression_level: 0, status: 'OPEN' },
  blocked_entry_methods: [
    {
      blocked_entry_method: 'APPOINTMENT',
      is_blocked_by_preferences: false,
      problem_sets: [
        {
          public_name: 'Tenant refused entry',
          public_descriptions: ['The tenant told our technician they would not allow entry.'],
          suggested_actions: [
            action('speak', 'NOTIFY_WITH_NOTES'),
            action('attend', 'NOTIFY_PROVIDER'),
          ],
        },
      ],
    },
    {
      blocked_entry_method: 'VACANT_ENTRY_WITH_KEY',
      is_blocked_by_preferences: true,
      problem_sets: [{ public_name: 'Complex', public_descriptions: [], suggested_actions: [] }],
    },
  ],
  blocked_entry_method_keys: ['APPOINTMENT', 'VACANT_ENTRY_WITH_KEY'],
  all_entry_methods_disqualified: false,
};

function mockWizardApi(accessCase: TAccessIssueCase | ReturnType<typeof fail> = CASE) {
  const api = mockSignedInApi();
  api.set(on(accessIssueCalls.list, { items: [{ ...ITEM, blockedEntryMethods: [] }], total: 1 }));
  api.set(on(settingsCalls.propertyManagers, PROPERTY_MANAGERS));
  api.set(on(accessIssueCalls.propertyCase, accessCase));
  api.set(
    on(accessIssueCalls.action, {
      solution_label: 'speak',
      performed_at: '2026-11-27T01:00:00Z',
      resolved_problem_sets: 1,
      status: 'OPEN',
    }),
  );
  api.set(on(propertyCalls.contacts, []));
  api.set(
    on(settingsCalls.integrations, [
      {
        id: 1,
        source: 'PROPERTY_TREE',
        softwareName: 'PropertyTree',
        connectedAt: null,
        isActive: true,
      },
    ]),
  );
  return api;
}

async function openWizard() {
  renderRoute('/action-required/access-issues');
  await userEvent.click(
    await screen.findByRole('button', {
      name: `${ACCESS_ISSUE_MESSAGES.resolveIssue} at 12 Smith Street`,
    }),
  );
  return screen.findByRole('dialog');
}

describe('the access-issue resolution wizard', () => {
  it('should resolve the chosen method with notes checked as the server checks them, then close and refresh the list', async () => {
    const api = mockWizardApi();
    const dialog = await openWizard();
    // Two methods, one not blocked by preferences: that one is chosen without asking.
    expect(
      await within(dialog).findByRole('heading', {
        name: '1 of 1 access issues preventing Appointment',
      }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Tenant refused entry')).toBeInTheDocument();
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Speak to the tenantMost effective',
      'Attend the appointment',
    ]);
    // Not integrated (no Integrated tag): the software is named in the texts.
    expect(within(dialog).getByText('Update the tenancy in PropertyTree.')).toBeInTheDocument();

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Send notes to the provider' }),
    );
    expect(await within(dialog).findByText('Notes are required')).toBeInTheDocument();
    expect(api.callsTo(accessIssueCalls.action)).toHaveLength(0);

    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: /Notes/ }),
      'Called Sam',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Send notes to the provider' }),
    );
    expect(
      await within(dialog).findByRole('heading', { name: 'Appointment is no longer blocked' }),
    ).toBeInTheDocument();
    const [posted] = api.callsTo(accessIssueCalls.action);
    expect(posted?.params.id).toBe('7');
    expect(posted?.body).toMatchObject({ solutionLabel: 'speak', date: null });
    // Rich text (jsdom's typing may add an empty paragraph): the rule reads its visible text.
    expect(stripMarkup((posted?.body as { notes: string }).notes)).toBe('Called Sam');

    // The other method is offered; its only problem needs the provider.
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Unblock another entry method' }),
    );
    await userEvent.click(
      await within(dialog).findByRole('button', { name: /Vacant entry with key/ }),
    );
    expect(
      await within(dialog).findByRole('heading', {
        name: ACCESS_ISSUE_MESSAGES.contactProvider('Detector Inspector'),
      }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '1300 134 563' })).toBeInTheDocument();

    const before = api.callsTo(accessIssueCalls.list).length;
    // The screen's Close, not the header's.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo(accessIssueCalls.list).length).toBeGreaterThan(before));
  });

  it('should ask before closing mid-way and go back to the issue on Back', async () => {
    mockWizardApi();
    const dialog = await openWizard();
    await within(dialog).findByRole('tab', { name: /Speak to the tenant/ });
    await userEvent.keyboard('{Escape}');
    expect(
      await within(dialog).findByRole('heading', {
        name: ACCESS_ISSUE_MESSAGES.closeQuestion,
      }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('The access issues you have resolved are saved.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(
      await within(dialog).findByRole('tab', { name: /Speak to the tenant/ }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await within(dialog).findByRole('button', { name: 'Back' });
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('should show the fatal screen with the reason when the case cannot be loaded', async () => {
    mockWizardApi(fail(404, 'Property not found'));
    const dialog = await openWizard();
    expect(await within(dialog).findByText(ACCESS_ISSUE_MESSAGES.fatal)).toBeInTheDocument();
    expect(within(dialog).getByText('Property not found')).toBeInTheDocument();
  });

  it("should say 'No access issues' when nothing is blocked", async () => {
    mockWizardApi({ ...CASE, blocked_entry_methods: [], blocked_entry_method_keys: [] });
    const dialog = await openWizard();
    expect(
      await within(dialog).findByRole('heading', { name: ACCESS_ISSUE_MESSAGES.noAccessIssues }),
    ).toBeInTheDocument();
  });

  it('should send the user to the provider when every entry method is disqualified', async () => {
    mockWizardApi({
      ...CASE,
      blocked_entry_methods: [],
      blocked_entry_method_keys: [],
      all_entry_methods_disqualified: true,
    });
    const dialog = await openWizard();
    expect(
      await within(dialog).findByText(
        `No entry method can be unblocked from the portal for this property. ${ACCESS_ISSUE_MESSAGES.contactProviderToResolve('Detector Inspector')}.`,
      ),
    ).toBeInTheDocument();
  });
});
