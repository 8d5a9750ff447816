import { overheadMs } from './budgets';
import type { Results } from './results';

/** The file of one run in bench/results, named by its start. */
export const runFileName = (r: Results) => `${r.startedAt.replace(/[:.]/g, '-')}.json`;

function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  // Numbers right-aligned, text left-aligned.
  const numeric = header.map((_, i) => rows.every((r) => typeof r[i] === 'number'));
  const line = (r: string[]) =>
    r
      .map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}

/** The readable report: every figure measured in this run, the floor beside the server's. */
export function formatReport(r: Results): string {
  const out: string[] = [];
  const m = r.machine;
  out.push(
    '',
    `Bench ${r.startedAt}, commit ${r.commit}, ${m.cpus} x ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}`,
    ...(r.command ? [`Command: ${r.command}`] : []),
    `Load average at start ${m.loadavgStart.join(' ')}, at end ${m.loadavgEnd.join(' ')}: figures on a busy machine are noisy.`,
  );
  if (r.dataset) {
    const d = r.dataset;
    out.push(
      `Database: ${d.totalProperties.toLocaleString('en-AU')} properties in ${d.agencies} agencies ` +
        `(${d.reused ? `reused, built ${d.builtAt}` : `built in ${d.buildSeconds} s`}); ` +
        `large agency ${d.largeAgencyId} (100,000), small agency ${d.smallAgencyId} (1,000).`,
    );
  }
  if (r.http.length > 0) {
    out.push(
      '',
      `HTTP (autocannon, ${r.settings.secondsPerRun} s per run after ${r.settings.warmUpSeconds ?? 0} s of warm-up, server and floor alike; floor = the request's SQL replayed on PostgreSQL at the same concurrency; over = server p95 - floor p95; ratio = server p95 / floor p95; ms)`,
    );
    out.push(
      table(
        [
          'call',
          'agency',
          'conn',
          'p50',
          'p95',
          'p99',
          'req/s',
          'errors',
          'floor p50',
          'floor p95',
          'SQL',
          'over',
          'ratio',
        ],
        r.http.map((h) => [
          h.route,
          h.agency === 'large' ? '100k' : '1k',
          h.connections,
          h.server.p50,
          h.server.p95,
          h.server.p99,
          h.server.rps,
          h.server.errors,
          h.floor.p50,
          h.floor.p95,
          h.statements,
          overheadMs(h),
          h.ratio,
        ]),
      ),
    );
  }
  const cold = r.http.filter((h) => h.coldFloor);
  if (cold.length > 0) {
    out.push(
      '',
      "Calls whose first request ran more SQL (a per-replica cache filled: the session look-up, the dashboard's property figures, a portfolio's whole count): the floor of that first request, at 1 connection",
    );
    out.push(
      table(
        ['call', 'agency', 'conn', 'cold floor p50', 'cold floor p95', 'SQL'],
        cold.map((h) => [
          h.route,
          h.agency === 'large' ? '100k' : '1k',
          h.connections,
          h.coldFloor!.p50,
          h.coldFloor!.p95,
          h.coldStatements,
        ]),
      ),
    );
  }
  if (r.export) {
    const e = r.export;
    out.push(
      '',
      `xlsx export (${e.url}, 100k agency): ${e.rows.toLocaleString('en-AU')} rows, ${(e.bytes / 2 ** 20).toFixed(1)} MB ` +
        `in ${e.seconds} s; server RSS ${e.rssBeforeMb} MB before, peak ${e.rssPeakMb} MB (+${e.rssGrowthMb} MB).`,
    );
  }
  if (r.web) {
    out.push(
      '',
      `Web build (${r.web.buildSeconds.toFixed(1)} s): JavaScript sent per route (entry + layout + page), brotli`,
    );
    out.push(
      table(
        ['route', 'KB br'],
        r.web.routes.map((w) => [w.route, w.brKb]),
      ),
    );
  }
  if (r.pages) {
    out.push(
      '',
      'Pages in headless Chromium, 100k agency (median of runs, cold cache, no throttling)',
    );
    out.push(
      table(
        ['page', 'runs', 'FCP ms', 'LCP ms', 'CLS', 'TBT ms'],
        r.pages.map((p) => [p.page, p.runs, p.fcpMs, p.lcpMs, p.cls, p.tbtMs]),
      ),
    );
  }
  if (r.lighthouse) {
    out.push(
      '',
      `Lighthouse on the demo portal, signed in as demo.master (median of ${r.settings.lighthouseRuns ?? '?'} run(s); ` +
        'mobile: simulated slow 4G and a 4x slower CPU; desktop: its desktop profile; KiB transferred; ' +
        'via h2: through the TLS front as deployed, http/1.1: straight at the server)',
    );
    out.push(
      table(
        ['page', 'profile', 'via', 'perf', 'a11y', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'KiB'],
        r.lighthouse.map((l) => [
          l.page,
          l.profile,
          l.transport ?? 'http/1.1',
          l.performance,
          l.accessibility,
          l.fcpMs,
          l.lcpMs,
          l.tbtMs,
          l.cls,
          l.transferKib,
        ]),
      ),
    );
  }
  if (r.load) {
    const l = r.load;
    out.push(
      '',
      `Sustained load, ${l.connections} connections for ${l.seconds} s over 5 calls (100k agency): ${l.requests} requests, ` +
        `${l.rps} req/s, p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms; errors ${l.errors}, non-2xx ${l.non2xx}, timeouts ${l.timeouts}.`,
    );
  }
  if (r.sigterm) {
    const s = r.sigterm;
    out.push(
      `SIGTERM under load (20 clients): ${s.inFlightFinished}/${s.inFlight} in-flight requests finished; after the signal ` +
        `${s.after503} answered 503, ${s.afterRefused} refused once the listener closed, ${s.afterOther} other; ` +
        `exit code ${s.exitCode} after ${s.exitMs} ms; database ${s.databaseStopped ? 'stopped' : 'STILL RUNNING'}.`,
    );
  }
  if (r.kill9) {
    const k = r.kill9;
    out.push(
      `kill -9 during sign-ins (4 clients): ${k.survived}/${k.acknowledged} acknowledged sessions present after restart ` +
        `(${k.unacknowledged} in flight when killed).`,
    );
  }
  out.push('', 'Budgets');
  out.push(
    table(
      ['budget', 'limit', 'measured', ''],
      r.budgets.map((b) => [b.name, b.limit, b.actual, b.pass ? 'ok' : 'MISS']),
    ),
  );
  const partial = r.settings.calls ? '--calls' : r.settings.lighthouseOnly ? '--lighthouse' : null;
  const file = partial
    ? `bench/results/${runFileName(r)} (${partial}: not latest.json)`
    : 'bench/results/latest.json';
  out.push('', `Total ${r.totalSeconds ?? '?'} s. Results: ${file}`);
  return out.join('\n');
}
