import { eq } from 'drizzle-orm';
import * as schema from '../schema/index';
import type { SeedTx } from './util';

/** The demo agency whose plan cancels a property's services together (canSelectServices false). */
export const CANCEL_TOGETHER_STATE = 'NSW';

/** One demo agency cannot choose which services to cancel, so that rule can be seen at work. */
export async function seedCancellationPlan(tx: SeedTx): Promise<void> {
  await tx
    .update(schema.agencies)
    .set({ canSelectCancellationServices: false })
    .where(eq(schema.agencies.stateCode, CANCEL_TOGETHER_STATE));
}
