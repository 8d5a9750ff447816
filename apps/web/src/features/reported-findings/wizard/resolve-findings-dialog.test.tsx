import {
  MESSAGE_TOO_LONG,
  REPORTED_FINDING_MESSAGES as M,
  stripMarkup,
  reportedFindingCalls as calls,
  settingsCalls,
  type TReportedFindingGroup,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/session-fixtures';
import { PROPERTY_MANAGERS } from '../../../testing/settings-fixtures';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../../../testing/viewport';
import { buildFinding, buildGroup } from '../testing/findings-fixtures';

afterEach(() => setViewportWidth(DEFAULT_VIEWPORT_WIDTH));

const GROUP = buildGroup([
  buildFinding(1, {}, 'Smoke alarm expired'),
  buildFinding(2, { isUrgent: false, isDismissible: false }, 'Alarm too low'),
  buildFinding(3, { isDismissed: true, dismissedBy: 'Jo Lee' }, 'Alarm missing'),
]);

function mockWizardApi(group: TReportedFindingGroup | ReturnType<typeof fail> = GROUP) {
  const api = mockSignedInApi({ experiments: { ProblemRegister: true } });
  api.set(on(calls.list, { items: [GROUP], total: 1, unfilteredTotal: 1 }));
  api.set(on(settingsCalls.propertyManagers, PROPERTY_MANAGERS));
  api.set(on(calls.service, group));
  return api;
}

async function openWizard() {
  setViewportWidth(1280);
  renderRoute('/action-required/reported-findings');
  await userEvent.click(
    await screen.findByRole('button', { name: 'Resolve Smoke Alarms findings at 1 Church Street' }),
  );
  return screen.findByRole('dialog');
}

describe('ResolveFindingsDialog', () => {
  it('should say there are none when the service has no findings', async () => {
    mockWizardApi(buildGroup([]));
    const dialog = await openWizard();
    expect(await within(dialog).findByText(M.noneFoundTitle)).toBeInTheDocument();
    expect(within(dialog).getByText(M.noneFoundText)).toBeInTheDocument();
    // The screen's Close (the header has one too).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('should show the fatal screen with the message when the findings cannot be loaded', async () => {
    mockWizardApi(fail(404, 'Property not found'));
    const dialog = await openWizard();
    expect(await within(dialog).findByText(M.fatalTitle)).toBeInTheDocument();
    expect(within(dialog).getByText(`${M.fatalText} (Property not found)`)).toBeInTheDocument();
  });

  it('should resolve by a third party with an uploaded document once the disclaimer is understood', async () => {
    const api = mockWizardApi();
    api.set(on(calls.temporaryDocument, { fileReference: 'tmp-1', name: 'cert.pdf', size: 4 }));
    api.set(
      on(calls.thirdParty, { problemRegisterIds: [1], documentIds: [9], updatedQuoteIds: [] }),
    );
    const dialog = await openWizard();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: /Resolved by a third party/ }),
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Smoke alarm expired' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    // No document yet: the form says one is needed.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(M.documentRequired);
    await userEvent.type(within(dialog).getByPlaceholderText(M.notesPlaceholder), 'Replaced');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF'], 'cert.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('Uploaded', {}, { timeout: 4000 })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    // Closing now asks first; Back returns to the disclaimer.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(dialog).getByText(M.closeQuestion)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: M.understand }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(
      await within(dialog).findByText(/marked as resolved by a third party/),
    ).toBeInTheDocument();
    expect(api.callsTo(calls.thirdParty)[0]?.body).toEqual({
      compliancePropertyId: 7,
      selectedProblemRegisterIds: [1],
      documentIds: ['tmp-1'],
      notes: 'Replaced',
    });
  });

  it('should inform the provider with rich-text notes, judged on their visible text, and the built year asked', async () => {
    const api = mockWizardApi(
      buildGroup([
        buildFinding(1, { canInformDI: false, canEnterBuiltYear: true }, 'Smoke alarm expired'),
      ]),
    );
    api.set(
      on(calls.informDi, {
        problemRegisterIds: [1],
        informedAt: '2026-11-27T08:00:00.000Z',
        propertyBuilt: '2001-05-01',
      }),
    );
    const dialog = await openWizard();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: /Inform the provider/ }),
    );
    // The only finding is chosen; nothing typed yet: the notes are required, and so is the year.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const notes = await within(dialog).findByRole('textbox', { name: /Notes/ });
    expect(notes).toHaveAttribute('contenteditable', 'true');
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(within(dialog).getByText('0/500 characters')).toBeInTheDocument();
    expect(api.callsTo(calls.informDi)).toHaveLength(0);

    // Over 500 visible characters is refused as typed.
    await userEvent.click(notes);
    await userEvent.paste('x'.repeat(501));
    expect(await within(dialog).findByText(MESSAGE_TOO_LONG)).toBeInTheDocument();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.type(notes, 'Built by the owner');
    await waitFor(() => expect(within(dialog).queryByText(MESSAGE_TOO_LONG)).toBeNull());
    expect(within(dialog).getByText('18/500 characters')).toBeInTheDocument();

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'When was the property built?' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Jan' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Provider informed' }),
    ).toBeInTheDocument();
    const body = api.callsTo(calls.informDi)[0]?.body as {
      notes: string;
      propertyBuilt: string;
      problemRegisterIds: number[];
    };
    expect(body.problemRegisterIds).toEqual([1]);
    expect(body.notes).toMatch(/^<p>/);
    expect(stripMarkup(body.notes)).toBe('Built by the owner');
    expect(body.propertyBuilt).toBe(`${new Date().getFullYear()}-01-01`);
  });

  it('should go back to the findings with a toast when requesting a quote fails', async () => {
    const api = mockWizardApi();
    api.set(on(calls.requestQuote, fail(409, M.cannotRequestQuote)));
    const dialog = await openWizard();
    await userEvent.click(await within(dialog).findByRole('button', { name: /Request quote/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Alarm too low' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request quote' }));
    expect(await screen.findByText(M.requestQuoteFailed)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Alarm too low' })).toBeChecked();
  });

  it('should dismiss a dismissible finding and restore a dismissed one, with their toasts', async () => {
    const api = mockWizardApi();
    api.set(on(calls.dismiss, buildFinding(1, { isDismissed: true })));
    api.set(on(calls.restore, fail(500, 'Down')));
    const dialog = await openWizard();
    expect(
      await within(dialog).findByRole('button', { name: 'Dismiss Smoke alarm expired' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Dismiss Alarm too low' })).toBeNull();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Dismiss Smoke alarm expired' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText(M.dismissed)).toBeInTheDocument();
    expect(api.callsTo(calls.dismiss)[0]?.params).toEqual({ id: '1' });

    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Restore Alarm missing' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(M.restoreFailed)).toBeInTheDocument();
  });
});
