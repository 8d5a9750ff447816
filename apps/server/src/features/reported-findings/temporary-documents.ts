import type { TTemporaryDocument } from '@portal/contracts';
import type { Database } from '../../db/client';
import { temporaryDocuments } from '../../db/schema/index';
import { newFileKey, type FileStore, type StagedFile } from '../../files/document-store';
import { checkDocumentContent } from '../../files/upload-check';
import { badRequest } from '../../lib/errors';
import { randomToken } from '../../lib/tokens';
import { recordScopedAudit } from '../../plugins/audit';
import type { AgencyScope } from '../../plugins/signed-in';
import { assertStorageFor, documentName } from '../../files/document-upload';

/** How long an upload is kept for a resolution that has not named it yet. */
const KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * POST /v1/reported-findings/temporary-document, once the file is staged: checked by content
 * and against the agency's storage like a property's document, then kept under an opaque
 * reference until a third-party resolution makes it a document (or it expires, and the store's
 * sweep removes its file). Refused or failed, the staged (or renamed) file is removed.
 */
export async function recordTemporaryDocument(
  database: Database,
  store: FileStore,
  scope: AgencyScope,
  limits: { agencyStorageBytes: number },
  upload: { fileName: string; staged: StagedFile; size: number; head: Buffer },
): Promise<TTemporaryDocument> {
  const key = newFileKey(scope.agencyId);
  let renamed = false;
  try {
    const name = documentName(upload.fileName);
    const checked = await checkDocumentContent(name, upload.size, upload.head);
    if ('refusal' in checked) throw badRequest(checked.refusal);
    return await database.withAgency(scope.agencyId, async (tx) => {
      await assertStorageFor(tx, scope.agencyId, upload.size, limits.agencyStorageBytes);
      const fileReference = randomToken(18);
      await tx.insert(temporaryDocuments).values({
        agencyId: scope.agencyId,
        fileReference,
        name,
        sizeBytes: upload.size,
        mimeType: checked.mimeType,
        storageKey: key,
        uploadedBy: scope.userId,
        expiresAt: new Date(scope.now.getTime() + KEPT_MS),
      });
      await recordScopedAudit(tx, scope, {
        action: 'reported-finding.temporary-document',
        target: `temporary-document:${fileReference}`,
        detail: { name, size: upload.size, mimeType: checked.mimeType },
      });
      await store.commit(upload.staged, key);
      renamed = true;
      return { fileReference, name, size: upload.size };
    });
  } catch (error) {
    if (renamed) await store.remove(key);
    else await upload.staged.abort();
    throw error;
  }
}
