import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import { addPackEntry, zipOutput, type PackEntry } from './evidence-zip';

const entry = (name: string, open: PackEntry['open']): PackEntry => ({
  path: name,
  day: '2026-05-17',
  kind: 'Document',
  compress: false,
  open,
});

describe('the evidence zip', () => {
  it('should end the zip as failed, not the process, when an entry before the last cannot be read', async () => {
    const missing = path.join(os.tmpdir(), `evidence-zip-${process.pid}-missing.pdf`);
    const zip = new yazl.ZipFile();
    // A document whose file is gone from the store, then one that reads.
    addPackEntry(
      zip,
      entry('documents/gone.pdf', async () => fs.createReadStream(missing)),
    );
    addPackEntry(
      zip,
      entry('documents/there.pdf', async () => Buffer.from('%PDF-1.7')),
    );
    const output = zipOutput(zip);
    const failure = await new Promise<unknown>((resolve) => {
      output.on('error', resolve);
      output.on('end', () => resolve(undefined));
      output.resume();
    });
    expect(failure).toMatchObject({ code: 'ENOENT', path: missing });
  });
});
