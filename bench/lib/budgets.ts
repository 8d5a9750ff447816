import { CALLS, type AgencyName } from './calls';
import { LIGHTHOUSE_PAGES } from './lighthouse';
import type { Budget, HttpRow, Results } from './results';

/** Where every call is judged: the 100,000-property agency at 8 connections. */
const JUDGED: { agency: AgencyName; connections: number } = { agency: 'large', connections: 8 };

interface CallBudget {
  /** The server's p95, with no error (socket errors, timeouts, answers other than 2xx). */
  p95Ms: number;
  /** The server's p95 minus its floor's: what the server adds to the SQL it runs. */
  overheadMs: number;
}

/**
 * The budgets of every call the bench measures (calls.ts), whether or not it is named below: a
 * call added to the bench has them from its first run, and one that was not measured where it is
 * judged counts as a miss.
 */
const CALL_BUDGET: CallBudget = { p95Ms: 50, overheadMs: 5 };

/** Calls held to tighter limits than CALL_BUDGET. An entry can only tighten: the lower limit wins. */
const TIGHTER: Record<string, Partial<CallBudget>> = {
  // A page makes several API calls at once; the session's is answered from the replica's cache.
  session: { p95Ms: 5 },
};

function callBudget(call: string): CallBudget {
  const tighter = TIGHTER[call] ?? {};
  return {
    p95Ms: Math.min(CALL_BUDGET.p95Ms, tighter.p95Ms ?? Infinity),
    overheadMs: Math.min(CALL_BUDGET.overheadMs, tighter.overheadMs ?? Infinity),
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The server's p95 over its floor's, in ms. */
export const overheadMs = (row: HttpRow) => round1(row.server.p95 - row.floor.p95);

/**
 * The budgets. Tighten them as the product gets faster; never loosen them. A figure that was not
 * measured counts as a miss. A run of some calls only (`--calls`) is judged on those calls.
 */
export function evaluateBudgets(r: Results): Budget[] {
  const budgets: Budget[] = [];
  const add = (name: string, limit: string, actual: string | undefined, pass: boolean) =>
    budgets.push({
      name,
      limit,
      actual: actual ?? 'not measured',
      pass: actual !== undefined && pass,
    });

  const where = `100k agency, ${JUDGED.connections} connections`;
  // A Lighthouse-only run measured no call, and is judged on what it measured.
  const calls = r.settings.lighthouseOnly
    ? []
    : (r.settings.calls ?? [
        ...new Set([...CALLS.map((c) => c.name), ...r.http.map((h) => h.route)]),
      ]);
  for (const call of calls) {
    const limit = callBudget(call);
    const row = r.http.find(
      (h) => h.route === call && h.agency === JUDGED.agency && h.connections === JUDGED.connections,
    );
    add(
      `${call}: p95, ${where}`,
      `<= ${limit.p95Ms} ms, 0 errors`,
      row && `${row.server.p95} ms, ${row.server.errors} errors`,
      !!row && row.server.p95 <= limit.p95Ms && row.server.errors === 0,
    );
    add(
      `${call}: server p95 - floor p95, ${where}`,
      `<= ${limit.overheadMs} ms`,
      row && `${overheadMs(row)} ms (${row.server.p95} - ${row.floor.p95})`,
      !!row && overheadMs(row) <= limit.overheadMs,
    );
  }
  if (r.settings.calls) return budgets;
  if (!r.settings.lighthouseOnly) serverBudgets(r, add);
  webBudgets(r, add);
  lighthouseBudgets(r, add);
  return budgets;
}

type Add = (name: string, limit: string, actual: string | undefined, pass: boolean) => void;

/**
 * Lighthouse's figures on each page: a phone on slow 4G, and a desktop, reaching the portal as
 * in a deployment, through its TLS front (HTTP/2). Rows measured straight at the server
 * (`--lighthouse-direct`) are shown, not judged.
 */
function lighthouseBudgets(r: Results, add: Add) {
  for (const page of LIGHTHOUSE_PAGES) {
    const row = (profile: 'mobile' | 'desktop') =>
      r.lighthouse?.find(
        (l) => l.page === page.name && l.profile === profile && l.transport === 'h2',
      );
    const mobile = row('mobile');
    const desktop = row('desktop');
    const where = (profile: string) => `Lighthouse ${profile}, ${page.name} (${page.path})`;
    add(
      `${where('mobile')}: performance`,
      '>= 90',
      mobile && String(mobile.performance),
      !!mobile && mobile.performance >= 90,
    );
    add(
      `${where('mobile')}: LCP`,
      '<= 2500 ms',
      mobile && `${mobile.lcpMs} ms`,
      !!mobile && mobile.lcpMs <= 2500,
    );
    add(
      `${where('mobile')}: TBT`,
      '<= 200 ms',
      mobile && `${mobile.tbtMs} ms`,
      !!mobile && mobile.tbtMs <= 200,
    );
    add(
      `${where('mobile')}: CLS`,
      '<= 0.1',
      mobile && String(mobile.cls),
      !!mobile && mobile.cls <= 0.1,
    );
    add(
      `${where('desktop')}: performance`,
      '>= 95',
      desktop && String(desktop.performance),
      !!desktop && desktop.performance >= 95,
    );
    for (const [profile, figures] of [
      ['mobile', mobile],
      ['desktop', desktop],
    ] as const) {
      add(
        `${where(profile)}: accessibility`,
        '100',
        figures && String(figures.accessibility),
        !!figures && figures.accessibility === 100,
      );
    }
  }
}

/** The JavaScript each route needs. */
function webBudgets(r: Results, add: Add) {
  // What the server sends a browser that accepts brotli (runs before it recorded gzipped sizes,
  // which no browser received: those count as not measured).
  const web = r.web?.firstRoute.brKb === undefined ? undefined : r.web;
  add(
    'first-route JS (auth/login), as sent (brotli)',
    '<= 150 KB',
    web && `${web.firstRoute.brKb} KB`,
    !!web && web.firstRoute.brKb <= 150,
  );
  add(
    'largest route JS, as sent (brotli)',
    '<= 300 KB',
    web && `${web.largestRoute.brKb} KB (${web.largestRoute.route})`,
    !!web && web.largestRoute.brKb <= 300,
  );
}

/** The server's: the export, the pages in Chromium, sustained load, shutdown, a crash. */
function serverBudgets(r: Results, add: Add) {
  // The budget is for 100,000 rows: a smaller export says nothing about it, so it counts as a miss.
  const exp = r.export;
  const full = !!exp && exp.status === 200 && exp.rows >= 100_000;
  const scale = exp && !full ? ` for ${exp.rows} rows, not 100,000` : '';
  add(
    'xlsx export time, 100,000 rows',
    '<= 5 s',
    exp && `${exp.seconds} s${scale}`,
    full && exp.seconds <= 5,
  );
  add(
    'xlsx export peak memory (server RSS growth)',
    '<= 250 MB',
    exp && `${exp.rssGrowthMb} MB (process peak ${exp.rssPeakMb} MB)${scale}`,
    full && exp.rssGrowthMb <= 250,
  );
  const dashboard = r.pages?.find((p) => p.page === 'dashboard');
  add(
    'dashboard LCP, headless Chromium',
    '<= 1500 ms',
    dashboard && `${dashboard.lcpMs} ms`,
    !!dashboard && dashboard.lcpMs <= 1500,
  );
  add(
    'dashboard CLS, headless Chromium',
    '<= 0.05',
    dashboard && String(dashboard.cls),
    !!dashboard && dashboard.cls <= 0.05,
  );
  const load = r.load;
  add(
    '60 s at 50 connections',
    '0 unexpected errors',
    load && `${load.errors + load.non2xx + load.timeouts} errors of ${load.requests}`,
    !!load && load.pass,
  );
  const sig = r.sigterm;
  add(
    'SIGTERM under load',
    'in-flight finish, new 503, db stopped, exit <= 10 s',
    sig &&
      `${sig.inFlightFinished}/${sig.inFlight} in flight finished, ${sig.after503} answered 503, ` +
        `db ${sig.databaseStopped ? 'stopped' : 'RUNNING'}, exit ${sig.exitCode} in ${sig.exitMs} ms`,
    !!sig && sig.pass,
  );
  const k9 = r.kill9;
  add(
    'kill -9 during writes',
    'no acknowledged write lost',
    k9 && `${k9.survived}/${k9.acknowledged} acknowledged sessions survived`,
    !!k9 && k9.pass,
  );
}
