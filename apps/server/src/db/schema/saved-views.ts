import { SAVED_VIEW_LISTS, SAVED_VIEW_NAME_MAX, SAVED_VIEW_PARAMS_MAX } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { agencyFk } from './agencies';
import { checkMaxLength, checkOneOf, createdAt, globalRef, id, instant } from './columns';
import { users } from './users';

/**
 * A list's filters saved under a name by a user of the agency (features/saved-views): the list's
 * URL search string, checked against that list's filters when saved. Shared views are read by
 * everyone of the agency; only the owner changes one. At most one default per owner and list.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: id(),
    agencyId: integer().notNull(),
    ownerUserId: integer().notNull(),
    /** SAVED_VIEW_LISTS. */
    list: text().notNull(),
    name: text().notNull(),
    /** The list's URL search string, normalised, without '?'. */
    params: text().notNull(),
    shared: boolean().notNull().default(false),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    agencyFk('saved_views_agency_fk', t.agencyId),
    globalRef('saved_views_owner_fk', t.ownerUserId, users.id, 'cascade'),
    checkOneOf('saved_views_list_check', t.list, SAVED_VIEW_LISTS),
    checkMaxLength('saved_views_name_length', t.name, SAVED_VIEW_NAME_MAX),
    checkMaxLength('saved_views_params_length', t.params, SAVED_VIEW_PARAMS_MAX),
    // A name once per owner and list, whatever its case: also the owner's own views' index.
    uniqueIndex('saved_views_owner_list_name_key').on(
      t.agencyId,
      t.ownerUserId,
      t.list,
      sql`lower(${t.name})`,
    ),
    uniqueIndex('saved_views_owner_list_default_key')
      .on(t.agencyId, t.ownerUserId, t.list)
      .where(sql`is_default`),
    index('saved_views_agency_list_shared_idx')
      .on(t.agencyId, t.list)
      .where(sql`shared`),
  ],
);
