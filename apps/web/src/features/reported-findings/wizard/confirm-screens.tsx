import { Alert, Button, Checkbox, List, Text } from '@mantine/core';
import { REPORTED_FINDING_MESSAGES as M, type TReportedFinding } from '@portal/contracts';
import { FindingText, idOf, Screen } from './wizard-screen';

// The wizard's screens that ask before a call: dismissing or restoring a finding, requesting a
// quote, and the third party's disclaimer.

interface ConfirmProps {
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

const FINDING_CHANGE = {
  dismiss: {
    title: 'Dismiss this finding?',
    button: 'Dismiss',
    note: 'A dismissed finding can be restored later.',
  },
  restore: { title: 'Restore this finding?', button: 'Restore', note: null },
} as const;

/** Dismiss or restore one finding, after this question. */
export function FindingChangeScreen({
  change,
  finding,
  busy,
  onBack,
  onConfirm,
}: ConfirmProps & { change: 'dismiss' | 'restore'; finding: TReportedFinding | undefined }) {
  const words = FINDING_CHANGE[change];
  return (
    <Screen
      title={words.title}
      actions={
        <>
          <Button variant="default" onClick={onBack} disabled={busy}>
            Back
          </Button>
          <Button
            color={change === 'dismiss' ? 'red' : undefined}
            loading={busy}
            onClick={onConfirm}
          >
            {words.button}
          </Button>
        </>
      }
    >
      {finding ? <FindingText finding={finding} /> : null}
      {words.note ? <Text fz="sm">{words.note}</Text> : null}
    </Screen>
  );
}

/** The findings a quote is about to be requested for. */
export function RequestQuoteScreen({
  chosen,
  busy,
  onBack,
  onConfirm,
}: ConfirmProps & { chosen: readonly TReportedFinding[] }) {
  return (
    <Screen
      title="Request a quote for these findings?"
      actions={
        <>
          <Button variant="default" onClick={onBack} disabled={busy}>
            Back
          </Button>
          <Button loading={busy} onClick={onConfirm}>
            Request quote
          </Button>
        </>
      }
    >
      <List size="sm" spacing={4}>
        {chosen.map((each) => (
          <List.Item key={idOf(each)}>{each.originalProblemItem.title}</List.Item>
        ))}
      </List>
    </Screen>
  );
}

/** The third party's disclaimer: Continue once 'I understand' is ticked. */
export function DisclaimerScreen({
  providerName,
  understood,
  onUnderstand,
  busy,
  onBack,
  onConfirm,
}: ConfirmProps & {
  providerName: string;
  understood: boolean;
  onUnderstand: (understood: boolean) => void;
}) {
  return (
    <Screen
      title="Before you continue"
      actions={
        <>
          <Button variant="default" onClick={onBack} disabled={busy}>
            Back
          </Button>
          <Button loading={busy} disabled={!understood} onClick={onConfirm}>
            Continue
          </Button>
        </>
      }
    >
      <Alert color="yellow" variant="light">
        {M.disclaimer(providerName)}
      </Alert>
      <Checkbox
        label={M.understand}
        checked={understood}
        onChange={(event) => onUnderstand(event.currentTarget.checked)}
      />
    </Screen>
  );
}
