import { REPORTED_FINDING_MESSAGES as M, type TReportedFindingGroup } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { buildFinding, buildGroup } from '../testing/findings-fixtures';
import {
  asksBuiltYear,
  findingsFor,
  forwardableQuotes,
  reportedFindingsWizardMachine,
  type InformDiInput,
  type SelectionInput,
  type ThirdPartyInput,
} from './wizard-machine';

const DOCUMENT = { id: 'ref-1', name: 'invoice.pdf', size: 10 };

const quoteResult = { complianceQuoteId: 1, quoteNumber: 'Q-1', problemRegisterIds: [1] };
const thirdPartyResult = { problemRegisterIds: [1], documentIds: [5], updatedQuoteIds: [] };
const informResult = { problemRegisterIds: [1], informedAt: '2026-11-27', propertyBuilt: null };

interface Calls {
  load?: () => Promise<TReportedFindingGroup>;
  requestQuote?: (input: SelectionInput) => Promise<unknown>;
  thirdParty?: (input: ThirdPartyInput) => Promise<unknown>;
  informDi?: (input: InformDiInput) => Promise<unknown>;
  dismiss?: (id: number) => Promise<unknown>;
  restore?: (id: number) => Promise<unknown>;
}

function start(
  group: TReportedFindingGroup | (() => Promise<TReportedFindingGroup>),
  calls: Calls = {},
) {
  const notify = vi.fn();
  const changed = vi.fn();
  const closed = vi.fn();
  const load = vi.fn(typeof group === 'function' ? group : () => Promise.resolve(group));
  const spies = {
    requestQuote: vi.fn(calls.requestQuote ?? (() => Promise.resolve(quoteResult))),
    thirdParty: vi.fn(calls.thirdParty ?? (() => Promise.resolve(thirdPartyResult))),
    informDi: vi.fn(calls.informDi ?? (() => Promise.resolve(informResult))),
    dismiss: vi.fn(calls.dismiss ?? (() => Promise.resolve(buildFinding(1)))),
    restore: vi.fn(calls.restore ?? (() => Promise.resolve(buildFinding(1)))),
  };
  const actor = createActor(
    reportedFindingsWizardMachine.provide({
      actors: {
        loadFindings: fromPromise(() => load()),
        requestQuote: fromPromise(({ input }) => spies.requestQuote(input) as Promise<never>),
        resolveByThirdParty: fromPromise(({ input }) => spies.thirdParty(input) as Promise<never>),
        informDi: fromPromise(({ input }) => spies.informDi(input) as Promise<never>),
        dismiss: fromPromise(({ input }) => spies.dismiss(input) as Promise<never>),
        restore: fromPromise(({ input }) => spies.restore(input) as Promise<never>),
      },
      actions: {
        notify: (_, params) => {
          notify(params);
        },
        changed,
        closed,
      },
    }),
  );
  actor.start();
  actor.send({ type: 'OPEN', propertyId: 7, serviceShortName: 'smoke' });
  return { actor, notify, changed, closed, load, ...spies };
}

type WizardActor = ReturnType<typeof start>['actor'];
type StateValue = Parameters<ReturnType<WizardActor['getSnapshot']>['matches']>[0];
const settled = (actor: WizardActor, value: StateValue) =>
  waitFor(actor, (snapshot) => snapshot.matches(value));

const TWO = buildGroup([buildFinding(1), buildFinding(2, { isUrgent: false })]);

