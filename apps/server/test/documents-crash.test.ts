import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { propertyDocumentsCalls } from '@portal/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded';
import { dropDatabase, freshDatabase } from './fresh-database';
import { startServer, type RunningServer } from './server-process';
import { multipartBody } from './security/hostile-files/upload-request';

// kill -9 of the real server (its own process) while documents are being uploaded: after a
// restart every document row names a whole file, and the store holds no file that no row names
// and no temporary file.

const DB = `portal_documents_crash_${process.pid}`;

/** Signs in over HTTP through the built-in VIC compliance system; the session cookie. */
async function signIn(origin: string, username: string): Promise<string> {
  const form = await fetch(`${origin}/cs/vic/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: 'demo' }),
  });
  const params = new URL(form.headers.get('location')!, origin).searchParams;
  const cookies = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const login = await fetch(`${origin}/v1/auth/login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', cookie: cookies(form).join('; ') },
    body: JSON.stringify({
      authToken: params.get('token'),
      complianceSystemSessionId: params.get('__acp_compliance_session_id'),
      isImpersonating: false,
      originalComplianceUserId: null,
    }),
  });
  expect(login.status).toBe(200);
  return cookies(login).find((c) => c.startsWith('acp_session='))!;
}
/** The bytes of upload n: distinct, so a file can be matched to the row that names it. */
const contentOf = (n: number, size: number) => Buffer.alloc(size, `upload ${n} `);

describe('documents through a crash', () => {
  let ownerUrl: string;
  let dataDir: string;
  let server: RunningServer | undefined;

  const env = () => ({
    DATABASE_URL: ownerUrl,
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    JOBS_POLL_MS: '0',
    LOG_LEVEL: 'warn',
    QUOTA_USER_UPLOADS_PER_HOUR: '100000',
    QUOTA_AGENCY_UPLOADS_PER_HOUR: '100000',
    QUOTA_USER_UPLOAD_BYTES_PER_DAY: String(2 ** 40),
    QUOTA_AGENCY_UPLOAD_BYTES_PER_DAY: String(2 ** 40),
  });
  const storeDir = () => path.join(dataDir, 'documents');
  const files = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(storeDir(), path.join(entry.parentPath, entry.name)))
      : [];
  async function rows<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: ownerUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    ownerUrl = await freshDatabase(DB, 'demo');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-documents-crash-'));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await dropDatabase(DB);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('should keep whole documents or none, and no orphan file, when the server is killed during uploads', async () => {
    const port = await freePort();
    server = await startServer(port, env());
    const cookie = await signIn(server.origin, 'demo.manager');
    const [{ id } = { id: 0 }] = await rows<{ id: number }>(
      `select p.id from properties p join agencies a on a.id = p.agency_id
       where a.state_code = 'VIC' order by p.id limit 1`,
    );
    const url = `${server.origin}/v1/property/${id}/documents`;
    const sizes = new Map<number, number>();
    let killed = false;

    // Writers upload small documents back to back; they stop when the server dies.
    let next = 0;
    const writer = async () => {
      for (;;) {
        const n = next++;
        const size = 1000 + ((n * 7919) % 200_000);
        sizes.set(n, size);
        const form = multipartBody([
          { name: 'file', filename: `crash-${n}.txt`, data: contentOf(n, size) },
        ]);
        try {
          const res = await fetch(url, {
            method: 'POST',
            headers: { origin: server!.origin, cookie, 'content-type': form.contentType },
            body: form.payload,
          });
          if (!res.ok) throw new Error(`upload ${n}: ${res.status} ${await res.text()}`);
        } catch (error) {
          if (!killed) throw error;
          return;
        }
      }
    };

    // One large upload is sent slowly, so the kill lands while it is half written.
    const big = 9_999;
    const bigSize = 8 * 1024 * 1024;
    sizes.set(big, bigSize);
    const bigForm = multipartBody([
      { name: 'file', filename: `crash-${big}.txt`, data: contentOf(big, bigSize) },
    ]);
    const slow = http.request(url, {
      method: 'POST',
      headers: {
        origin: server.origin,
        cookie,
        'content-type': bigForm.contentType,
        'content-length': bigForm.payload.length,
      },
    });
    slow.on('error', () => undefined);
    slow.write(bigForm.payload.subarray(0, bigForm.payload.length / 2));

    const writers = [writer(), writer(), writer()];
    // Wait until the large upload is partly staged and some small ones are committed.
    const tmpDir = path.join(storeDir(), '.tmp');
    for (let tries = 0; ; tries++) {
      const committed = Number(
        (
          await rows<{ n: string }>(
            'select count(*) as n from documents where storage_key not like $1',
            ['seed/%'],
          )
        )[0]!.n,
      );
      const staged = files(tmpDir).length;
      if (committed >= 5 && staged > 0) break;
      expect(tries, 'uploads under way before the kill').toBeLessThan(600);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    killed = true;
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    slow.destroy();
    await Promise.all(writers);
    expect(files(tmpDir).length, 'the killed server left temporary files').toBeGreaterThan(0);

    server = await startServer(port, env());
    const documents = await rows<{ name: string; size_bytes: number; storage_key: string }>(
      'select name, size_bytes, storage_key from documents where storage_key not like $1 and deleted_at is null',
      ['seed/%'],
    );
    expect(documents.length).toBeGreaterThanOrEqual(5);
    expect(documents.map((row) => row.name)).not.toContain(`crash-${big}.txt`);
    for (const row of documents) {
      const n = Number(/^crash-(\d+)\.txt$/.exec(row.name)![1]);
      const bytes = fs.readFileSync(path.join(storeDir(), row.storage_key));
      expect(bytes.length, row.name).toBe(row.size_bytes);
      expect(bytes.equals(contentOf(n, sizes.get(n)!)), row.name).toBe(true);
    }
    // Nothing but the recorded files: no temporary file, no file without its row.
    expect(files(storeDir()).sort()).toEqual(documents.map((row) => row.storage_key).sort());
    // And the restarted server serves them.
    const restartedCookie = await signIn(server.origin, 'demo.manager');
    const list = await fetch(
      `${server.origin}${propertyDocumentsCalls.list.path.replace(':id', String(id))}?page-size=100`,
      { headers: { cookie: restartedCookie } },
    );
    expect(list.status).toBe(200);
  }, 240_000);
});
