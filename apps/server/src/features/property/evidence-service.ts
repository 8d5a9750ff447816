import { Readable } from 'node:stream';
import {
  documentTypeLabels,
  evidencePackFileName,
  evidencePeriodProblem,
  defaultEvidenceFrom,
  formatDate,
  noticeTypeLabels,
  reportedFindingStatusLabels,
  serviceLabels,
  type TDocumentType,
  type TNoticeType,
  type TReportedFindingStatus,
  type TServiceCode,
  type TStateCode,
} from '@portal/contracts';
import { and, asc, between, eq, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import yazl from 'yazl';
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
import { PdfWriter } from '../../files/pdf';
import { badRequest, notFound, PROPERTY_NOT_FOUND } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { recordScopedAudit } from '../../plugins/audit';
import type { Mail } from '../../plugins/mailer';
import type { AgencyScope } from '../../plugins/signed-in';
import { documentFile } from './documents-service';

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

/** A period of whole days, both included, as 'yyyy-MM-dd'. */
export interface EvidencePeriod {
  from: string;
  to: string;
}

/** One entry of the zip: where it goes, what the index says of it, and how to make its bytes. */
export interface PackEntry {
  path: string;
  day: string;
  kind: string;
  /** Called only when the zip reaches the entry: one entry's bytes are in memory at a time. */
  open: () => Promise<Readable | Uint8Array>;
  /** Already compressed (PDF, images, office files): stored as is. */
  compress: boolean;
}

const INDEX_FILE = 'index.pdf';
const NOTICES_FILE = 'notices.pdf';
const FINDINGS_FILE = 'reported-findings.pdf';

/** A file name for inside the zip: no folders, no control characters, at most 120 characters. */
export function entryName(name: string): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(-120);
  return cleaned || 'document';
}

/** Names that stay unique within the zip: 'a.pdf', 'a (2).pdf', ... */
export function uniqueNames() {
  const used = new Set<string>();
  return (path: string): string => {
    let candidate = path;
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) {
      const dot = path.lastIndexOf('.');
      candidate =
        dot > path.lastIndexOf('/')
          ? `${path.slice(0, dot)} (${n})${path.slice(dot)}`
          : `${path} (${n})`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  };
}

/** An instant's day in the property's state, when it falls in the period. */
function dayIn(at: Date | string | null, state: TStateCode, period: EvidencePeriod) {
  if (!at) return null;
  const day = agencyToday(new Date(at), state);
  return day >= period.from && day <= period.to ? day : null;
}

const show = (day: string) => formatDate(day);

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

/**
 * Opens the evidence pack of a managed property for a period: checks the property is the
 * agency's (404 alike for missing and foreign), lists what the pack holds, records the download
 * in the audit log, and returns a zip stream that makes each entry only when it reaches it (the
 * documents read from the store as streams, the invoices and quotes rendered one at a time).
 */
export async function openEvidencePack(
  deps: EvidenceDeps,
  scope: AgencyScope,
  propertyId: number,
  asked: { from: string | null; to: string | null },
): Promise<{ fileName: string; stream: Readable; entries: number }> {
  if (!isStoredId(propertyId)) throw notFound(PROPERTY_NOT_FOUND);
  const evidence = await propertyEvidence(deps, scope.agencyId, propertyId, asked);
  if (!evidence) throw notFound(PROPERTY_NOT_FOUND);
  const { address, period, files } = evidence;
  const entries = files.length - 1;

  await deps.database.withAgency(scope.agencyId, (tx) =>
    recordScopedAudit(tx, scope, {
      action: 'property.evidence-pack',
      target: String(propertyId),
      detail: { from: period.from, to: period.to, entries },
    }),
  );

  const zip = new yazl.ZipFile();
  for (const file of files) addPackEntry(zip, file);
  return {
    fileName: evidencePackFileName(address, period.from, period.to),
    stream: zipOutput(zip),
    entries,
  };
}

/**
 * Adds an entry to a zip under `path` (default its own), made when the zip reaches it (yazl
 * pulls entries in order); `opened` hears of its bytes' stream once it is made.
 */
export function addPackEntry(
  zip: yazl.ZipFile,
  entry: PackEntry,
  path = entry.path,
  opened?: (body: Readable) => void,
): void {
  zip.addReadStreamLazy(
    path,
    { mtime: new Date(`${entry.day}T12:00:00Z`), compress: entry.compress },
    (callback) => {
      entry.open().then(
        (made) => {
          const body = made instanceof Readable ? made : Readable.from([made]);
          opened?.(body);
          callback(null, body);
        },
        (error: Error) => callback(error, null as unknown as Readable),
      );
    },
  );
}

