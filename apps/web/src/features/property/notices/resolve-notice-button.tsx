import { Button, Text, Tooltip } from '@mantine/core';
import { noticeTypeLabels, type TPropertyNotice } from '@portal/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { usePortalConfig } from '../../meta';

const ResolveNoticeDialog = lazy(() =>
  import('./resolve-notice-dialog').then((module) => ({ default: module.ResolveNoticeDialog })),
);

/**
 * 'Resolve' on an active notice: opens the resolve request. Notices only the provider may
 * resolve (isContactDiRequired) keep the button disabled, saying why.
 */
export function ResolveNoticeButton({
  propertyId,
  notice,
}: {
  propertyId: number;
  notice: TPropertyNotice;
}) {
  const [open, setOpen] = useState(false);
  const whyId = useId();
  const provider = usePortalConfig().data?.provider.name ?? 'the provider';
  const label = `Resolve ${noticeTypeLabels[notice.noticeType]} notice`;
  if (notice.isContactDiRequired) {
    const why = `Only ${provider} can resolve this notice: please contact them.`;
    return (
      <>
        <Tooltip label={why} withArrow>
          {/* Focusable although disabled, so the reason is reachable from the keyboard too. */}
          <Button
            size="xs"
            variant="default"
            data-disabled
            aria-disabled
            aria-label={label}
            aria-describedby={whyId}
            onClick={(event) => event.preventDefault()}
          >
            Resolve
          </Button>
        </Tooltip>
        <Text id={whyId} fz="xs" c="dimmed">
          {why}
        </Text>
      </>
    );
  }
  return (
    <>
      <Button size="xs" variant="default" aria-label={label} onClick={() => setOpen(true)}>
        Resolve
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ResolveNoticeDialog
            propertyId={propertyId}
            notice={notice}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
