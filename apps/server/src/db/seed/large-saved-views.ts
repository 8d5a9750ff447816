import { SAVED_VIEW_LISTS, SAVED_VIEWS_PER_USER } from '@portal/contracts';
import type pg from 'pg';

/** demo.master's saved views of each list: all but the cap, one in four shared. */
const VIEWS_PER_LIST = Math.floor(SAVED_VIEWS_PER_USER / SAVED_VIEW_LISTS.length);

/**
 * The demo master user's saved views in a large agency (when the demo is loaded), so the bench
 * reads a user's views near the cap: each list's own, its first the user's default.
 */
export async function seedLargeSavedViews(client: pg.Client, agencyId: number): Promise<void> {
  await client.query(
    `insert into saved_views (agency_id, owner_user_id, list, name, params, shared, is_default)
     select $1, u.id, l.list, 'View ' || n, 'property-manager=all', n % 4 = 0, n = 1
     from users u cross join unnest($2::text[]) l(list) cross join generate_series(1, $3::int) n
     where lower(u.username) = 'demo.master'`,
    [agencyId, SAVED_VIEW_LISTS, VIEWS_PER_LIST],
  );
}
