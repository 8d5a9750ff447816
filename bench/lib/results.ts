// The shape of one run's record (bench/results/*.json): what every measurement returns and what
// the budgets judge. Types only, so that the modules that measure, judge and print a run share
// them without importing each other.
import type { PageVitals } from './browser';
import type { AgencyName } from './calls';
import type { Dataset } from './dataset';
import type { ExportResult } from './export';
import type { Latency } from './http';
import type { LighthouseRow } from './lighthouse';
import type { WebBuild } from './web';

export interface HttpRow {
  route: string;
  url: string;
  agency: AgencyName;
  connections: number;
  server: Latency;
  /** The same SQL straight on PostgreSQL, same concurrency. */
  floor: Latency;
  statements: number;
  /** server p95 / floor p95. */
  ratio: number;
  /** When the first (cache-filling) call ran other SQL: that SQL's floor. */
  coldFloor: Latency | null;
  coldStatements: number;
}

export interface Budget {
  name: string;
  limit: string;
  actual: string;
  pass: boolean;
}

export interface Results {
  startedAt: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    platform: string;
    loadavgStart: number[];
    loadavgEnd: number[];
  };
  commit: string;
  /** What was run (`npm run bench -- ...`); absent in runs recorded before it was kept. */
  command?: string;
  /** warmUpSeconds: absent in runs recorded before there was a warm-up. */
  settings: {
    secondsPerRun: number;
    warmUpSeconds?: number;
    connections: number[];
    /** Set when only these calls were measured (`--calls`), and nothing else. */
    calls?: string[];
    /** Set when only the web build and Lighthouse were measured (`--lighthouse`). */
    lighthouseOnly?: boolean;
    /** Lighthouse runs per page and profile (their medians are recorded). */
    lighthouseRuns?: number;
  };
  dataset?: Dataset & { reused: boolean };
  web?: WebBuild;
  export?: ExportResult;
  http: HttpRow[];
  pages?: PageVitals[];
  /** Lighthouse on the demo portal (bench/lib/lighthouse.ts). */
  lighthouse?: LighthouseRow[];
  load?: SustainedLoad;
  sigterm?: SigtermResult;
  kill9?: Kill9Result;
  totalSeconds?: number;
  budgets: Budget[];
}

export interface SustainedLoad {
  seconds: number;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  pass: boolean;
}

export interface SigtermResult {
  exitMs: number;
  exitCode: number | string;
  databaseStopped: boolean;
  inFlight: number;
  inFlightFinished: number;
  beforeFailed: number;
  after503: number;
  afterRefused: number;
  afterOther: number;
  pass: boolean;
}

export interface Kill9Result {
  acknowledged: number;
  unacknowledged: number;
  survived: number;
  pass: boolean;
}
