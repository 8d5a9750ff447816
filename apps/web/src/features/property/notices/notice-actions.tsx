import { Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { noticeTypeLabels, type TPropertyNotice } from '@portal/contracts';
import { lazy, Suspense, useId, useState, type ComponentType } from 'react';
import { usePortalConfig } from '../../meta';

interface NoticeDialogProps {
  propertyId: number;
  notice: TPropertyNotice;
  onClose: () => void;
}

// Each dialog (and the notes editor with the second) loads only when its button is chosen.
const ResolveNoticeDialog = lazy(() =>
  import('./resolve-notice-dialog').then((module) => ({ default: module.ResolveNoticeDialog })),
);
const SendNotificationDialog = lazy(() =>
  import('./send-notification-dialog').then((module) => ({
    default: module.SendNotificationDialog,
  })),
);

const ACTIONS: { text: string; Dialog: ComponentType<NoticeDialogProps> }[] = [
  { text: 'Resolve', Dialog: ResolveNoticeDialog },
  { text: 'Send notification and resolve', Dialog: SendNotificationDialog },
];

/** A button that opens its dialog; when `whyId` is given, disabled but focusable, with the reason. */
function NoticeAction({
  text,
  Dialog,
  propertyId,
  notice,
  why,
}: (typeof ACTIONS)[number] & {
  propertyId: number;
  notice: TPropertyNotice;
  why: { id: string; text: string } | null;
}) {
  const [open, setOpen] = useState(false);
  const label = `${text} ${noticeTypeLabels[notice.noticeType]} notice`;
  if (why) {
    return (
      <Tooltip label={why.text} withArrow>
        <Button
          size="xs"
          variant="default"
          data-disabled
          aria-disabled
          aria-label={label}
          aria-describedby={why.id}
          onClick={(event) => event.preventDefault()}
        >
          {text}
        </Button>
      </Tooltip>
    );
  }
  return (
    <>
      <Button size="xs" variant="default" aria-label={label} onClick={() => setOpen(true)}>
        {text}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <Dialog propertyId={propertyId} notice={notice} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * What may be done with an active notice of the property: 'Resolve' (the resolve request) and
 * 'Send notification and resolve'. Notices only the provider may resolve (isContactDiRequired)
 * keep both disabled and focusable, saying why once.
 */
export function NoticeActions({
  propertyId,
  notice,
}: {
  propertyId: number;
  notice: TPropertyNotice;
}) {
  const whyId = useId();
  const provider = usePortalConfig().data?.provider.name ?? 'the provider';
  const why = notice.isContactDiRequired
    ? { id: whyId, text: `Only ${provider} can resolve this notice: please contact them.` }
    : null;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        {ACTIONS.map((action) => (
          <NoticeAction
            key={action.text}
            {...action}
            propertyId={propertyId}
            notice={notice}
            why={why}
          />
        ))}
      </Group>
      {why ? (
        <Text id={why.id} fz="xs" c="dimmed">
          {why.text}
        </Text>
      ) : null}
    </Stack>
  );
}
