import { Button } from '@mantine/core';
import { PORTFOLIO_EVIDENCE_MESSAGES as M, type TPortfolioEvidencePack } from '@portal/contracts';
import { IconFileZip } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { showSuccessToast } from '../../../components/toast';
import type { PackFilters } from './portfolio-evidence-dialog';
import { isBuilding, useRecentPacks } from './portfolio-evidence-api';

const PortfolioEvidenceDialog = lazy(() =>
  import('./portfolio-evidence-dialog').then((m) => ({ default: m.PortfolioEvidenceDialog })),
);

/**
 * Once a pack is started, watches the user's packs (polled while one builds, the dialog open or
 * not) and says when one becomes ready.
 */
function useReadyToast(watching: boolean) {
  const recent = useRecentPacks(watching);
  const building = useRef(new Set<number>());
  useEffect(() => {
    const packs: TPortfolioEvidencePack[] = recent.data ?? [];
    for (const pack of packs) {
      if (isBuilding(pack)) building.current.add(pack.id);
      else if (building.current.delete(pack.id) && pack.status === 'ready') {
        showSuccessToast(M.ready, pack.fileName);
      }
    }
  }, [recent.data]);
}

/** 'Download evidence pack' on the portfolio: the dialog for the current filters' pack. */
export function PortfolioEvidenceButton({
  filters,
  count,
}: {
  filters: PackFilters;
  count: number | undefined;
}) {
  const [open, setOpen] = useState(false);
  const [watching, setWatching] = useState(false);
  useReadyToast(watching);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileZip size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {M.action}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PortfolioEvidenceDialog
            filters={filters}
            count={count}
            onClose={() => setOpen(false)}
            onStarted={() => setWatching(true)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
