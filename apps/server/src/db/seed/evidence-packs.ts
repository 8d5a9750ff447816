import { PORTFOLIO_EVIDENCE_KEPT_DAYS, PORTFOLIO_EVIDENCE_MESSAGES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import * as schema from '../schema/index';
import { actAsAgency, type Clock, type SeedTx } from './util';

/** The demo users who show the portal: their lists of packs start empty. */
const SHOWN = ['demo.manager', 'demo.master'];

/**
 * Every demo agency has one portfolio evidence pack that failed the day before, of a member other than the
 * demo users, so each agency holds a row of the kind (the tenant-isolation checks ask another
 * agency's).
 */
export async function seedEvidencePacks(tx: SeedTx, clock: Clock): Promise<void> {
  const agencies = await tx.select({ id: schema.agencies.id }).from(schema.agencies);
  for (const { id } of agencies) {
    await actAsAgency(tx, id);
    await tx.execute(sql`
      insert into ${schema.portfolioEvidencePacks}
        (agency_id, user_id, status, from_day, to_day, property_ids, message, created_at,
         finished_at, expires_at)
      select ${id}, m.user_id, 'failed', ${clock.day(-365)}, ${clock.today},
             array(select p.id from ${schema.properties} p where p.agency_id = ${id}
                   order by p.id limit 2),
             ${PORTFOLIO_EVIDENCE_MESSAGES.gaveUp}, ${clock.at(-1)}, ${clock.at(-1)},
             ${clock.at(PORTFOLIO_EVIDENCE_KEPT_DAYS - 1)}
      from ${schema.agencyMemberships} m join ${schema.users} u on u.id = m.user_id
      where m.agency_id = ${id}
      order by lower(u.username) in (${sql.join(
        SHOWN.map((name) => sql`${name}`),
        sql`, `,
      )}), m.user_id
      limit 1`);
  }
}
