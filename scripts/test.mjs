// npm test: every check of the project, in three stages, then the time each took.
//   1. typecheck, lint and the web build, side by side (none needs another's output);
//   2. the unit and API tests (Vitest: contracts, server, web), on the embedded PostgreSQL, among
//      them the security suites and the lint of /openapi.json with Redocly CLI
//      (apps/server/test/security/api-description.test.ts);
//   3. side by side (the browser journeys wait on pages much of their time): the server's API
//      tests again, on Debian's PostgreSQL with an owner that is no superuser (a fresh cluster in
//      a temporary directory: apt-get install postgresql, as .ci/run does), and the browser
//      journeys (Playwright) against the build of stage 1.
// A stage runs only when the one before passed. The side-by-side commands' output is held until
// each ends, so it reads as if they had run one after the other.
import { spawn } from 'node:child_process';

// Left out of the second pass: suites about file formats, headers and the API description, whose
// few queries the other suites make too (on Debian's PostgreSQL they would only repeat the first
// pass's work, about a quarter of this pass's time), and the two that start a Debian PostgreSQL
// cluster of their own, which the first pass runs already.
const ENGINE_AGNOSTIC = [
  'external-start.test.ts',
  'database-restart.test.ts',
  'hostile-files.test.ts',
  'openapi-fuzz.test.ts',
  'openapi-oracle.test.ts',
  'api-description.test.ts',
  'caching-and-headers.test.ts',
  'image-upload.test.ts',
  'documents.test.ts',
];

const STAGES = [
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    ['build', 'npm run build'],
  ],
  [['unit and API tests', 'vitest run']],
  [
    [
      'API tests on Debian PostgreSQL',
      // One worker: it runs beside the browser journeys, which keep the other core busy.
      'node --import tsx apps/server/test/external/debian-postgres.ts vitest run --project server --maxWorkers=1 ' +
        ENGINE_AGNOSTIC.map((file) => `--exclude '**/${file}'`).join(' '),
    ],
    ['browser journeys', 'playwright test -c apps/web/playwright.config.ts'],
  ],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs `command` in a shell; `held` keeps its output until it ends. */
function run(command, held) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: held ? 'pipe' : 'inherit' });
    const output = [];
    if (held) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code) => {
      if (held) process.stdout.write(Buffer.concat(output));
      resolve({ code: code ?? 1, ms: Date.now() - started });
    });
  });
}

const started = Date.now();
const timings = [];
let failed = null;
for (const stage of STAGES) {
  const results = await Promise.all(
    stage.map(async ([name, command]) => {
      if (stage.length > 1) console.log(`> ${name}: ${command} (side by side)`);
      const result = await run(command, stage.length > 1);
      if (stage.length > 1) console.log(`< ${name} ${result.code === 0 ? 'passed' : 'FAILED'}`);
      return { name, ...result };
    }),
  );
  timings.push(...results);
  failed = results.find((result) => result.code !== 0) ?? null;
  if (failed) break;
}

console.log('\nnpm test');
for (const { name, code, ms } of timings) {
  console.log(
    `  ${name.padEnd(32)} ${seconds(ms).padStart(6)}  ${code === 0 ? 'passed' : 'FAILED'}`,
  );
}
console.log(`  ${'total'.padEnd(32)} ${seconds(Date.now() - started).padStart(6)}`);
process.exitCode = failed ? failed.code : 0;
