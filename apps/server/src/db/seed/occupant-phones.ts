import pg from 'pg';
import { MOBILE_RANGES } from './util';

/**
 * A mobile number for each occupant of the agencies that has none, for benchmarks of the search
 * by phone: '+614', a range in use (as the seed's mobileNumber) and seven digits from the
 * occupant's id, so a run finds the same numbers.
 * Occupants with a number keep theirs, so a reused scratch database gains them once.
 */
export async function seedOccupantPhones(ownerUrl: string, agencyIds: number[]): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl, application_name: 'portal-seed' });
  await client.connect();
  try {
    await client.query(
      `insert into contact_numbers (agency_id, occupant_id, number, type)
       select o.agency_id, o.id,
              '+614' || ($2::text[])[(n / 10000000) % cardinality($2::text[]) + 1]
                     || lpad((n % 10000000)::text, 7, '0'), 'MOBILE'
         from occupants o, lateral (select (o.id * 7919) % 100000000 as n) spread
        where o.agency_id = any($1::int[])
          and not exists (select 1 from contact_numbers n
                           where n.agency_id = o.agency_id and n.occupant_id = o.id)`,
      [agencyIds, MOBILE_RANGES],
    );
    await client.query('analyze contact_numbers');
  } finally {
    await client.end();
  }
}