describe('reportedFindingsWizardMachine', () => {
  it('should offer the methods when the service has findings', async () => {
    const { actor, load } = start(TWO);
    await settled(actor, 'selectResolutionMethod');
    expect(load).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.group).toEqual(TWO);
  });

  it('should say none were found when the service has no findings', async () => {
    const { actor } = start(buildGroup([]));
    await settled(actor, 'noReportedFindings');
  });

  it('should end on the fatal screen with the message when the findings cannot be loaded', async () => {
    const { actor, closed } = start(() => Promise.reject(new Error('Property not found')));
    await settled(actor, 'fatalError');
    expect(actor.getSnapshot().context.error?.message).toBe('Property not found');
    actor.send({ type: 'CLOSE_MODAL' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('should reload when refreshed (the window refocused) on the methods or the none-found screen', async () => {
    const { actor, load } = start(TWO);
    await settled(actor, 'selectResolutionMethod');
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await settled(actor, 'selectResolutionMethod');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('should not reload when refreshed in the middle of a resolution', async () => {
    const { actor, load } = start(TWO);
    await settled(actor, 'selectResolutionMethod');
    actor.send({ type: 'SELECT_METHOD', method: 'thirdParty' });
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().matches({ resolving: { thirdParty: 'selectItems' } })).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  describe('request quote', () => {
    it('should request a quote for the ticked findings, then offer to resolve more', async () => {
      const { actor, requestQuote, changed, load } = start(TWO);
      await settled(actor, 'selectResolutionMethod');
      actor.send({ type: 'SELECT_METHOD', method: 'requestQuote' });
      actor.send({ type: 'CONFIRM' });
      // Nothing ticked: Next does nothing.
      expect(actor.getSnapshot().matches({ resolving: { requestQuote: 'selectItems' } })).toBe(
        true,
      );
      actor.send({ type: 'TOGGLE', problemRegisterId: 2 });
      actor.send({ type: 'TOGGLE', problemRegisterId: 1 });
      actor.send({ type: 'TOGGLE', problemRegisterId: 2 });
      actor.send({ type: 'CONFIRM' });
      expect(actor.getSnapshot().matches({ resolving: { requestQuote: 'confirm' } })).toBe(true);
      actor.send({ type: 'BACK' });
      expect(actor.getSnapshot().matches({ resolving: { requestQuote: 'selectItems' } })).toBe(
        true,
      );
      actor.send({ type: 'CONFIRM' });
      actor.send({ type: 'CONFIRM' });
      await settled(actor, { resolving: { requestQuote: 'complete' } });
      expect(requestQuote).toHaveBeenCalledWith({ propertyId: 7, problemRegisterIds: [1] });
      expect(changed).toHaveBeenCalledTimes(1);
      actor.send({ type: 'RESOLVE_MORE' });
      await settled(actor, 'selectResolutionMethod');
      expect(load).toHaveBeenCalledTimes(2);
      // Remembered until it closes, when what it changed is refreshed.
      expect(actor.getSnapshot().context.changed).toBe(true);
      expect(actor.getSnapshot().context.selected).toEqual([]);
    });

    it('should go back to the findings with a toast when the request fails', async () => {
      const { actor, notify, changed } = start(TWO, {
        requestQuote: () => Promise.reject(new Error('No')),
      });
      await settled(actor, 'selectResolutionMethod');
      actor.send({ type: 'SELECT_METHOD', method: 'requestQuote' });
      actor.send({ type: 'TOGGLE', problemRegisterId: 1 });
      actor.send({ type: 'CONFIRM' });
      actor.send({ type: 'CONFIRM' });
      await settled(actor, { resolving: { requestQuote: 'selectItems' } });
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ message: M.requestQuoteFailed, success: false }),
      );
      expect(changed).not.toHaveBeenCalled();
      expect(actor.getSnapshot().context.changed).toBe(false);
      expect(actor.getSnapshot().context.selected).toEqual([1]);
    });

    it('should tick the only finding offering a quote and refuse one that does not', async () => {
      const group = buildGroup([buildFinding(1), buildFinding(2, { canRequestQuote: false })]);
      const { actor } = start(group);
      await settled(actor, 'selectResolutionMethod');
      actor.send({ type: 'SELECT_METHOD', method: 'requestQuote' });
      expect(actor.getSnapshot().context.selected).toEqual([1]);
      actor.send({ type: 'TOGGLE', problemRegisterId: 2 });
      expect(actor.getSnapshot().context.selected).toEqual([1]);
    });

    it('should not offer a method no finding allows', async () => {
      const { actor } = start(buildGroup([buildFinding(1, { canRequestQuote: false })]));
      await settled(actor, 'selectResolutionMethod');
      actor.send({ type: 'SELECT_METHOD', method: 'requestQuote' });
      expect(actor.getSnapshot().matches('selectResolutionMethod')).toBe(true);
    });
  });

  describe('third party', () => {
    async function toDisclaimer(calls: Calls = {}) {
      const started = start(TWO, calls);
      await settled(started.actor, 'selectResolutionMethod');
      started.actor.send({ type: 'SELECT_METHOD', method: 'thirdParty' });
      started.actor.send({ type: 'TOGGLE', problemRegisterId: 2 });
      started.actor.send({ type: 'CONFIRM' });
      started.actor.send({ type: 'SUBMIT_FORM', notes: 'Fixed by Sparky', documents: [DOCUMENT] });
      return started;
    }

    it('should submit the findings, notes and documents once the disclaimer is understood', async () => {
      const { actor, thirdParty, changed } = await toDisclaimer();
      expect(actor.getSnapshot().matches({ resolving: { thirdParty: 'disclaimer' } })).toBe(true);
      actor.send({ type: 'CONFIRM' });
      expect(actor.getSnapshot().matches({ resolving: { thirdParty: 'disclaimer' } })).toBe(true);
      actor.send({ type: 'UNDERSTAND', understood: true });
      actor.send({ type: 'CONFIRM' });
      await settled(actor, { resolving: { thirdParty: 'complete' } });
      expect(thirdParty).toHaveBeenCalledWith({
        propertyId: 7,
        problemRegisterIds: [2],
        notes: 'Fixed by Sparky',
        documentIds: ['ref-1'],
      });
      expect(changed).toHaveBeenCalledTimes(1);
    });

    it('should go back to the disclaimer with a toast when the submission fails', async () => {
      const { actor, notify } = await toDisclaimer({
        thirdParty: () => Promise.reject(new Error('No')),
      });
      actor.send({ type: 'UNDERSTAND', understood: true });
      actor.send({ type: 'CONFIRM' });
      await settled(actor, { resolving: { thirdParty: 'disclaimer' } });
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ message: M.submitFailed, success: false }),
      );
    });

    it('should keep the form when it has no document or notes too long', async () => {
      const { actor } = start(TWO);
      await settled(actor, 'selectResolutionMethod');
      actor.send({ type: 'SELECT_METHOD', method: 'thirdParty' });
      actor.send({ type: 'CONFIRM' });
      expect(actor.getSnapshot().matches({ resolving: { thirdParty: 'selectItems' } })).toBe(true);
      actor.send({ type: 'TOGGLE', problemRegisterId: 1 });
      actor.send({ type: 'CONFIRM' });
      actor.send({ type: 'SUBMIT_FORM', notes: '', documents: [] });
      expect(actor.getSnapshot().matches({ resolving: { thirdParty: 'form' } })).toBe(true);
      actor.send({ type: 'SUBMIT_FORM', notes: 'x'.repeat(501), documents: [DOCUMENT] });
      expect(actor.getSnapshot().matches({ resolving: { thirdParty: 'form' } })).toBe(true);
      actor.send({ type: 'BACK' });
      expect(actor.getSnapshot().matches({ resolving: { thirdParty: 'selectItems' } })).toBe(true);
      actor.send({ type: 'BACK' });
      expect(actor.getSnapshot().matches('selectResolutionMethod')).toBe(true);
    });

    it('should ask before closing during its steps, and close only when told to', async () => {
      const { actor, closed } = await toDisclaimer();
      actor.send({ type: 'CLOSE_MODAL' });
      expect(actor.getSnapshot().context.closeConfirmation).toBe(true);
      actor.send({ type: 'HIDE_CLOSE_CONFIRMATION' });
      expect(actor.getSnapshot().context.closeConfirmation).toBe(false);
      expect(actor.getSnapshot().matches({ resolving: { thirdParty: 'disclaimer' } })).toBe(true);
      actor.send({ type: 'BACK' });
      expect(actor.getSnapshot().matches({ resolving: { thirdParty: 'form' } })).toBe(true);
      actor.send({ type: 'CLOSE_MODAL' });
      actor.send({ type: 'FORCE_CLOSE_MODAL' });
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(closed).toHaveBeenCalledTimes(1);
    });

    it('should close without asking once the resolution is complete', async () => {
      const { actor, closed } = await toDisclaimer();
      actor.send({ type: 'UNDERSTAND', understood: true });
      actor.send({ type: 'CONFIRM' });
      await settled(actor, { resolving: { thirdParty: 'complete' } });
      actor.send({ type: 'CLOSE_MODAL' });
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(closed).toHaveBeenCalledTimes(1);
    });

    it('should not offer a finding whose third-party status is invalid', () => {
      const group = buildGroup([buildFinding(1, { thirdPartyInvalidStatus: 'QUOTE_ACCEPTED' })]);
      expect(findingsFor(group, 'thirdParty')).toEqual([]);
    });
  });

  describe('inform the provider', () => {
    it('should inform with trimmed notes and no built year when none is asked', async () => {
      const { actor, informDi, changed } = start(TWO);
      await settled(actor, 'selectResolutionMethod');
      actor.send({ type: 'SELECT_METHOD', method: 'informDi' });
      actor.send({ type: 'TOGGLE', problemRegisterId: 1 });
      actor.send({ type: 'SUBMIT_INFORM', notes: '  Replaced  ', propertyBuilt: '2001-05-01' });
      await settled(actor, { resolving: { informDi: 'confirmed' } });
      expect(informDi).toHaveBeenCalledWith({
        propertyId: 7,
        problemRegisterIds: [1],
        notes: 'Replaced',
        propertyBuilt: null,
      });
      expect(changed).toHaveBeenCalledTimes(1);
      actor.send({ type: 'RESOLVE_MORE' });
      await settled(actor, 'selectResolutionMethod');
    });

    it('should refuse empty notes, no finding, and a missing or future built year when asked', async () => {
      const group = buildGroup([buildFinding(1, { canInformDI: false, canEnterBuiltYear: true })]);
      const { actor, informDi } = start(group);
      await settled(actor, 'selectResolutionMethod');
      actor.send({ type: 'SELECT_METHOD', method: 'informDi' });
      expect(asksBuiltYear(actor.getSnapshot().context)).toBe(true);
      actor.send({ type: 'SUBMIT_INFORM', notes: '   ', propertyBuilt: '2001-05-01' });
      actor.send({ type: 'SUBMIT_INFORM', notes: 'Built then', propertyBuilt: null });
      actor.send({ type: 'SUBMIT_INFORM', notes: 'Built then', propertyBuilt: '2999-01-01' });
      actor.send({ type: 'TOGGLE', problemRegisterId: 1 });
      actor.send({ type: 'SUBMIT_INFORM', notes: 'Built then', propertyBuilt: '2001-05-01' });
      expect(actor.getSnapshot().matches({ resolving: { informDi: 'selectItems' } })).toBe(true);
      expect(informDi).not.toHaveBeenCalled();
      actor.send({ type: 'TOGGLE', problemRegisterId: 1 });
      actor.send({ type: 'SUBMIT_INFORM', notes: 'Built then', propertyBuilt: '2001-05-01' });
      await settled(actor, { resolving: { informDi: 'confirmed' } });
      expect(informDi).toHaveBeenCalledWith(
        expect.objectContaining({ problemRegisterIds: [1], propertyBuilt: '2001-05-01' }),
      );
    });

    it('should go back to the findings with a toast when informing fails', async () => {
      const { actor, notify } = start(TWO, { informDi: () => Promise.reject(new Error('No')) });
      await settled(actor, 'selectResolutionMethod');
      actor.send({ type: 'SELECT_METHOD', method: 'informDi' });
      actor.send({ type: 'TOGGLE', problemRegisterId: 1 });
      actor.send({ type: 'SUBMIT_INFORM', notes: 'Done', propertyBuilt: null });
      await settled(actor, { resolving: { informDi: 'selectItems' } });
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ message: M.informDiFailed, success: false }),
      );
      actor.send({ type: 'CLOSE_MODAL' });
      expect(actor.getSnapshot().matches('idle')).toBe(true);
    });
  });

  describe('forward quote to landlord', () => {
    const withQuote = buildGroup([
      { ...buildFinding(1, { canForwardToLandlord: true }), quotation: { quotationId: 40 } },
      { ...buildFinding(2, { canForwardToLandlord: true }), quotation: { quotationId: 40 } },
      { ...buildFinding(3), quotation: { quotationId: 41 } },
    ]);

    it('should offer each forwardable quote once', () => {
      expect(forwardableQuotes(withQuote)).toEqual([40]);
    });

    it('should come back to the methods with the quote marked forwarded', async () => {
      const { actor } = start(withQuote);
      await settled(actor, 'selectResolutionMethod');
      actor.send({ type: 'FORWARD_QUOTE', quotationId: 41 });
      expect(actor.getSnapshot().matches('selectResolutionMethod')).toBe(true);
      actor.send({ type: 'FORWARD_QUOTE', quotationId: 40 });
      expect(actor.getSnapshot().matches('forwardQuote')).toBe(true);
      actor.send({ type: 'BACK' });
      expect(actor.getSnapshot().context.forwarded).toEqual([]);
      actor.send({ type: 'FORWARD_QUOTE', quotationId: 40 });
      actor.send({ type: 'FORWARDED' });
      expect(actor.getSnapshot().matches('selectResolutionMethod')).toBe(true);
      expect(actor.getSnapshot().context.forwarded).toEqual([40]);
    });
  });

  describe('dismiss and restore', () => {
    const withDismissed = buildGroup([
      buildFinding(1),
      buildFinding(2, { isDismissible: false }),
      buildFinding(3, { isDismissed: true, status: 'DISMISSED' }),
    ]);

    it('should dismiss after confirming, toast, and reload', async () => {
      const { actor, dismiss, notify, changed, load } = start(withDismissed);
      await settled(actor, 'selectResolutionMethod');
      actor.send({ type: 'DISMISS', problemRegisterId: 1 });
      expect(actor.getSnapshot().matches({ dismiss: 'confirm' })).toBe(true);
      actor.send({ type: 'BACK' });
      expect(actor.getSnapshot().matches('selectResolutionMethod')).toBe(true);
      actor.send({ type: 'DISMISS', problemRegisterId: 1 });
      actor.send({ type: 'CONFIRM' });
      await settled(actor, 'selectResolutionMethod');
      expect(dismiss).toHaveBeenCalledWith(1);
      expect(notify).toHaveBeenCalledWith({ message: M.dismissed, success: true });
      expect(changed).toHaveBeenCalledTimes(1);
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('should refuse to dismiss a finding that is not dismissible or already dismissed', async () => {
      const { actor } = start(withDismissed);
      await settled(actor, 'selectResolutionMethod');
      actor.send({ type: 'DISMISS', problemRegisterId: 2 });
      actor.send({ type: 'DISMISS', problemRegisterId: 3 });
      actor.send({ type: 'RESTORE', problemRegisterId: 1 });
      expect(actor.getSnapshot().matches('selectResolutionMethod')).toBe(true);
    });

    it('should toast when dismissing fails and stay on the methods', async () => {
      const { actor, notify } = start(withDismissed, {
        dismiss: () => Promise.reject(new Error('No')),
      });
      await settled(actor, 'selectResolutionMethod');
      actor.send({ type: 'DISMISS', problemRegisterId: 1 });
      actor.send({ type: 'CONFIRM' });
      await waitFor(actor, () => notify.mock.calls.length > 0);
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ message: M.dismissFailed, success: false }),
      );
      expect(actor.getSnapshot().matches('selectResolutionMethod')).toBe(true);
    });

    it('should restore a dismissed finding after confirming, and toast when it fails', async () => {
      const ok = start(withDismissed);
      await settled(ok.actor, 'selectResolutionMethod');
      ok.actor.send({ type: 'RESTORE', problemRegisterId: 3 });
      expect(ok.actor.getSnapshot().matches({ restore: 'confirm' })).toBe(true);
      ok.actor.send({ type: 'CONFIRM' });
      await settled(ok.actor, 'selectResolutionMethod');
      expect(ok.restore).toHaveBeenCalledWith(3);
      expect(ok.notify).toHaveBeenCalledWith({ message: M.restored, success: true });

      const failing = start(withDismissed, { restore: () => Promise.reject(new Error('No')) });
      await settled(failing.actor, 'selectResolutionMethod');
      failing.actor.send({ type: 'RESTORE', problemRegisterId: 3 });
      failing.actor.send({ type: 'CONFIRM' });
      await waitFor(failing.actor, () => failing.notify.mock.calls.length > 0);
      expect(failing.notify).toHaveBeenCalledWith(
        expect.objectContaining({ message: M.restoreFailed, success: false }),
      );
    });

    it('should offer no method for a dismissed finding', () => {
      expect(findingsFor(buildGroup([buildFinding(3, { isDismissed: true })]), 'informDi')).toEqual(
        [],
      );
    });
  });
});
