import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { newFileKey, type FileStore } from './document-store';
import { s3Client, s3FileStore, S3_SWEEP_GRACE_MS } from './s3-file-store';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

/** Every object's key in the bucket. */
async function objectKeys(client: S3Client, bucket: string): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

describe('the S3-compatible file store', () => {
  let client: S3Client;
  let staging: string;
  let clock: Date | undefined;
  let store: FileStore;

  beforeAll(() => {
    client = s3Client(s3.settings);
    staging = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-staging-'));
    store = s3FileStore({
      client,
      bucket: s3.settings.bucket,
      prefix: 'store/',
      stagingRoot: staging,
      now: () => clock ?? new Date(),
    });
  });
  afterAll(() => {
    client?.destroy();
    fs.rmSync(staging, { recursive: true, force: true });
  });

  const keys = () => objectKeys(client, s3.settings.bucket);
  const stageBytes = async (bytes: Buffer) => {
    const staged = await store.stage();
    staged.stream.write(bytes);
    await staged.finish();
    return staged;
  };

  it('should upload a staged file only when committed, read it back and remove it', async () => {
    const bytes = Buffer.from(`bytes of a report ${randomUUID()}`);
    const key = newFileKey(41);
    const staged = await stageBytes(bytes);
    expect(await keys()).not.toContain(`store/${key}`);
    await store.commit(staged, key);
    expect(await keys()).toContain(`store/${key}`);
    expect(fs.existsSync(staged.path)).toBe(false);
    expect((await buffer(store.read(key))).equals(bytes)).toBe(true);
    await store.remove(key);
    expect(await keys()).not.toContain(`store/${key}`);
    await expect(buffer(store.read(key))).rejects.toThrow();
  });

  it('should leave nothing when a staged file is aborted', async () => {
    const before = await keys();
    const staged = await stageBytes(Buffer.from('half'));
    await staged.abort();
    expect(fs.existsSync(staged.path)).toBe(false);
    expect(await keys()).toEqual(before);
  });

  it('should refuse a key outside <agencyId>/<uuid> before any request', async () => {
    const staged = await stageBytes(Buffer.from('x'));
    for (const key of ['../41/x', '41/report.pdf', `41/${randomUUID()}/..`, `/${randomUUID()}`]) {
      await expect(store.commit(staged, key)).rejects.toThrow('Not a document key');
      expect(() => store.read(key)).toThrow('Not a document key');
      await expect(store.remove(key)).rejects.toThrow('Not a document key');
    }
    await staged.abort();
  });

  it('should sweep temporary files, and objects no row names only once older than the grace period', async () => {
    const live = newFileKey(42);
    const dead = newFileKey(42);
    await store.commit(await stageBytes(Buffer.from('live')), live);
    await store.commit(await stageBytes(Buffer.from('dead')), dead);
    // Another store's object under the prefix (the packs' folder) is not this store's to sweep.
    const packs = s3FileStore({
      client,
      bucket: s3.settings.bucket,
      prefix: 'store/evidence-packs/',
      stagingRoot: path.join(staging, 'evidence-packs'),
    });
    const pack = newFileKey(42);
    const zip = await packs.stage();
    zip.stream.write('zip');
    await zip.finish();
    await packs.commit(zip, pack);
    const abandoned = await store.stage();
    const isLive = async (agencyId: number) => new Set(agencyId === 42 ? [live] : []);

    clock = undefined;
    expect(await store.sweep(isLive)).toBe(1);
    expect(fs.existsSync(abandoned.path)).toBe(false);
    expect(await keys()).toEqual(
      expect.arrayContaining([`store/${live}`, `store/${dead}`, `store/evidence-packs/${pack}`]),
    );

    clock = new Date(Date.now() + S3_SWEEP_GRACE_MS + 60_000);
    expect(await store.sweep(isLive)).toBe(1);
    const after = await keys();
    expect(after).not.toContain(`store/${dead}`);
    expect(after).toEqual(
      expect.arrayContaining([`store/${live}`, `store/evidence-packs/${pack}`]),
    );
  });
});
