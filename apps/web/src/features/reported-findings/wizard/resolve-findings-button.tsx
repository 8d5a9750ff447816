import { Button } from '@mantine/core';
import {
  REPORTED_FINDING_MESSAGES as M,
  serviceLabels,
  type TPropertyRef,
  type TServiceCode,
} from '@portal/contracts';
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';

// The wizard's code (its machine, the forms, the upload queue) loads when a button asks for it.
const ResolveFindingsDialog = lazy(() =>
  import('./resolve-findings-dialog').then((module) => ({
    default: module.ResolveFindingsDialog,
  })),
);

/** Whose findings the wizard resolves: a property's, of one service. */
interface WizardTarget {
  property: TPropertyRef;
  serviceShortName: TServiceCode;
}

function Wizard({ target, onClose }: { target: WizardTarget; onClose: () => void }) {
  const { property, serviceShortName } = target;
  return (
    <Suspense fallback={null}>
      <ResolveFindingsDialog
        propertyId={property.compliancePropertyId}
        serviceShortName={serviceShortName}
        address={`${property.addressLine1}, ${property.addressLine2}`}
        onClose={onClose}
      />
    </Suspense>
  );
}

const HostContext = createContext<((target: WizardTarget) => void) | null>(null);

/**
 * Holds the wizard above the rows that open it: a row leaving the page (the list refreshed, the
 * table turned into cards on a narrower window) then does not close it.
 */
export function ResolveFindingsHost({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<WizardTarget | null>(null);
  return (
    <HostContext.Provider value={setTarget}>
      {children}
      {target ? <Wizard target={target} onClose={() => setTarget(null)} /> : null}
    </HostContext.Provider>
  );
}

/**
 * 'Resolve': opens the resolution wizard of the property's findings of one service, in the
 * host around it, or beside itself without one.
 */
export function ResolveFindingsButton({ property, serviceShortName }: WizardTarget) {
  const host = useContext(HostContext);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        onClick={() => (host ? host({ property, serviceShortName }) : setOpen(true))}
        aria-label={`${M.resolve} ${serviceLabels[serviceShortName]} findings at ${property.addressLine1}`}
      >
        {M.resolve}
      </Button>
      {open && !host ? (
        <Wizard target={{ property, serviceShortName }} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
