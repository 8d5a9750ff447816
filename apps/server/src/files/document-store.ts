import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';

/**
 * Where documents' bytes live, behind the few operations the documents feature needs. A file is
 * first written in full under a temporary name (`stage`), then given its key (`commit`) while
 * the row that names it is still uncommitted: a crash before the rename leaves only a temporary
 * file, one after it a file no row names, and `sweep` (at start) removes both.
 */
export interface FileStore {
  /** A new temporary file to write into; `abort` removes it. */
  stage(): Promise<StagedFile>;
  /** Moves a complete staged file to `key` (durably: it is stored when this resolves). */
  commit(staged: StagedFile, key: string): Promise<void>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
  /**
   * Removes every temporary file, and every stored file of an agency whose key `isLive` does
   * not name (in a store shared by replicas, only those older than its grace period). Answers
   * how many files were removed.
   */
  sweep(isLive: (agencyId: number) => Promise<ReadonlySet<string>>): Promise<number>;
}

export interface StagedFile {
  readonly path: string;
  readonly stream: Writable;
  /** Flushed to disk, then closed. */
  finish(): Promise<void>;
  abort(): Promise<void>;
}

/**
 * A stored file's stream once its first bytes have come, or undefined when the store holds no
 * file under its key (a local file or a bucket's object gone behind the row's back). A store's
 * stream opens when first read, so a missing file is otherwise an error after the answer has
 * begun: read first, the caller can still answer 404 with words.
 */
export async function openStored(stream: Readable): Promise<Readable | undefined> {
  const chunks: AsyncIterator<Buffer> = stream[Symbol.asyncIterator]();
  let first: IteratorResult<Buffer>;
  try {
    first = await chunks.next();
  } catch (error) {
    const { code, name } = error as { code?: unknown; name?: unknown };
    if (code === 'ENOENT' || name === 'NoSuchKey') return undefined;
    throw error;
  }
  return Readable.from(
    (async function* () {
      try {
        for (let next = first; !next.done; next = await chunks.next()) yield next.value;
      } finally {
        // Stopped early (the client went away): the store's stream is closed too.
        await chunks.return?.();
      }
    })(),
    { objectMode: false },
  );
}

export const TMP = '.tmp';
/** Keys are `<agencyId>/<uuid>`: nothing of the client's file name reaches the disk. */
const KEY = /^(\d{1,9})\/([0-9a-f-]{36})$/;
/** A stored file's name within its agency's folder (or prefix). */
export const FILE_NAME = /^[0-9a-f-]{36}$/;
/** An agency's folder (or prefix) in a store. */
export const AGENCY_FOLDER = /^\d{1,9}$/;

/** A new key for a file of the agency. */
export const newFileKey = (agencyId: number) => `${agencyId}/${randomUUID()}`;

/** The key's agency and file name; anything else is refused (a key is never the client's). */
export function keyParts(key: string): { agency: string; name: string } {
  const match = KEY.exec(key);
  if (!match) throw new Error(`Not a document key: ${key}`);
  return { agency: match[1]!, name: match[2]! };
}

async function fsyncDirectory(dir: string) {
  const handle = await fsp.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A new temporary file under `tmpDir`, written in full and fsynced by `finish`. */
export async function stageLocalFile(tmpDir: string): Promise<StagedFile> {
  await fsp.mkdir(tmpDir, { recursive: true });
  const file = path.join(tmpDir, `${randomUUID()}.part`);
  const stream = fs.createWriteStream(file, { flags: 'wx' });
  const opened = new Promise<void>((resolve, reject) => {
    stream.once('open', () => resolve());
    stream.once('error', reject);
  });
  await opened;
  return {
    path: file,
    stream,
    async finish() {
      if (!stream.writableFinished) {
        await new Promise<void>((resolve, reject) => {
          stream.end(() => resolve());
          stream.once('error', reject);
        });
      }
      const handle = await fsp.open(file, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    },
    async abort() {
      stream.destroy();
      await fsp.rm(file, { force: true });
    },
  };
}

/** Removes every temporary file under `tmpDir` (they belong to this server); answers how many. */
export async function sweepLocalFiles(tmpDir: string): Promise<number> {
  const names = await fsp.readdir(tmpDir).catch(() => []);
  for (const name of names) await fsp.rm(path.join(tmpDir, name), { force: true });
  return names.length;
}

/**
 * The default store: a directory (DATA_DIR/documents), one sub-directory per agency. It belongs
 * to one server: its sweep takes every temporary file as abandoned.
 */
export function localFileStore(root: string): FileStore {
  const tmpDir = path.join(root, TMP);
  const pathOf = (key: string) => {
    const { agency, name } = keyParts(key);
    return path.join(root, agency, name);
  };
  return {
    stage: () => stageLocalFile(tmpDir),
    async commit(staged, key) {
      const target = pathOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(staged.path, target);
      await fsyncDirectory(path.dirname(target));
    },
    read(key) {
      return fs.createReadStream(pathOf(key));
    },
    async remove(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
    async sweep(isLive) {
      let removed = await sweepLocalFiles(tmpDir);
      const entries = await fsp.readdir(root, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isDirectory() || !AGENCY_FOLDER.test(entry.name)) continue;
        const agencyId = Number(entry.name);
        const live = await isLive(agencyId);
        for (const name of await fsp.readdir(path.join(root, entry.name))) {
          if (live.has(`${agencyId}/${name}`)) continue;
          await fsp.rm(path.join(root, entry.name, name), { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
