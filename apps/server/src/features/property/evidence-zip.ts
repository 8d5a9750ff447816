import { Readable } from 'node:stream';
import type yazl from 'yazl';

// The zip of an evidence pack (the property's and the portfolio's): its entries, their names,
// and the stream that makes each entry only when the zip reaches it.

/** A period of whole days, both included, as 'yyyy-MM-dd'. */
export interface EvidencePeriod {
  from: string;
  to: string;
}

/** One entry of the zip: where it goes, what the index says of it, and how to make its bytes. */
export interface PackEntry {
  path: string;
  day: string;
  kind: string;
  /** Called only when the zip reaches the entry: one entry's bytes are in memory at a time. */
  open: () => Promise<Readable | Uint8Array>;
  /** Already compressed (PDF, images, office files): stored as is. */
  compress: boolean;
}

/** A file name for inside the zip: no folders, no control characters, at most 120 characters. */
export function entryName(name: string): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(-120);
  return cleaned || 'document';
}

/** Names that stay unique within the zip: 'a.pdf', 'a (2).pdf', ... */
export function uniqueNames() {
  const used = new Set<string>();
  return (path: string): string => {
    let candidate = path;
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) {
      const dot = path.lastIndexOf('.');
      candidate =
        dot > path.lastIndexOf('/')
          ? `${path.slice(0, dot)} (${n})${path.slice(dot)}`
          : `${path} (${n})`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  };
}

/**
 * Adds an entry to a zip under `path` (default its own), made when the zip reaches it (yazl
 * pulls entries in order); `opened` hears of its bytes' stream once it is made.
 */
export function addPackEntry(
  zip: yazl.ZipFile,
  entry: PackEntry,
  path = entry.path,
  opened?: (body: Readable) => void,
): void {
  zip.addReadStreamLazy(
    path,
    { mtime: new Date(`${entry.day}T12:00:00Z`), compress: entry.compress },
    (callback) => {
      entry.open().then(
        (made) => {
          const body = made instanceof Readable ? made : Readable.from([made]);
          // yazl listens to the streams it opens itself, not to one it is given: unheard, a file
          // that cannot be read (gone from the store) would throw out of the process. The zip's
          // error is heard by its owner, who ends the download or the job as failed.
          body.once('error', (error) => zip.emit('error', error));
          opened?.(body);
          callback(null, body);
        },
        (error: Error) => callback(error, null as unknown as Readable),
      );
    },
  );
}

/** The zip's bytes once every entry is added (`end` is called here). */
export function zipOutput(zip: yazl.ZipFile): Readable {
  zip.end();
  const output = zip.outputStream as Readable;
  // A failure mid-way ends the download as failed rather than as a truncated zip.
  zip.on('error', (error: Error) => output.destroy(error));
  return output;
}