/** The zip's bytes once every entry is added (`end` is called here). */
export function zipOutput(zip: yazl.ZipFile): Readable {
  zip.end();
  const output = zip.outputStream as Readable;
  // A failure mid-way ends the download as failed rather than as a truncated zip.
  zip.on('error', (error: Error) => output.destroy(error));
  return output;
}

export const packMeta = (title: string, address: string) => ({
  title,
  subject: `${title} for ${address}`,
  author: 'Compliance portal',
  createdAt: new Date(0),
});

export const periodLine = (period: EvidencePeriod) => `${show(period.from)} to ${show(period.to)}`;

/** index.pdf: every entry of the zip with its date, kind and file name. */
async function indexPdf(address: string, period: EvidencePeriod, entries: PackEntry[]) {
  const pdf = await PdfWriter.create(packMeta('Evidence pack', address));
  pdf
    .heading('Evidence pack', 22)
    .pairs([
      ['Property', address],
      ['Period', periodLine(period)],
      ['Files', String(entries.length)],
    ])
    .space(12)
    .table(
      [
        { header: 'Date', width: 0.16 },
        { header: 'Kind', width: 0.26 },
        { header: 'File', width: 0.58 },
      ],
      entries.length > 0
        ? entries.map((entry) => [show(entry.day), entry.kind, entry.path])
        : [['', 'Nothing dated in this period', '']],
    );
  return pdf.toBuffer();
}

type NoticeRow = typeof notices.$inferSelect;
type FindingRow = typeof reportedFindings.$inferSelect;

const dayOf = (at: Date | string | null, state: TStateCode) =>
  at ? show(agencyToday(new Date(at), state)) : '';

/** notices.pdf: each notice raised or resolved in the period, with how it was resolved. */
async function noticesPdf(
  address: string,
  period: EvidencePeriod,
  rows: NoticeRow[],
  state: TStateCode,
) {
  const pdf = await PdfWriter.create(packMeta('Notices', address));
  pdf
    .heading('Notices', 22)
    .pairs([
      ['Property', address],
      ['Period', periodLine(period)],
    ])
    .space(12)
    .table(
      [
        { header: 'Raised', width: 0.14 },
        { header: 'Notice', width: 0.3 },
        { header: 'Details', width: 0.32 },
        { header: 'Resolution', width: 0.24 },
      ],
      rows.map((row) => [
        dayOf(row.createdAt, state),
        `${noticeTypeLabels[row.noticeType as TNoticeType] ?? row.noticeType}${row.isUrgent ? ' (urgent)' : ''}`,
        row.message ?? '',
        row.resolvedAt
          ? `Resolved ${dayOf(row.resolvedAt, state)}${row.resolveReason ? `: ${row.resolveReason}` : ''}`
          : 'Open',
      ]),
    );
  return pdf.toBuffer();
}

/** reported-findings.pdf: each finding reported or resolved in the period, with its resolution. */
async function findingsPdf(
  address: string,
  period: EvidencePeriod,
  rows: FindingRow[],
  state: TStateCode,
) {
  const pdf = await PdfWriter.create(packMeta('Reported findings', address));
  pdf
    .heading('Reported findings', 22)
    .pairs([
      ['Property', address],
      ['Period', periodLine(period)],
    ])
    .space(12)
    .table(
      [
        { header: 'Found', width: 0.14 },
        { header: 'Service', width: 0.18 },
        { header: 'Finding', width: 0.32 },
        { header: 'Resolution', width: 0.36 },
      ],
      rows.map((row) => {
        const status =
          reportedFindingStatusLabels[row.status as TReportedFindingStatus] ?? row.status;
        const when = row.resolvedAt ?? row.dateDismissed;
        return [
          show(row.originalBookingDate),
          serviceLabels[row.serviceCode as TServiceCode] ?? row.serviceCode,
          `${row.originalProblemItemTitle}${row.isUrgent ? ' (urgent)' : ''}`,
          [status, when ? dayOf(when, state) : '', row.resolutionNotes ?? '']
            .filter(Boolean)
            .join(' · '),
        ];
      }),
    );
  return pdf.toBuffer();
}
