import type { Config } from '../config';
import { createDatabase, type Database } from './client';
import { APP_ROLE, embeddedAppPassword, startEmbeddedPostgres } from './embedded';
import { appRoleFromUrl, migrateDatabase, pendingMigrations } from './migrate';
import { seedDemoData } from './seed/index';

export interface DatabaseRuntime {
  database: Database;
  ownerUrl: string;
  embedded: boolean;
  /** Closes the pool, then stops the embedded server if there is one. */
  stop: () => Promise<void>;
}

/**
 * The database the server runs on: the external one at DATABASE_URL, or the embedded one under
 * DATA_DIR. Either way the schema is migrated first and the server then connects as the app
 * role, which row-level security binds.
 */
export async function openDatabase(
  config: Config,
  log: { info: (message: string) => void; warn: (message: string) => void },
): Promise<DatabaseRuntime> {
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres({ dataDir: config.dataDir, log: (m) => log.info(m) });
  try {
    const ownerUrl = config.databaseUrl ?? embedded!.ownerUrl;
    const appRole = embedded
      ? { name: APP_ROLE, password: embeddedAppPassword(config.dataDir) }
      : appRoleFromUrl(config.databaseAppUrl, APP_ROLE);
    if (config.migrateOnStart) {
      await migrateDatabase(ownerUrl, appRole);
    } else {
      const pending = await pendingMigrations(ownerUrl);
      if (pending > 0) {
        throw new Error(
          `The database lacks ${pending} of the portal's migrations and MIGRATE_ON_START is ` +
            'false: run `npm run db:migrate` first.',
        );
      }
    }
    if (config.seedDemo) {
      const started = Date.now();
      const seeded = await seedDemoData(ownerUrl, { log: (m: string) => log.info(m) });
      if (seeded) log.info(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }
    const poolOptions = {
      max: config.databasePoolSize,
      onIdleError: (error: Error) => log.warn(`Database connection closed: ${error.message}`),
    };
    const database = embedded
      ? createDatabase(embedded.appUrl, poolOptions)
      : config.databaseAppUrl
        ? createDatabase(config.databaseAppUrl, poolOptions)
        : createDatabase(ownerUrl, { ...poolOptions, setRole: APP_ROLE });
    return {
      database,
      ownerUrl,
      embedded: Boolean(embedded),
      stop: async () => {
        await database.close().catch(() => undefined);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
