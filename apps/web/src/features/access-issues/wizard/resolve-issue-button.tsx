import { Button } from '@mantine/core';
import type { TPropertyRef } from '@portal/contracts';
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
        aria-label={`Resolve issue at ${property.addressLine1}`}
      >
        Resolve issue
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
