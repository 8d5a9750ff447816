import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded';

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ present: boolean }>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', () => {
  // As root, where the postgres user cannot reach the data directory (a 0700 temporary one, as
  // here), the cluster lives outside it: deleting the directory must not leave a cluster whose
  // passwords are gone for the next start to meet.
  it(
    'should start afresh, and empty, on a data directory deleted and made again',
    { timeout: 240_000 },
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-embedded-'));
      const dataDir = path.join(root, 'data');
      const log = () => undefined;
      try {
        const first = await startEmbeddedPostgres({ dataDir, log });
        try {
          await query(first.ownerUrl, 'CREATE TABLE left_behind (id int)');
        } finally {
          await first.stop();
        }
        fs.rmSync(dataDir, { recursive: true, force: true });

        const second = await startEmbeddedPostgres({ dataDir, log });
        try {
          const rows = await query(
            second.ownerUrl,
            "SELECT to_regclass('public.left_behind') IS NOT NULL AS present",
          );
          expect(rows).toEqual([{ present: false }]);
        } finally {
          await second.stop();
        }
      } finally {
        const link = path.join(dataDir, 'postgres');
        const outside = fs.lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()
          ? fs.realpathSync(link)
          : undefined;
        fs.rmSync(root, { recursive: true, force: true });
        if (outside) fs.rmSync(outside, { recursive: true, force: true });
      }
    },
  );
});
