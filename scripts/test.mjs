// npm test: every check of the project, in two lanes side by side, then the time each step took.
//   checks:  typecheck and lint side by side (ESLint beside the rest of lint: knip,
//            dependency-cruiser, Prettier); then the unit and API tests (Vitest: contracts,
//            server, web) on the embedded PostgreSQL, among them the security suites and the lint
//            of /openapi.json with Redocly CLI (apps/server/test/security/api-description.test.ts);
//            then the server's API tests again on Debian's PostgreSQL with an owner that is no
//            superuser (a fresh cluster in a temporary directory: apt-get install postgresql, as
//            .ci/run does).
//   browser: the web build, then the browser journeys (Playwright) against it, then the checks
//            at scale (scripts/scale-check.ts): a generated 100,000-property agency, every
//            dashboard figure against its list's total there, and the link crawl in it.
// Why two lanes: the journeys wait on pages most of their time (about 250 s of CPU in 580 s
// beside the other lane), so they start as soon as the build is there and run beside everything
// else; the Debian pass follows Vitest in the first lane, which ends first without it. Vitest
// does not start beside lint: with the journeys too, the two cores are oversubscribed (the CPU
// column leaves out PostgreSQL's own processes, which are not the steps' children) and the API
// suites' 30 s test timeouts then fail. ESLint runs on one thread and the typecheck ends within
// its first 30 s, so with the journeys' idle time part of a core is free beside it: the rest of
// lint (some 25 to 60 s of CPU, which ran after ESLint in `npm run lint`) takes it. In a lane a step runs only when the one before passed.
// Each command's output is held until it ends, so the log reads as if they had run one after
// another.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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
  // Of file formats and stores (zip and PDF, .eml and the sanitiser, the S3 store): their few
  // queries are the documents', notices' and portfolio's, which the other suites make.
  'evidence.test.ts',
  'portfolio-evidence.test.ts',
  'email.test.ts',
  's3-file-store.test.ts',
];

/** Lanes of steps; a step's commands run side by side. */
const LANES = [
  [
    [
      ['typecheck', 'npm run typecheck'],
      ['lint: ESLint', 'npm run lint:code'],
      ['lint: knip, cycles, Prettier', 'npm run lint:project'],
    ],
    [['unit and API tests', 'vitest run']],
    [
      [
        'API tests on Debian PostgreSQL',
        'node --import tsx apps/server/test/external/debian-postgres.ts vitest run --project server ' +
          ENGINE_AGNOSTIC.map((file) => `--exclude '**/${file}'`).join(' '),
      ],
    ],
  ],
  [
    [['build', 'npm run build']],
    [['browser journeys', 'playwright test -c apps/web/playwright.config.ts']],
    [['figures and links at scale', 'node --import tsx scripts/scale-check.ts']],
  ],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

const cpuDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-'));

/** The CPU seconds (user and system) of a step's processes, from the shell's `times`. */
function cpuSeconds(file) {
  try {
    // Its second line is the children's: '1m2.500s 0m3.250s'.
    const children = fs.readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
    return [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
      (sum, [, minutes, secs]) => sum + Number(minutes) * 60 + Number(secs),
      0,
    );
  } catch {
    return undefined;
  }
}

/**
 * Runs `command` in a shell, its output held until it ends. The CPU time its processes took is
 * measured too: the two lanes share the cores, so a step's wall time depends on the other lane's
 * load, and its CPU time says what it costs.
 */
function run(name, command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const cpuFile = path.join(cpuDir, `${name.replaceAll(/\W+/g, '-')}.txt`);
    console.log(`> ${name}: ${command}`);
    const child = spawn('sh', ['-c', `${command}\nstatus=$?\ntimes > '${cpuFile}'\nexit $status`], {
      stdio: 'pipe',
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(output);
      process.stdout.write(text);
      console.log(`< ${name} ${code === 0 ? 'passed' : 'FAILED'}`);
      resolve({
        name,
        code: code ?? 1,
        ms: Date.now() - started,
        cpu: cpuSeconds(cpuFile),
        failures: code === 0 ? [] : failureLines(text.toString()),
      });
    });
  });
}

// A failed step's output can be thousands of lines long and printed long before the run ends;
// the lines that name what failed are printed again below the table, where a log's tail shows them.
const FAILURE_LINE =
  /^\s*(FAIL\b|×|✘|\d+\) \[\w+\] ›|Error:|AssertionError|TimeoutError|Test timed out|error TS\d|\d+:\d+\s+error\b|Unused |error\s|\S+\s+\w+\s+\S+\.[cm]?[jt]sx?:\d+:\d+$|\[warn\] \S)|\d+ (failed|flaky)\b/;

/** The lines of a step's output that say what failed, without colours, at most 40. */
function failureLines(text) {
  return stripVTControlCharacters(text)
    .split('\n')
    .filter((line) => FAILURE_LINE.test(line))
    .slice(0, 40);
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

fs.rmSync(cpuDir, { recursive: true, force: true });

console.log(`\nnpm test${' '.repeat(27)}wall    CPU`);
for (const { name, code, ms, cpu } of timings) {
  const cpuText = cpu === undefined ? '' : seconds(cpu * 1000);
  console.log(
    `  ${name.padEnd(32)} ${seconds(ms).padStart(6)} ${cpuText.padStart(6)}  ${code === 0 ? 'passed' : 'FAILED'}`,
  );
}
const cpuTotal = timings.reduce((sum, { cpu }) => sum + (cpu ?? 0), 0);
console.log(
  `  ${'total'.padEnd(32)} ${seconds(Date.now() - started).padStart(6)} ${seconds(cpuTotal * 1000).padStart(6)}`,
);
for (const { name, failures } of timings.filter((result) => result.code !== 0)) {
  console.log(`\n${name} FAILED:`);
  for (const line of failures) console.log(`  ${line.trim()}`);
}
process.exitCode = failed ? failed.code : 0;
