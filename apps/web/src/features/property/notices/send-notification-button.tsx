import { Button } from '@mantine/core';
import { noticeTypeLabels, type TPropertyNotice } from '@portal/contracts';
import { lazy, Suspense, useState } from 'react';

const SendNotificationDialog = lazy(() =>
  import('./send-notification-dialog').then((module) => ({
    default: module.SendNotificationDialog,
  })),
);

/**
 * 'Send notification and resolve' on an active notice the agency may resolve: opens the dialog
 * (and, with it, the notes editor) only when chosen.
 */
export function SendNotificationButton({
  propertyId,
  notice,
}: {
  propertyId: number;
  notice: TPropertyNotice;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        aria-label={`Send notification and resolve ${noticeTypeLabels[notice.noticeType]} notice`}
        onClick={() => setOpen(true)}
      >
        Send notification and resolve
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SendNotificationDialog
            propertyId={propertyId}
            notice={notice}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
