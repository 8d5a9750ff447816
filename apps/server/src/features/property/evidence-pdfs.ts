import {
  formatDate,
  noticeTypeLabels,
  reportedFindingStatusLabels,
  serviceLabels,
  type TNoticeType,
  type TReportedFindingStatus,
  type TServiceCode,
  type TStateCode,
} from '@portal/contracts';
import type { notices, reportedFindings } from '../../db/schema/index';
import { agencyToday } from '../../domain/agency-clock';
import { PdfWriter } from '../../files/pdf';
import type { EvidencePeriod, PackEntry } from './evidence-zip';

// The PDFs an evidence pack writes itself: its index, and the property's notices and reported
// findings of the period.

const show = (day: string) => formatDate(day);

export const packMeta = (title: string, address: string) => ({
  title,
  subject: `${title} for ${address}`,
  author: 'Compliance portal',
  createdAt: new Date(0),
});

export const periodLine = (period: EvidencePeriod) => `${show(period.from)} to ${show(period.to)}`;

/** index.pdf: every entry of the zip with its date, kind and file name. */
export async function indexPdf(address: string, period: EvidencePeriod, entries: PackEntry[]) {
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
export async function noticesPdf(
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
export async function findingsPdf(
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
