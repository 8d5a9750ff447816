import type { Readable } from 'node:stream';
import { evidencePackFileName } from '@portal/contracts';
import yazl from 'yazl';
import { notFound, PROPERTY_NOT_FOUND } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { recordScopedAudit } from '../../plugins/audit';
import type { AgencyScope } from '../../plugins/signed-in';
import { propertyEvidence, type EvidenceDeps } from './evidence-entries';
import { addPackEntry, zipOutput } from './evidence-zip';

/**
 * Opens the evidence pack of a managed property for a period: checks the property is the
 * agency's (404 alike for missing and foreign), lists what the pack holds, records the download
 * in the audit log, and returns a zip stream that makes each entry only when it reaches it (the
 * documents read from the store as streams, the invoices and quotes rendered one at a time).
 */
export async function openEvidencePack(
  deps: EvidenceDeps,
  scope: AgencyScope,
  propertyId: number,
  asked: { from: string | null; to: string | null },
): Promise<{ fileName: string; stream: Readable; entries: number }> {
  if (!isStoredId(propertyId)) throw notFound(PROPERTY_NOT_FOUND);
  const evidence = await propertyEvidence(deps, scope.agencyId, propertyId, asked);
  if (!evidence) throw notFound(PROPERTY_NOT_FOUND);
  const { address, period, files } = evidence;
  const entries = files.length - 1;

  await deps.database.withAgency(scope.agencyId, (tx) =>
    recordScopedAudit(tx, scope, {
      action: 'property.evidence-pack',
      target: String(propertyId),
      detail: { from: period.from, to: period.to, entries },
    }),
  );

  const zip = new yazl.ZipFile();
  for (const file of files) addPackEntry(zip, file);
  return {
    fileName: evidencePackFileName(address, period.from, period.to),
    stream: zipOutput(zip),
    entries,
  };
}
