import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { localFileStore, type FileStore } from './document-store';
import { s3Client, s3FileStore, type S3Settings } from './s3-file-store';

/** One client (one connection pool) per configuration, whichever routes ask for a store. */
const clients = new WeakMap<S3Settings, S3Client>();
function clientFor(settings: S3Settings): S3Client {
  let client = clients.get(settings);
  if (!client) clients.set(settings, (client = s3Client(settings)));
  return client;
}

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
    client: clientFor(documents.s3),
    bucket: documents.s3.bucket,
    prefix: folder ? `${documents.s3.prefix}${folder}/` : documents.s3.prefix,
    stagingRoot: root,
  });
}
