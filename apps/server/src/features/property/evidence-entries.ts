import {
  defaultEvidenceFrom,
  documentTypeLabels,
  evidencePeriodProblem,
  type TDocumentType,
  type TStateCode,
} from '@portal/contracts';
import { and, asc, between, eq, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  documents,
  invoices,
  notices,
  properties,
  quotes,
  reportedFindings,
} from '../../db/schema/index';
import { agencyToday, daysAfter, daysBefore } from '../../domain/agency-clock';
import { invoiceFileName, quoteFileName } from '../../domain/document-paths';
import { addressColumns, oneLineAddress } from '../../domain/property-ref';
import type { FileStore } from '../../files/document-store';
import { badRequest } from '../../lib/errors';
import type { Mail } from '../../plugins/mailer';
import { documentFile } from './documents-service';
import { findingsPdf, indexPdf, noticesPdf } from './evidence-pdfs';
import { entryName, uniqueNames, type EvidencePeriod, type PackEntry } from './evidence-zip';

// What a property's evidence pack holds for a period: its documents, notices, reported findings,
// invoices and quotes, listed with the index; none of them made until the zip reaches it.

/**
 * What the pack needs beyond the database: the document store, and the invoice and quote PDFs as
 * their own features render them (for download and email: the mailer's attachment sources).
 */
export interface EvidenceDeps {
  database: Database;
  store: FileStore;
  render: Mail['attachment'];
  /** The server's clock: today, when the period is not given. */
  now: Date;
}

const INDEX_FILE = 'index.pdf';
const NOTICES_FILE = 'notices.pdf';
const FINDINGS_FILE = 'reported-findings.pdf';

/** An instant's day in the property's state, when it falls in the period. */
function dayIn(at: Date | string | null, state: TStateCode, period: EvidencePeriod) {
  if (!at) return null;
  const day = agencyToday(new Date(at), state);
  return day >= period.from && day <= period.to ? day : null;
}

/** What a property's pack holds: its files, index.pdf first, none of them made yet. */
export interface PropertyEvidence {
  address: string;
  period: EvidencePeriod;
  /** index.pdf, then the entries it lists. */
  files: PackEntry[];
}

/**
 * The evidence of a managed property of the agency for a period (null when the property is not
 * the agency's): its address, the period (the last 12 months up to today in the property's state
 * when not asked; a period that is not one is a 400), and the pack's entries with its index,
 * each made only when it is opened. The one entry list of the property's pack and of the
 * portfolio's.
 */
