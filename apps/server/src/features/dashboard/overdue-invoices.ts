import type { TInvoice, TList } from '@portal/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import { CompiledShapes, runCompiled } from '../../db/compiled-query';
import { invoices, properties, users } from '../../db/schema/index';
import { overdueInvoice } from '../../domain/compliance-definitions';
import { pageWindow, type PageRequest } from './paging';
import { invoiceColumns, toInvoice } from '../../domain/invoice-row';
import { countAll, managerIdValue, type DashboardScope } from './scope';

type OverdueRow = Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>[number];

const value = sql.placeholder;

/** Overdue invoices of the agency (and of the manager's properties when the shape has one). */
function overdueMatching(tx: AgencyTx, manager: boolean) {
  return and(
    eq(invoices.agencyId, value('agencyId')),
    overdueInvoice(value('today')),
    manager
      ? inArray(
          invoices.propertyId,
          tx
            .select({ id: properties.id })
            .from(properties)
            .where(
              and(
                eq(properties.agencyId, value('agencyId')),
                eq(properties.propertyManagerId, value('managerId')),
              ),
            ),
        )
      : undefined,
  );
}

const countQuery = (tx: AgencyTx, manager: boolean) =>
  tx.select({ total: countAll() }).from(invoices).where(overdueMatching(tx, manager));

function pageQuery(tx: AgencyTx, manager: boolean) {
  // The page's invoices first, then their properties: joined before the limit, every overdue
  // invoice of a large agency looked its property up (13 ms for 3,334 of them).
  const pageOf = tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(overdueMatching(tx, manager))
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(value('limit'))
    .offset(value('offset'))
    .as('page');
  return tx
    .select(invoiceColumns)
    .from(pageOf)
    .innerJoin(invoices, and(eq(invoices.agencyId, value('agencyId')), eq(invoices.id, pageOf.id)))
    .innerJoin(
      properties,
      and(eq(properties.agencyId, value('agencyId')), eq(properties.id, invoices.propertyId)),
    )
    .leftJoin(users, eq(users.id, invoices.uploadedBy))
    .orderBy(asc(invoices.dueDate), asc(invoices.id));
}

// Built once per shape (with or without a property manager), filled in with each request's values.
const counts = new CompiledShapes<{ total: number }>();
const pages = new CompiledShapes<OverdueRow>();

/** GET /v1/invoice/analytics/overdue: unpaid invoices due before today, most overdue first. */
export async function overdueInvoices(
  database: Database,
  scope: DashboardScope,
  page: PageRequest,
): Promise<TList<TInvoice>> {
  const { limit, offset } = pageWindow(page);
  const manager = scope.propertyManagerId !== undefined;
  const values = {
    agencyId: scope.agencyId,
    today: scope.today,
    managerId: managerIdValue(scope),
    limit,
    offset,
  };
  return database.withAgency(scope.agencyId, async (tx) => {
    const [{ total } = { total: 0 }] = await runCompiled(
      tx,
      counts.get(manager, () => countQuery(tx, manager)),
      values,
    );
    const rows = await runCompiled(
      tx,
      pages.get(manager, () => pageQuery(tx, manager)),
      values,
    );
    return {
      total,
      items: rows.map((row) => toInvoice(row, scope.today)),
    };
  });
}
