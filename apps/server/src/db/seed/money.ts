import {
  INVOICE_UPLOAD_REFUSALS,
  QUOTATION_STATUS_CODES,
  QUOTE_SEVERITY_CODES,
  quotationStatusId,
  serviceLabels,
  type TQuotationStatus,
  type TQuoteSeverity,
  type TServiceCode,
} from '@portal/contracts';
import { invoiceItems, invoices, quoteItems, quotes } from '../schema/index';
import { FINDINGS, SERVICE_PRICES } from './catalogue';
import type { AgencyContext, SeededProperty } from './context';
import { addDays, cents, covering, insertReturningIds, insertRows, moneyText } from './util';

export interface SeededQuote {
  id: number;
  propertyId: number;
  serviceCode: TServiceCode;
  status: TQuotationStatus;
}

const OPEN_STATUSES: TQuotationStatus[] = ['PENDING', 'AWAITING_APPROVAL', 'READY_TO_SEND'];

const QUOTE_STATUS_WEIGHTS: Partial<Record<TQuotationStatus, number>> = {
  AWAITING_APPROVAL: 5,
  ACCEPTED: 4,
  COMPLETED: 4,
  EXPIRED: 3,
  REJECTED: 2,
};

/** Quotes of every status and severity, with items; a quote for every non-compliant property. */
export async function seedQuotes(
  ctx: AgencyContext,
  props: SeededProperty[],
): Promise<SeededQuote[]> {
  const { faker, clock } = ctx;
  const rows: (typeof quotes.$inferInsert)[] = [];
  const planned: Omit<SeededQuote, 'id'>[] = [];
  const items: { description: string; amount: number }[][] = [];
  let counter = 0;
  for (const property of props) {
    const awaiting = property.services.find((s) => s.status === 'AWAITING_QUOTATION_APPROVAL');
    const needsQuote = property.status === 'NON_COMPLIANT' || awaiting !== undefined;
    if (!needsQuote && !faker.datatype.boolean({ probability: 0.2 })) continue;
    const service = awaiting ?? faker.helpers.arrayElement(property.services);
    const status = covering(QUOTATION_STATUS_CODES, counter, () =>
      needsQuote
        ? 'AWAITING_APPROVAL'
        : faker.helpers.weightedArrayElement(
            QUOTATION_STATUS_CODES.map((value) => ({
              value,
              weight: QUOTE_STATUS_WEIGHTS[value] ?? 1,
            })),
          ),
    );
    // Severities cycle on their own so that statuses and severities combine differently.
    const severity: TQuoteSeverity | null =
      counter < QUOTE_SEVERITY_CODES.length * 3
        ? QUOTE_SEVERITY_CODES[counter % QUOTE_SEVERITY_CODES.length]!
        : faker.helpers.weightedArrayElement([
            { value: 'URGENT' as const, weight: 2 },
            { value: 'DISCONNECTED_SAFETY_ISSUE' as const, weight: 1 },
            { value: 'NON_COMPLIANT_FAULTY' as const, weight: 3 },
            { value: 'RECOMMENDED' as const, weight: 3 },
            { value: null, weight: 0.4 },
          ]);
    counter++;
    const lines = faker.helpers
      .arrayElements(FINDINGS[service.code], { min: 1, max: 3 })
      .map((finding) => ({
        description: finding.itemDescription,
        amount: cents(faker.number.float({ min: 60, max: 480 })),
      }));
    const createdAt = clock.at(-faker.number.int({ min: 2, max: 150 }));
    const open = OPEN_STATUSES.includes(status);
    rows.push({
      agencyId: ctx.agencyId,
      propertyId: property.id,
      serviceCode: service.code,
      quoteNumber: `Q${ctx.agencyId}${String(10000 + counter).padStart(6, '0')}`,
      statusId: quotationStatusId(status),
      severity,
      expiresAt: open
        ? clock.day(faker.number.int({ min: 5, max: 60 }))
        : status === 'EXPIRED'
          ? clock.day(-faker.number.int({ min: 3, max: 90 }))
          : clock.day(-faker.number.int({ min: 0, max: 120 })),
      approvalToken: faker.string.alphanumeric(32),
      subscribed: faker.datatype.boolean({ probability: 0.2 }),
      createdAt,
      sentAt: status === 'PENDING' || status === 'READY_TO_SEND' ? null : createdAt,
      respondedAt: ['ACCEPTED', 'REJECTED', 'COMPLETED'].includes(status) ? clock.at(-1) : null,
    });
    planned.push({ propertyId: property.id, serviceCode: service.code, status });
    items.push(lines);
  }
  const ids = await insertReturningIds(ctx.tx, quotes, rows);
  await insertRows(
    ctx.tx,
    quoteItems,
    ids.flatMap((quoteId, i) =>
      items[i]!.map((line, order) => ({
        agencyId: ctx.agencyId,
        quoteId,
        description: line.description,
        amount: moneyText(line.amount),
        displayOrder: order,
      })),
    ),
  );
  return planned.map((quote, i) => ({ ...quote, id: ids[i]! }));
}

