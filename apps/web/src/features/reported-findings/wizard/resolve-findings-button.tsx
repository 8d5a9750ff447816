import { Button } from '@mantine/core';
import {
  REPORTED_FINDING_MESSAGES as M,
  serviceLabels,
  type TPropertyRef,
  type TServiceCode,
} from '@portal/contracts';
import { lazy, Suspense, useState } from 'react';

// The wizard's code (its machine, the forms, the upload queue) loads when a button asks for it.
const ResolveFindingsDialog = lazy(() =>
  import('./resolve-findings-dialog').then((module) => ({
    default: module.ResolveFindingsDialog,
  })),
);

/** 'Resolve': opens the resolution wizard of the property's findings of one service. */
export function ResolveFindingsButton({
  property,
  serviceShortName,
}: {
  property: TPropertyRef;
  serviceShortName: TServiceCode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        onClick={() => setOpen(true)}
        aria-label={`${M.resolve} ${serviceLabels[serviceShortName]} findings at ${property.addressLine1}`}
      >
        {M.resolve}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ResolveFindingsDialog
            propertyId={property.compliancePropertyId}
            serviceShortName={serviceShortName}
            address={`${property.addressLine1}, ${property.addressLine2}`}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
