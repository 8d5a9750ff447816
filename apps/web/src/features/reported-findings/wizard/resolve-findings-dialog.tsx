import { Button, Modal, Stack, Text } from '@mantine/core';
import { serviceLabels, type TServiceCode } from '@portal/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { usePortalConfig } from '../../meta';
import { DisclaimerScreen, FindingChangeScreen, RequestQuoteScreen } from './confirm-screens';
import { ForwardQuote } from './forward-quote';
import { InformForm } from './inform-form';
import { MethodsScreen } from './methods-screen';
import {
  CloseConfirmationScreen,
  DoneScreen,
  FatalScreen,
  LoadingScreen,
  NoneFoundScreen,
} from './status-screens';
import { ThirdPartyForm, type ThirdPartyDraft } from './third-party-form';
import { useWizard } from './use-wizard';
import { findingsFor, type ResolutionMethod } from './wizard-machine';
import { idOf, METHOD_LABELS, plural, Screen, SelectItems } from './wizard-screen';

const EMPTY_DRAFT: ThirdPartyDraft = { notes: '', uploads: [] };

/**
 * The reported-findings resolution wizard of a property's service (spec 3 §2), its screens those
 * of `reportedFindingsWizardMachine` (each in a file of its own beside this one). Each resolution
 * refreshes the property, the dashboard and the lists; coming back to the window reloads the
 * findings.
 */