/** Paid history, outstanding and overdue invoices, with upload states (uploaded, failed ...). */
export async function seedInvoices(ctx: AgencyContext, props: SeededProperty[]): Promise<void> {
  const { faker, clock } = ctx;
  const rows: (typeof invoices.$inferInsert)[] = [];
  const lines: { serviceCode: TServiceCode; unit: number }[][] = [];
  let counter = 0;
  // A failed upload of the demo met an outage of the software, so a retry now succeeds. The draw
  // of one of three reasons it once made is kept, so the rest of the demo stays as it was.
  const failedUploadReason = () => {
    faker.number.int({ min: 0, max: 2 });
    return INVOICE_UPLOAD_REFUSALS.unavailable(ctx.integration?.softwareName ?? 'The software');
  };
  const add = (property: SeededProperty, kind: 'paid' | 'outstanding' | 'overdue') => {
    const due =
      kind === 'overdue'
        ? clock.day(-faker.number.int({ min: 3, max: 90 }))
        : kind === 'outstanding'
          ? clock.day(faker.number.int({ min: 2, max: 28 }))
          : clock.day(-faker.number.int({ min: 30, max: 700 }));
    const issued = addDays(due, -14);
    const services = faker.helpers.arrayElements(property.services, { min: 1, max: 3 });
    const invoiceLines = services.map((s) => ({
      serviceCode: s.code,
      unit: SERVICE_PRICES[s.code],
    }));
    // Prices include GST: the subtotal is 10/11 of the total.
    const total = invoiceLines.reduce((sum, line) => sum + line.unit, 0);
    const gst = cents(total / 11);
    const eligible = property.isIntegrated && ctx.integration !== null;
    const upload = eligible
      ? faker.helpers.weightedArrayElement([
          // None is seeded as uploading: an upload in progress needs its background job, which
          // the Upload button queues.
          { value: 'uploaded' as const, weight: 9 },
          { value: 'failed' as const, weight: 3 },
          { value: 'none' as const, weight: 7 },
        ])
      : 'none';
    counter++;
    rows.push({
      agencyId: ctx.agencyId,
      propertyId: property.id,
      invoiceNumber: `INV${ctx.agencyId}${String(counter).padStart(6, '0')}`,
      issuedAt: issued,
      dueDate: due,
      isPaid: kind === 'paid',
      paidAt: kind === 'paid' ? new Date(`${due}T10:00:00+10:00`) : null,
      subtotal: moneyText(total - gst),
      gst: moneyText(gst),
      totalIncGst: moneyText(total),
      isEligibleToUpload: eligible,
      isUploading: false,
      isUploaded: upload === 'uploaded',
      uploadedAt: upload === 'uploaded' ? new Date(`${issued}T12:00:00+10:00`) : null,
      uploadedBy: upload === 'uploaded' ? faker.helpers.arrayElement(ctx.memberUserIds) : null,
      lastError: upload === 'failed' ? failedUploadReason() : null,
      lastErrorAt: upload === 'failed' ? clock.at(-faker.number.int({ min: 1, max: 10 })) : null,
      createdAt: new Date(`${issued}T08:00:00+10:00`),
    });
    lines.push(invoiceLines);
  };
  for (const property of props) {
    if (property.services.length === 0) continue;
    if (property.flags.has('OVERDUE_INVOICES')) add(property, 'overdue');
    if (property.flags.has('OUTSTANDING_INVOICES')) add(property, 'outstanding');
    if (property.lastServiceDate) {
      const paid = faker.number.int({ min: 0, max: 2 });
      for (let i = 0; i < paid; i++) add(property, 'paid');
    }
  }
  const ids = await insertReturningIds(ctx.tx, invoices, rows);
  await insertRows(
    ctx.tx,
    invoiceItems,
    ids.flatMap((invoiceId, i) =>
      lines[i]!.map((line, order) => {
        const exGst = cents((line.unit * 10) / 11);
        return {
          agencyId: ctx.agencyId,
          invoiceId,
          description: `${serviceLabels[line.serviceCode]} compliance check`,
          serviceCode: line.serviceCode,
          quantity: 1,
          unitAmount: moneyText(exGst),
          amount: moneyText(exGst),
          displayOrder: order,
        };
      }),
    ),
  );
}
