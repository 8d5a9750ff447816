import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  origin: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  output: () => string;
  /** SIGTERM, then the time until the process has exited. */
  stop: () => Promise<number>;
}

/**
 * Starts the real server (`npm run serve`'s command) as a child process and waits until
 * /healthz answers 200.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1));
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited on start:\n${output}`);
    try {
      const res = await fetch(`${origin}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become healthy in 180 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    const at = performance.now();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    return performance.now() - at;
  };
  return { origin, child, exited, output: () => output, stop };
}

/** The portal session's cookie an answer set (`acp_session=...`), among the others it set. */
function sessionCookie(res: Response): string {
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('acp_session='));
  if (!cookie) throw new Error(`no session cookie in the answer (${res.status})`);
  return cookie;
}

/**
 * Signs in as `username` through the built-in compliance system of `state` and, when given,
 * switches to `agencyId`; answers the session cookie (`acp_session=...`).
 */
export async function signIn(
  origin: string,
  options: { username?: string; state?: string; agencyId?: number } = {},
): Promise<string> {
  const state = (options.state ?? 'vic').toLowerCase();
  const form = await fetch(`${origin}/cs/${state}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: options.username ?? 'demo.master', password: 'demo' }),
  });
  const location = form.headers.get('location');
  if (!location) throw new Error(`compliance-system sign-in failed: ${form.status}`);
  const params = new URL(location, origin).searchParams;
  // The sign-in is bound to the browser that started it (its binding cookie goes back with it).
  const binding = form.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  const login = await fetch(`${origin}/v1/auth/login`, {
    method: 'POST',
    headers: {
      origin,
      'content-type': 'application/json',
      ...(binding ? { cookie: binding } : {}),
    },
    body: JSON.stringify({
      authToken: params.get('token'),
      complianceSystemSessionId: params.get('__acp_compliance_session_id'),
      isImpersonating: false,
      originalComplianceUserId: null,
    }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  let cookie = sessionCookie(login);
  if (options.agencyId !== undefined) {
    const switched = await fetch(`${origin}/v1/auth/agencies`, {
      method: 'PUT',
      headers: { origin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ agencyId: options.agencyId }),
    });
    if (!switched.ok) throw new Error(`switch failed: ${switched.status} ${await switched.text()}`);
    cookie = sessionCookie(switched);
  }
  return cookie;
}

/** Resident memory of a process in bytes (Linux /proc; `ps` elsewhere). */
export function residentBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}
