import { Button } from '@mantine/core';
import { ACCESS_ISSUE_MESSAGES, type TPropertyRef } from '@portal/contracts';
import { lazy, Suspense, useState } from 'react';

// The wizard's code (its machine, the solution forms) loads when a button asks for it.
const ResolveAccessIssuesDialog = lazy(() =>
  import('./resolve-access-issues-dialog').then((module) => ({
    default: module.ResolveAccessIssuesDialog,
  })),
);

/** 'Resolve issue': opens the property's access-issue resolution wizard. */
export function ResolveIssueButton({ property }: { property: TPropertyRef }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        onClick={() => setOpen(true)}
        aria-label={`${ACCESS_ISSUE_MESSAGES.resolveIssue} at ${property.addressLine1}`}
      >
        {ACCESS_ISSUE_MESSAGES.resolveIssue}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ResolveAccessIssuesDialog
            propertyId={property.compliancePropertyId}
            address={`${property.addressLine1}, ${property.addressLine2}`}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
