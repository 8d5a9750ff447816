import { residentBytes, type RunningServer } from './server';

export interface ExportResult {
  url: string;
  rows: number;
  seconds: number;
  bytes: number;
  status: number;
  /** The server process's resident memory, in MB: before, and the highest while exporting. */
  rssBeforeMb: number;
  rssPeakMb: number;
  /** What the export added: peak minus before. */
  rssGrowthMb: number;
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/**
 * Downloads the other-providers portfolio spreadsheet of the session's agency (every row: no
 * filter; the large agency's 100,000 properties all come through its software) from the running
 * server, sampling the server's resident memory every 20 ms meanwhile.
 */
export async function measureExport(server: RunningServer, cookie: string): Promise<ExportResult> {
  const pid = server.child.pid!;
  const list = await fetch(`${server.origin}/v1/portfolio/integrated?page=1&page-size=1`, {
    headers: { cookie },
  });
  const body = (await list.json()) as { data?: { total?: number } };
  const rows = body.data?.total ?? -1;

  const url = '/v1/portfolio/integrated/export?fileName=bench';
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 20);
  const at = performance.now();
  let bytes = 0;
  let status = 0;
  try {
    const res = await fetch(`${server.origin}${url}`, { headers: { cookie } });
    status = res.status;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = Math.round((performance.now() - at) / 10) / 100;
  peak = Math.max(peak, residentBytes(pid));
  return {
    url,
    rows,
    seconds,
    bytes,
    status,
    rssBeforeMb: mb(before),
    rssPeakMb: mb(peak),
    rssGrowthMb: mb(peak - before),
  };
}
