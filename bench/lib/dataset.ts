import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  APP_ROLE,
  embeddedAppPassword,
  startEmbeddedPostgres,
} from '../../apps/server/src/db/embedded';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { seedDemoData, seedLargeAgency } from '../../apps/server/src/db/seed/index';
import { print } from './print';

/** Bump when the dataset's shape changes, so an old scratch database is rebuilt. */
const DATASET_VERSION = 7;
const LARGE_PROPERTIES = 100_000;
const SMALL_PROPERTIES = 1_000;
const TOTAL_PROPERTIES = 1_000_000;
const FILLER_MAX = 100_000;

export interface Dataset {
  version: number;
  builtAt: string;
  buildSeconds: number;
  largeAgencyId: number;
  smallAgencyId: number;
  agencies: number;
  totalProperties: number;
}

export interface OpenDataset {
  dataset: Dataset;
  reused: boolean;
  ownerUrl: string;
  appUrl: string;
  stop: () => Promise<void>;
}

const markerPath = (dataDir: string) => path.join(dataDir, 'bench-dataset.json');

function readMarker(dataDir: string): Dataset | null {
  try {
    const dataset = JSON.parse(fs.readFileSync(markerPath(dataDir), 'utf8')) as Dataset;
    return dataset.version === DATASET_VERSION ? dataset : null;
  } catch {
    return null;
  }
}

async function countProperties(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>('select count(*) as n from properties');
  return Number(rows[0]!.n);
}

/**
 * The scratch database: the demo (for demo.master), one agency of 100,000 properties, one of
 * 1,000, and filler agencies up to 1,000,000 properties in all. Built once under `dataDir` and
 * reused while its marker file matches; `rebuild` drops the schema and starts again.
 */
export async function openDataset(dataDir: string, rebuild: boolean): Promise<OpenDataset> {
  const server = await startEmbeddedPostgres({ dataDir, log: () => undefined });
  const marker = rebuild ? null : readMarker(dataDir);
  try {
    await migrateDatabase(server.ownerUrl, {
      name: APP_ROLE,
      password: embeddedAppPassword(dataDir),
    });
    if (marker) return { dataset: marker, reused: true, ...server };

    const started = Date.now();
    fs.rmSync(markerPath(dataDir), { force: true });
    const client = new pg.Client({ connectionString: server.ownerUrl, application_name: 'bench' });
    await client.connect();
    try {
      print(`Building the scratch database in ${dataDir} (several minutes) ...`);
      await client.query('drop schema if exists drizzle cascade');
      await client.query('drop schema if exists public cascade');
      await client.query('create schema public');
      await migrateDatabase(server.ownerUrl, {
        name: APP_ROLE,
        password: embeddedAppPassword(dataDir),
      });
      await seedDemoData(server.ownerUrl, {});
      const seed = async (properties: number, name: string) => {
        const at = Date.now();
        const result = await seedLargeAgency(server.ownerUrl, { properties, name, state: 'VIC' });
        print(
          `  ${name}: ${properties.toLocaleString('en-AU')} properties in ${Date.now() - at} ms`,
        );
        return result.agencyId;
      };
      const largeAgencyId = await seed(LARGE_PROPERTIES, 'Bench Large 100k');
      const smallAgencyId = await seed(SMALL_PROPERTIES, 'Bench Small 1k');
      let total = await countProperties(client);
      for (let i = 1; total < TOTAL_PROPERTIES; i++) {
        await seed(Math.min(FILLER_MAX, TOTAL_PROPERTIES - total), `Bench Filler ${i}`);
        total = await countProperties(client);
      }
      print('  vacuum analyze ...');
      await client.query('vacuum analyze');
      const { rows } = await client.query<{ n: string }>('select count(*) as n from agencies');
      const dataset: Dataset = {
        version: DATASET_VERSION,
        builtAt: new Date().toISOString(),
        buildSeconds: Math.round((Date.now() - started) / 1000),
        largeAgencyId,
        smallAgencyId,
        agencies: Number(rows[0]!.n),
        totalProperties: total,
      };
      fs.writeFileSync(markerPath(dataDir), `${JSON.stringify(dataset, null, 2)}\n`);
      return { dataset, reused: false, ...server };
    } finally {
      await client.end();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
}
