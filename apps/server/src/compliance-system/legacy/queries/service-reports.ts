import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AgencyTx } from '../../../db/client';
import { documents, nonManagedProperties, properties } from '../../../db/schema/index';
import { loadPage, type Paged } from '../paging';
import { addressOf, countRows, joinedAddress, type AddressParts } from './shared';

export interface ServiceReportRow {
  id: number;
  name: string;
  /** The managed property, when the report is of one (else of a non-managed property). */
  propertyId: number | null;
  address: AddressParts | null;
  services: string[];
  otherServiceName: string | null;
  createdAt: Date;
}

/** The agency's service reports (documents of type SERVICE_REPORT_DOCUMENT), newest first. */
export async function findServiceReports(
  tx: AgencyTx,
  agencyId: number,
  filter: { page: number },
): Promise<Paged<ServiceReportRow>> {
  const where = and(
    eq(documents.agencyId, agencyId),
    eq(documents.typeCode, 'SERVICE_REPORT_DOCUMENT'),
    isNull(documents.deletedAt),
  );
  const [counted] = await tx.select({ total: countRows() }).from(documents).where(where);
  const page = await loadPage(counted?.total ?? 0, filter.page, (limit, offset) =>
    tx
      .select({
        id: documents.id,
        name: documents.name,
        propertyId: documents.propertyId,
        managed: addressOf(properties),
        nonManaged: addressOf(nonManagedProperties),
        services: documents.services,
        otherServiceName: documents.otherServiceName,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .leftJoin(
        properties,
        and(eq(properties.agencyId, documents.agencyId), eq(properties.id, documents.propertyId)),
      )
      .leftJoin(
        nonManagedProperties,
        and(
          eq(nonManagedProperties.agencyId, documents.agencyId),
          eq(nonManagedProperties.id, documents.nonManagedPropertyId),
        ),
      )
      .where(where)
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    ...page,
    rows: page.rows.map(({ managed, nonManaged, ...row }) => ({
      ...row,
      address: joinedAddress(managed) ?? joinedAddress(nonManaged),
    })),
  };
}
