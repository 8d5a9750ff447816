import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: where `npm run serve`'s command runs. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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
