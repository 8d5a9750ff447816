import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { loggerOptions } from './plugins/logging';
import { openDatabase, type DatabaseRuntime } from './db/connection';

/**
 * Starts the portal: database (embedded unless DATABASE_URL), migrations, demo data on first
 * run, then the HTTP server. SIGINT/SIGTERM drain in-flight requests, then stop the database.
 */
async function main() {
  const config = loadConfig();
  const log = pino(loggerOptions(config));
  let runtime: DatabaseRuntime | null = null;
  let stopping = false;

  const shutdown = async (signal: string, app?: Awaited<ReturnType<typeof buildApp>>) => {
    if (stopping) {
      log.warn(`${signal} again: stopping now.`);
      await runtime?.stop();
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal} received: finishing in-flight requests, then stopping.`);
    const force = setTimeout(() => {
      log.warn('Requests did not finish in time; stopping anyway.');
      void runtime?.stop().finally(() => process.exit(1));
    }, config.shutdownGraceMs);
    force.unref();
    try {
      // New requests get 503 while those in flight finish; then the listener closes.
      await app?.drain();
      await app?.close();
    } finally {
      await runtime?.stop();
      log.info('Stopped.');
      process.exit(0);
    }
  };

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void shutdown(signal, app));
  }

  try {
    runtime = await openDatabase(config, log);
    app = await buildApp({ config, database: runtime.database });
    await app.listen({ host: config.host, port: config.port });
    log.info(`Compliance portal ready on ${config.publicUrl} (Node.js ${process.version})`);
  } catch (err) {
    log.fatal({ err }, 'Could not start the portal');
    await runtime?.stop();
    process.exit(1);
  }
}

void main();
