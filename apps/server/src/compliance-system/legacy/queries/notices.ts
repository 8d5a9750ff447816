import { and, desc, eq, sql } from 'drizzle-orm';
import type { AgencyTx } from '../../../db/client';
import { notices, properties } from '../../../db/schema/index';
import { loadPage, type Paged } from '../paging';
import { addressMatches, addressOf, countRows, type AddressParts } from './shared';

export interface NoticeRow {
  id: number;
  noticeType: string;
  propertyId: number;
  address: AddressParts;
  isUrgent: boolean;
  createdAt: Date;
  resolvedAt: Date | null;
}

/** The agency's notices of properties whose address matches `search`: active ones first. */
export async function findNotices(
  tx: AgencyTx,
  agencyId: number,
  filter: { search?: string; page: number },
): Promise<Paged<NoticeRow>> {
  const where = and(
    eq(notices.agencyId, agencyId),
    addressMatches(properties.searchText, filter.search),
  );
  const propertyJoin = and(
    eq(properties.agencyId, notices.agencyId),
    eq(properties.id, notices.propertyId),
  );
  const [counted] = await tx
    .select({ total: countRows() })
    .from(notices)
    .innerJoin(properties, propertyJoin)
    .where(where);
  return loadPage(counted?.total ?? 0, filter.page, (limit, offset) =>
    tx
      .select({
        id: notices.id,
        noticeType: notices.noticeType,
        propertyId: notices.propertyId,
        address: addressOf(properties),
        isUrgent: notices.isUrgent,
        createdAt: notices.createdAt,
        resolvedAt: notices.resolvedAt,
      })
      .from(notices)
      .innerJoin(properties, propertyJoin)
      .where(where)
      .orderBy(sql`${notices.resolvedAt} is null desc`, desc(notices.createdAt), desc(notices.id))
      .limit(limit)
      .offset(offset),
  );
}
