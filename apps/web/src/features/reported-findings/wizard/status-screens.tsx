import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { REPORTED_FINDING_MESSAGES as M } from '@portal/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { Screen } from './wizard-screen';

// The wizard's screens that only say something: loading, none found, the fatal error, a
// resolution done, and the question before closing a third party's resolution.

export function LoadingScreen() {
  return (
    <Center mih={160}>
      <Stack align="center" gap="xs" role="status">
        <Loader size="sm" />
        <Text fz="sm">Loading reported findings…</Text>
      </Stack>
    </Center>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <Button variant="default" onClick={onClose}>
      Close
    </Button>
  );
}

export function NoneFoundScreen({ onClose }: { onClose: () => void }) {
  return (
    <Screen title={M.noneFoundTitle} actions={<CloseButton onClose={onClose} />}>
      <Text fz="sm">{M.noneFoundText}</Text>
    </Screen>
  );
}

/** A failed load: the spec's words, then the message. */
export function FatalScreen({ error, onClose }: { error: Error | null; onClose: () => void }) {
  return (
    <Screen title={M.fatalTitle} actions={<CloseButton onClose={onClose} />}>
      <Text fz="sm">
        {M.fatalText}
        {error?.message ? ` (${error.message})` : ''}
      </Text>
    </Screen>
  );
}

/** A resolution made: what was done, then Resolve more (the findings again) or Done. */
export function DoneScreen({
  title,
  text,
  onResolveMore,
  onClose,
}: {
  title: string;
  text: string;
  onResolveMore: () => void;
  onClose: () => void;
}) {
  return (
    <Screen
      title={title}
      actions={
        <>
          <Button variant="default" onClick={onResolveMore}>
            Resolve more
          </Button>
          <Button onClick={onClose} data-autofocus>
            Done
          </Button>
        </>
      }
    >
      <Group gap="xs" wrap="nowrap">
        <IconCircleCheck color="var(--mantine-color-teal-6)" aria-hidden />
        <Text fz="sm">{text}</Text>
      </Group>
    </Screen>
  );
}

/** Closing while a third party's resolution is entered: Back to it, or Close for good. */
export function CloseConfirmationScreen({
  onBack,
  onClose,
}: {
  onBack: () => void;
  onClose: () => void;
}) {
  return (
    <Screen
      title={M.closeQuestion}
      actions={
        <>
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button onClick={onClose} data-autofocus>
            Close
          </Button>
        </>
      }
    >
      <Text fz="sm">{M.closeNote}</Text>
    </Screen>
  );
}
