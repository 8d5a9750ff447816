import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  AGENCY_FOLDER,
  FILE_NAME,
  keyParts,
  stageLocalFile,
  sweepLocalFiles,
  TMP,
  type FileStore,
} from './document-store';

/** Where an S3-compatible store is and how to sign in to it (config: S3_*). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, ...); unset: AWS. */
  endpoint: string | undefined;
  /** Unset: the SDK's own chain (AWS_* variables, shared files, the instance's or task's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Buckets addressed as a path (endpoint/bucket/key), which most self-hosted services need. */
  forcePathStyle: boolean;
  /** Every object's key starts with it ('' or ending with '/'). */
  prefix: string;
}

/**
 * How long an object no row names is kept by the sweep: another replica may have just uploaded
 * it, its row not yet committed.
 */
export const S3_SWEEP_GRACE_MS = 60 * 60_000;

/** Parts of 8 MB, two at a time: an upload holds at most 16 MB in memory, whatever its size. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: not every S3-compatible service reads the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * A store in an S3-compatible bucket, which several replicas can share. S3 has no rename, so a
 * file is staged on the local disk (`<stagingRoot>/.tmp`, this server's own) and uploaded whole
 * under its key by `commit`, before the row that names it is committed: a half upload never
 * becomes an object (a multipart upload that fails is aborted). Objects are
 * `<prefix><agencyId>/<uuid>`; the sweep enters only the agencies' prefixes, so a sub-store
 * under `<prefix>evidence-packs/` is not the documents' to sweep.
 */
export function s3FileStore(options: {
  client: S3Client;
  bucket: string;
  prefix: string;
  stagingRoot: string;
  graceMs?: number;
  now?: () => Date;
}): FileStore {
  const { client, bucket, prefix } = options;
  const tmpDir = path.join(options.stagingRoot, TMP);
  const graceMs = options.graceMs ?? S3_SWEEP_GRACE_MS;
  const now = options.now ?? (() => new Date());
  const objectKey = (key: string) => {
    const { agency, name } = keyParts(key);
    return `${prefix}${agency}/${name}`;
  };

  /** The pages of a listing under a prefix (with `delimiter`: its sub-prefixes, not their objects). */
  const pages = (under: string, delimiter?: string) =>
    paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: under, Delimiter: delimiter });

  return {
    stage: () => stageLocalFile(tmpDir),
    async commit(staged, key) {
      await new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: fs.createReadStream(staged.path) },
        partSize: PART_BYTES,
        queueSize: PARTS_AT_ONCE,
        leavePartsOnError: false,
      }).done();
      // Uploaded: the local copy has done its part (on failure the caller's abort removes it).
      await fsp.rm(staged.path, { force: true });
    },
    read(key) {
      const Key = objectKey(key);
      // Opened when first read, like a file stream; a missing object is the stream's error.
      return Readable.from(
        (async function* () {
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
          yield* object.Body as AsyncIterable<Uint8Array>;
        })(),
        { objectMode: false },
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async sweep(isLive) {
      let removed = await sweepLocalFiles(tmpDir);
      const before = now().getTime() - graceMs;
      for await (const page of pages(prefix, '/')) {
        for (const { Prefix: under = '' } of page.CommonPrefixes ?? []) {
          const folder = under.slice(prefix.length, -1);
          if (!AGENCY_FOLDER.test(folder)) continue;
          const agencyId = Number(folder);
          const live = await isLive(agencyId);
          for await (const objects of pages(under)) {
            for (const { Key = '', LastModified } of objects.Contents ?? []) {
              const name = Key.slice(under.length);
              if (!FILE_NAME.test(name) || live.has(`${agencyId}/${name}`)) continue;
              // Young: maybe another replica's upload whose row is about to be committed.
              if (!LastModified || LastModified.getTime() > before) continue;
              await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
              removed += 1;
            }
          }
        }
      }
      return removed;
    },
  };
}
