import path from 'node:path';
import { localFileStore, type FileStore } from './document-store';
import { s3Client, s3FileStore, type S3Settings } from './s3-file-store';

/** The portal's stores: the documents, and the portfolio evidence packs in a folder of their own. */
type FileStoreName = 'documents' | 'evidence-packs';

/**
 * The store the configuration names (DOCUMENTS_STORE): a folder of DOCUMENTS_DIR, or the same
 * folder under S3_PREFIX in the bucket, staged in DOCUMENTS_DIR. The documents' store is the
 * root; its sweep enters agencies' folders only, never the packs'.
 */
export function fileStoreFromConfig(
  documents: { dir: string; s3: S3Settings | null },
  name: FileStoreName,
): FileStore {
  const folder = name === 'documents' ? '' : name;
  const root = path.join(documents.dir, folder);
  if (!documents.s3) return localFileStore(root);
  return s3FileStore({
    client: s3Client(documents.s3),
    bucket: documents.s3.bucket,
    prefix: folder ? `${documents.s3.prefix}${folder}/` : documents.s3.prefix,
    stagingRoot: root,
  });
}
