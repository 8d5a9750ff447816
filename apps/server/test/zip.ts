import yauzl from 'yauzl';

/** The entries of a zip (its bytes, or the path of its file), read with yauzl: name and bytes. */
export function unzip(source: Buffer | string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const open = (done: (error: Error | null, zip: yauzl.ZipFile) => void): void =>
      typeof source === 'string'
        ? yauzl.open(source, { lazyEntries: true }, done)
        : yauzl.fromBuffer(source, { lazyEntries: true }, done);
    open((error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
