import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { CHROMIUM_ARGS } from './browser';
import { print } from './print';

/** Lighthouse's two profiles: its default (a mid-range phone on slow 4G) and its desktop one. */
type LighthouseProfile = 'mobile' | 'desktop';

/**
 * How the browser reached the portal: through the deployment's TLS front (HTTP/2, what a phone
 * meets: bench/lib/tls-front.ts), or straight at the server (HTTP/1.1 on localhost).
 */
type LighthouseTransport = 'h2' | 'http/1.1';

export interface LighthousePage {
  name: string;
  path: string;
  /** Opened with the session cookie (the page must not end on a sign-in page). */
  signedIn: boolean;
}

export interface LighthouseRow {
  page: string;
  path: string;
  profile: LighthouseProfile;
  /** Missing in records made before the TLS front: those were HTTP/1.1. */
  transport?: LighthouseTransport;
  runs: number;
  /** Medians over the runs: scores 0-100, times in ms, CLS unitless, bytes transferred in KiB. */
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKib: number;
}

/**
 * A property page of the demo portal (the demo data is the same on every fresh database: its
 * first property, of the VIC agency, which the demo users' session opens on).
 */
const PROPERTY_PAGE_PATH = '/property/1';

/**
 * The sign-in page, the dashboard, the portfolio, a property, and the pages built since (demo.master
 * has the experiments they need: ProblemRegister, AgencyCompliancePortalAdvancedAnalytics); a new
 * page joins here when it lands.
 */
export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  { name: 'sign-in', path: '/auth/login', signedIn: false },
  { name: 'dashboard', path: '/', signedIn: true },
  { name: 'portfolio', path: '/portfolio', signedIn: true },
  { name: 'property', path: PROPERTY_PAGE_PATH, signedIn: true },
  { name: 'access-issues', path: '/action-required/access-issues', signedIn: true },
  { name: 'reported-findings', path: '/action-required/reported-findings', signedIn: true },
  { name: 'analytics', path: '/analytics', signedIn: true },
];

const PROFILES: LighthouseProfile[] = ['mobile', 'desktop'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** Tries a run this many times when Lighthouse fails to record it (NO_NAVSTART, now and then). */
const ATTEMPTS = 3;

async function runOnce(url: string, flags: Flags, profile: LighthouseProfile) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, profile === 'desktop' ? desktopConfig : undefined);
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'no result' };
    if (result && !error) return result.lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse on ${url}: ${error?.message}`);
    print(`  Lighthouse on ${url} (${profile}) failed (${error?.code}); trying again`);
  }
}

/**
 * Runs Lighthouse (performance and accessibility; its default throttling: simulated slow 4G and
 * a 4x slower CPU for mobile, a fast connection for desktop) `runs` times on each page in each
 * profile, in Debian's Chromium, and answers the medians. Signed-in pages carry the session
 * cookie on every request (Lighthouse clears the browser's own storage before each run).
 */
export async function measureLighthouse(
  origin: string,
  cookie: string,
  {
    runs = 3,
    pages = LIGHTHOUSE_PAGES,
    reportsDir,
  }: { runs?: number; pages?: LighthousePage[]; reportsDir?: string } = {},
): Promise<LighthouseRow[]> {
  const port = 9300 + Math.floor(Math.random() * 600);
  const transport: LighthouseTransport = origin.startsWith('https:') ? 'h2' : 'http/1.1';
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      // The TLS front's certificate is made at its start, for 127.0.0.1: no authority signs it.
      ...(transport === 'h2' ? ['--ignore-certificate-errors'] : []),
    ],
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      for (const profile of PROFILES) {
        const samples: Omit<LighthouseRow, 'page' | 'path' | 'profile' | 'transport' | 'runs'>[] =
          [];
        for (let i = 0; i < runs; i++) {
          const flags: Flags = {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
          };
          const lhr = await runOnce(`${origin}${page.path}`, flags, profile);
          const landed = new URL(lhr.finalDisplayedUrl).pathname;
          if (page.signedIn && landed.startsWith('/auth')) {
            throw new Error(`${page.path} ended on ${landed}: not signed in`);
          }
          if (reportsDir) {
            fs.mkdirSync(reportsDir, { recursive: true });
            const file = path.join(
              reportsDir,
              `${page.name}-${profile}${transport === 'h2' ? '' : '-http1'}.json`,
            );
            fs.writeFileSync(file, JSON.stringify(lhr));
          }
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          samples.push({
            performance: score('performance'),
            accessibility: score('accessibility'),
            fcpMs: Math.round(audit('first-contentful-paint')),
            lcpMs: Math.round(audit('largest-contentful-paint')),
            tbtMs: Math.round(audit('total-blocking-time')),
            cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
            transferKib: Math.round(audit('total-byte-weight') / 102.4) / 10,
          });
        }
        const of = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key]));
        rows.push({
          page: page.name,
          path: page.path,
          profile,
          transport,
          runs,
          performance: of('performance'),
          accessibility: of('accessibility'),
          fcpMs: of('fcpMs'),
          lcpMs: of('lcpMs'),
          tbtMs: of('tbtMs'),
          cls: of('cls'),
          transferKib: of('transferKib'),
        });
      }
    }
    return rows;
  } finally {
    await browser.close();
  }
}
