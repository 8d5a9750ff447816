// npm test: every check of the project, in two lanes side by side, then the time each step took.
//   checks:  typecheck and lint side by side; then the unit and API tests (Vitest: contracts,
//            server, web) on the embedded PostgreSQL, among them the security suites and the lint
//            of /openapi.json with Redocly CLI (apps/server/test/security/api-description.test.ts).
//   browser: the web build, then the browser journeys (Playwright) against it, then the
//            server's API tests again on Debian's PostgreSQL with an owner that is no superuser
//            (a fresh cluster in a temporary directory: apt-get install postgresql, as .ci/run
//            does), which by then runs beside the end of the other lane or alone; beside it, the
//            checks at scale (scripts/scale-check.ts): a generated 100,000-property agency, every
//            dashboard figure against its list's total there, and the link crawl in it.
// Why two lanes: the journeys wait on pages most of their time (about 250 s of CPU in 400 s on a
// quiet two-core machine), so they start as soon as the build is there and run beside everything
// else, which keeps both cores busy. In a lane a step runs only when the one before passed. Each
// command's output is held until it ends, so the log reads as if they had run one after another.
import { spawn } from 'node:child_process';

// Left out of the second pass: suites about file formats, headers and the API description, whose
// few queries the other suites make too (on Debian's PostgreSQL they would only repeat the first
// pass's work, about a quarter of this pass's time), the suites of headers, confirmation pages and
// refused input that stop before any query, and the two that start a Debian PostgreSQL cluster of
// their own, which the first pass runs already.
const ENGINE_AGNOSTIC = [
  'cross-site-get.test.ts',
  'hostile-input.test.ts',
  'external-start.test.ts',
  'database-restart.test.ts',
  'hostile-files.test.ts',
  'openapi-fuzz.test.ts',
  'openapi-oracle.test.ts',
  'api-description.test.ts',
  'caching-and-headers.test.ts',
  'image-upload.test.ts',
  'documents.test.ts',
  // A server killed mid-upload: what it proves is of the file store, as database-restart's is of
  // the pool; the documents suite's queries run on both engines.
  'documents-crash.test.ts',
];

/** Lanes of steps; a step's commands run side by side. */
const LANES = [
  [
    [
      ['typecheck', 'npm run typecheck'],
      ['lint', 'npm run lint'],
    ],
    [['unit and API tests', 'vitest run']],
  ],
  [
    [['build', 'npm run build']],
    [['browser journeys', 'playwright test -c apps/web/playwright.config.ts']],
    [
      [
        'API tests on Debian PostgreSQL',
        'node --import tsx apps/server/test/external/debian-postgres.ts vitest run --project server ' +
          ENGINE_AGNOSTIC.map((file) => `--exclude '**/${file}'`).join(' '),
      ],
      ['figures and links at scale', 'node --import tsx scripts/scale-check.ts'],
    ],
  ],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs `command` in a shell, its output held until it ends. */
function run(name, command) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`> ${name}: ${command}`);
    const child = spawn(command, { shell: true, stdio: 'pipe' });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      console.log(`< ${name} ${code === 0 ? 'passed' : 'FAILED'}`);
      resolve({ name, code: code ?? 1, ms: Date.now() - started });
    });
  });
}

/** Runs a lane's steps in order, stopping at the first that fails. */
async function runLane(steps) {
  const results = [];
  for (const step of steps) {
    const done = await Promise.all(step.map(([name, command]) => run(name, command)));
    results.push(...done);
    if (done.some((result) => result.code !== 0)) break;
  }
  return results;
}

const started = Date.now();
const timings = (await Promise.all(LANES.map(runLane))).flat();
const failed = timings.find((result) => result.code !== 0);

console.log('\nnpm test');
for (const { name, code, ms } of timings) {
  console.log(
    `  ${name.padEnd(32)} ${seconds(ms).padStart(6)}  ${code === 0 ? 'passed' : 'FAILED'}`,
  );
}
console.log(`  ${'total'.padEnd(32)} ${seconds(Date.now() - started).padStart(6)}`);
process.exitCode = failed ? failed.code : 0;