export async function propertyEvidence(
  deps: EvidenceDeps,
  agencyId: number,
  propertyId: number,
  asked: { from: string | null; to: string | null },
): Promise<PropertyEvidence | null> {
  const found = await deps.database.withAgency(agencyId, async (tx) => {
    const [property] = await tx
      .select(addressColumns(properties))
      .from(properties)
      .where(and(eq(properties.agencyId, agencyId), eq(properties.id, propertyId)));
    if (!property) return null;
    // Without days: the last 12 months up to today in the property's state.
    const to = asked.to ?? agencyToday(deps.now, property.stateCode as TStateCode);
    const period = { from: asked.from ?? defaultEvidenceFrom(to), to };
    const problem = evidencePeriodProblem(period.from, period.to);
    if (problem) throw badRequest(problem);
    // Instants are read a day wider than the period and kept when their day in the property's
    // state falls in it.
    const wideFrom = new Date(`${daysBefore(period.from, 1)}T00:00:00Z`);
    const wideTo = new Date(`${daysAfter(period.to, 2)}T00:00:00Z`);
    const within = (column: Parameters<typeof gte>[0]): SQL =>
      and(gte(column, wideFrom), lt(column, wideTo))!;
    // One after another: a transaction is one connection.
    const documentRows = await tx
      .select({
        id: documents.id,
        name: documents.name,
        type: documents.typeCode,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .where(
        and(
          eq(documents.agencyId, agencyId),
          eq(documents.propertyId, propertyId),
          isNull(documents.deletedAt),
          within(documents.createdAt),
        ),
      )
      .orderBy(asc(documents.createdAt), asc(documents.id));
    const noticeRows = await tx
      .select()
      .from(notices)
      .where(
        and(
          eq(notices.agencyId, agencyId),
          eq(notices.propertyId, propertyId),
          or(within(notices.createdAt), within(notices.resolvedAt)),
        ),
      )
      .orderBy(asc(notices.createdAt), asc(notices.id));
    const findingRows = await tx
      .select()
      .from(reportedFindings)
      .where(
        and(
          eq(reportedFindings.agencyId, agencyId),
          eq(reportedFindings.propertyId, propertyId),
          or(
            within(reportedFindings.createdAt),
            within(reportedFindings.resolvedAt),
            within(reportedFindings.dateDismissed),
          ),
        ),
      )
      .orderBy(asc(reportedFindings.createdAt), asc(reportedFindings.id));
    const invoiceRows = await tx
      .select({ id: invoices.id, number: invoices.invoiceNumber, day: invoices.issuedAt })
      .from(invoices)
      .where(
        and(
          eq(invoices.agencyId, agencyId),
          eq(invoices.propertyId, propertyId),
          between(invoices.issuedAt, period.from, period.to),
        ),
      )
      .orderBy(asc(invoices.issuedAt), asc(invoices.id));
    const quoteRows = await tx
      .select({ id: quotes.id, number: quotes.quoteNumber, createdAt: quotes.createdAt })
      .from(quotes)
      .where(
        and(
          eq(quotes.agencyId, agencyId),
          eq(quotes.propertyId, propertyId),
          within(quotes.createdAt),
        ),
      )
      .orderBy(asc(quotes.createdAt), asc(quotes.id));
    return { property, period, documentRows, noticeRows, findingRows, invoiceRows, quoteRows };
  });
  if (!found) return null;

  const { property, period } = found;
  /** An invoice's or a quote's PDF, rendered when the zip reaches it. */
  const rendered = async (source: 'invoice' | 'quote', id: number) => {
    const file = await deps.database.withAgency(agencyId, (tx) =>
      deps.render(source, tx, agencyId, id),
    );
    if (!file) throw new Error(`The ${source} ${id} is gone from the property`);
    return file.content;
  };
  const state = property.stateCode as TStateCode;
  const address = oneLineAddress(property);
  const name = uniqueNames();
  const entries: PackEntry[] = [];

  for (const row of found.documentRows) {
    const day = dayIn(row.createdAt, state, period);
    if (!day) continue;
    entries.push({
      path: name(`documents/${day} ${entryName(row.name)}`),
      day,
      kind: documentTypeLabels[row.type as TDocumentType] ?? 'Document',
      compress: false,
      open: async () =>
        (await documentFile(deps.database, deps.store, agencyId, 'managed', propertyId, row.id))
          .body,
    });
  }

  /** The first day in the period of any of the rows' instants: a list's date in the index. */
  const firstDay = (instants: (Date | string | null)[][]) =>
    instants
      .flat()
      .map((at) => dayIn(at, state, period))
      .filter((day): day is string => day !== null)
      .sort()[0] ?? period.from;

  const noticeRows = found.noticeRows.filter(
    (row) => dayIn(row.createdAt, state, period) || dayIn(row.resolvedAt, state, period),
  );
  if (noticeRows.length > 0) {
    entries.push({
      path: name(NOTICES_FILE),
      day: firstDay(noticeRows.map((row) => [row.createdAt, row.resolvedAt])),
      kind: `Notices (${noticeRows.length})`,
      compress: true,
      open: () => noticesPdf(address, period, noticeRows, state),
    });
  }

  const findingRows = found.findingRows.filter(
    (row) =>
      dayIn(row.createdAt, state, period) ||
      dayIn(row.resolvedAt, state, period) ||
      dayIn(row.dateDismissed, state, period),
  );
  if (findingRows.length > 0) {
    entries.push({
      path: name(FINDINGS_FILE),
      day: firstDay(findingRows.map((row) => [row.createdAt, row.resolvedAt, row.dateDismissed])),
      kind: `Reported findings (${findingRows.length})`,
      compress: true,
      open: () => findingsPdf(address, period, findingRows, state),
    });
  }

  for (const row of found.invoiceRows) {
    entries.push({
      path: name(`invoices/${entryName(invoiceFileName(row.number))}`),
      day: row.day,
      kind: 'Invoice',
      compress: true,
      open: () => rendered('invoice', row.id),
    });
  }

  for (const row of found.quoteRows) {
    const day = dayIn(row.createdAt, state, period);
    if (!day) continue;
    entries.push({
      path: name(`quotes/${entryName(quoteFileName(row.number))}`),
      day,
      kind: 'Quote',
      compress: true,
      open: () => rendered('quote', row.id),
    });
  }

  entries.sort((a, b) => a.day.localeCompare(b.day) || a.path.localeCompare(b.path));
  const index: PackEntry = {
    path: INDEX_FILE,
    day: period.to,
    kind: 'Index',
    compress: true,
    open: () => indexPdf(address, period, entries),
  };

  return { address, period, files: [index, ...entries] };
}
