import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/files/s3-file-store';

export interface TestS3 {
  settings: S3Settings;
  /** The variables that point the app at it. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

/**
 * An S3-compatible server (s3rver, in this process, on localhost) with an empty bucket, its
 * objects in a directory of its own.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const bucket = 'portal-documents';
  const server = new S3rver({
    address: 'localhost',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // s3rver's own credentials: it checks the requests' signatures.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const endpoint = `http://localhost:${port}`;
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint,
      credentials,
      forcePathStyle: true,
      prefix: 'portal/',
    },
    env: {
      DOCUMENTS_STORE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'portal',
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
