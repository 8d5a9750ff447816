import { eq } from 'drizzle-orm';
import * as schema from '../schema/index';
import type { SeedTx } from './util';

/** The demo agency whose agency keys must be available to be picked up (key enforce mode). */
export const KEY_ENFORCE_STATE = 'QLD';

/** Key enforce mode for one demo agency, so the edit property rule can be seen at work. */
export async function seedKeyEnforceMode(tx: SeedTx): Promise<void> {
  await tx
    .update(schema.agencies)
    .set({ enforceKeyAvailable: true })
    .where(eq(schema.agencies.stateCode, KEY_ENFORCE_STATE));
}