export function ResolveFindingsDialog({
  propertyId,
  serviceShortName,
  address,
  onClose,
}: {
  propertyId: number;
  serviceShortName: TServiceCode;
  address: string;
  onClose: () => void;
}) {
  const providerName = usePortalConfig().data?.provider.name ?? 'The provider';
  const [state, send] = useWizard();
  const [draft, setDraft] = useState<ThirdPartyDraft>(EMPTY_DRAFT);
  useEffect(() => {
    send({ type: 'OPEN', propertyId, serviceShortName });
  }, [send, propertyId, serviceShortName]);
  useEffect(() => {
    const refresh = () => send({ type: 'REFRESH' });
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [send]);

  const { context } = state;
  const closed = state.matches('idle') && context.propertyId !== null;
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);
  // A new resolution starts with an empty form (reset while rendering, not in an effect).
  const [draftMethod, setDraftMethod] = useState(context.method);
  if (draftMethod !== context.method) {
    setDraftMethod(context.method);
    if (context.method === null) setDraft(EMPTY_DRAFT);
  }

  const close = () => send({ type: 'CLOSE_MODAL' });
  const back = () => send({ type: 'BACK' });
  const confirm = () => send({ type: 'CONFIRM' });
  const resolveMore = () => send({ type: 'RESOLVE_MORE' });
  const toggle = (id: number) => send({ type: 'TOGGLE', problemRegisterId: id });
  const busy =
    state.matches({ resolving: { requestQuote: 'submitting' } }) ||
    state.matches({ resolving: { thirdParty: 'submitting' } }) ||
    state.matches({ resolving: { informDi: 'submitting' } }) ||
    state.matches({ dismiss: 'dismissing' }) ||
    state.matches({ restore: 'restoring' });
  const finding = context.group?.reportedFindings.find((each) => idOf(each) === context.finding);

  if (state.matches('forwardQuote') && context.quotationId !== null) {
    return (
      <ForwardQuote
        quotationId={context.quotationId}
        onForwarded={() => send({ type: 'FORWARDED' })}
        onClose={back}
      />
    );
  }

  let body: ReactNode;
  if (context.closeConfirmation) {
    body = (
      <CloseConfirmationScreen
        onBack={() => send({ type: 'HIDE_CLOSE_CONFIRMATION' })}
        onClose={() => send({ type: 'FORCE_CLOSE_MODAL' })}
      />
    );
  } else if (state.matches('idle') || state.matches('loading')) {
    body = <LoadingScreen />;
  } else if (state.matches('noReportedFindings')) {
    body = <NoneFoundScreen onClose={close} />;
  } else if (state.matches('fatalError')) {
    body = <FatalScreen error={context.error} onClose={close} />;
  } else if (state.matches('selectResolutionMethod')) {
    body = <MethodsScreen context={context} send={send} close={close} />;
  } else if (state.matches('dismiss') || state.matches('restore')) {
    body = (
      <FindingChangeScreen
        change={state.matches('dismiss') ? 'dismiss' : 'restore'}
        finding={finding}
        busy={busy}
        onBack={back}
        onConfirm={confirm}
      />
    );
  } else if (state.matches({ resolving: { requestQuote: 'complete' } })) {
    body = (
      <DoneScreen
        title="Quote requested"
        text={`A quote was requested for ${plural(context.selected.length)}.`}
        onResolveMore={resolveMore}
        onClose={close}
      />
    );
  } else if (state.matches({ resolving: { thirdParty: 'complete' } })) {
    const documents = context.documents.length;
    body = (
      <DoneScreen
        title="Resolved by a third party"
        text={`${plural(context.selected.length)} marked as resolved by a third party, with ${documents} document${documents === 1 ? '' : 's'}.`}
        onResolveMore={resolveMore}
        onClose={close}
      />
    );
  } else if (state.matches({ resolving: { informDi: 'confirmed' } })) {
    body = (
      <DoneScreen
        title="Provider informed"
        text={`${providerName} was informed of ${plural(context.selected.length)}.`}
        onResolveMore={resolveMore}
        onClose={close}
      />
    );
  } else if (
    state.matches({ resolving: { requestQuote: 'confirm' } }) ||
    state.matches({ resolving: { requestQuote: 'submitting' } })
  ) {
    body = (
      <RequestQuoteScreen
        chosen={findingsFor(context.group, 'requestQuote').filter((each) =>
          context.selected.includes(idOf(each)),
        )}
        busy={busy}
        onBack={back}
        onConfirm={confirm}
      />
    );
  } else if (state.matches({ resolving: { thirdParty: 'form' } })) {
    body = (
      <ThirdPartyForm
        propertyId={propertyId}
        address={address}
        draft={draft}
        setDraft={setDraft}
        onBack={back}
        onNext={(documents) => send({ type: 'SUBMIT_FORM', notes: draft.notes, documents })}
      />
    );
  } else if (
    state.matches({ resolving: { thirdParty: 'disclaimer' } }) ||
    state.matches({ resolving: { thirdParty: 'submitting' } })
  ) {
    body = (
      <DisclaimerScreen
        providerName={providerName}
        understood={context.understood}
        onUnderstand={(understood) => send({ type: 'UNDERSTAND', understood })}
        busy={busy}
        onBack={back}
        onConfirm={confirm}
      />
    );
  } else if (state.matches({ resolving: 'informDi' })) {
    body = (
      <InformForm
        context={context}
        pending={busy}
        onToggle={toggle}
        onBack={back}
        onSubmit={(notes, propertyBuilt) => send({ type: 'SUBMIT_INFORM', notes, propertyBuilt })}
      />
    );
  } else {
    // Choosing the findings of a quote or a third party's resolution.
    const chosen: ResolutionMethod = context.method ?? 'requestQuote';
    body = (
      <Screen
        title={`${METHOD_LABELS[chosen]}: which findings?`}
        actions={
          <>
            <Button variant="default" onClick={back}>
              Back
            </Button>
            <Button disabled={context.selected.length === 0} onClick={confirm}>
              Next
            </Button>
          </>
        }
      >
        <SelectItems context={context} method={chosen} onToggle={toggle} />
      </Screen>
    );
  }

  return (
    <Modal
      opened
      onClose={close}
      title={
        <Stack gap={2}>
          <Text fw={600}>{address}</Text>
          <Text fz="xs" c="dimmed">
            {serviceLabels[serviceShortName]}
          </Text>
        </Stack>
      }
      size="lg"
      fullScreen={false}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      closeButtonProps={{ 'aria-label': 'Close', disabled: busy }}
    >
      {body}
    </Modal>
  );
}
