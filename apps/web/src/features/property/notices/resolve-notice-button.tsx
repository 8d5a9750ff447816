import { Button } from '@mantine/core';
import { noticeTypeLabels, type TPropertyNotice } from '@portal/contracts';
import { lazy, Suspense, useState } from 'react';

const ResolveNoticeDialog = lazy(() =>
  import('./resolve-notice-dialog').then((module) => ({ default: module.ResolveNoticeDialog })),
);

/** 'Resolve' on an active notice the agency may resolve: opens the resolve request. */
export function ResolveNoticeButton({
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
        aria-label={`Resolve ${noticeTypeLabels[notice.noticeType]} notice`}
        onClick={() => setOpen(true)}
      >
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
