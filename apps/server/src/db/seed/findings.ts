import {
  REPORTED_FINDING_STATUS_CODES,
  serviceLabels,
  type TDocumentType,
  type TReportedFindingStatus,
  type TServiceCode,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { appliances, documents, quoteItems, reportedFindings } from '../schema/index';
import { APPLIANCE_LOCATIONS, FINDINGS } from './catalogue';
import type { AgencyContext, SeededProperty } from './context';
import type { SeededQuote } from './money';
import { covering, insertReturningIds, insertRows } from './util';

type DocumentRow = typeof documents.$inferInsert;

/** A document row (metadata only: the demo has no file bytes behind `storageKey`). */
export function documentRow(
  ctx: AgencyContext,
  owner: { propertyId: number } | { nonManagedPropertyId: number },
  typeCode: TDocumentType,
  name: string,
  services: TServiceCode[],
  createdAt: Date,
): DocumentRow {
  const { faker } = ctx;
  return {
    agencyId: ctx.agencyId,
    ...owner,
    name,
    sizeBytes: faker.number.int({ min: 60_000, max: 2_400_000 }),
    mimeType: 'application/pdf',
    storageKey: `seed/agency-${ctx.agencyId}/${faker.string.uuid()}.pdf`,
    typeCode,
    services,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * Reported findings (urgent and not, dismissed, quote requested, resolved by a third party) with
 * their appliances, more appliances, and property documents of every type.
 */
export async function seedFindingsAndDocuments(
  ctx: AgencyContext,
  props: SeededProperty[],
  quotesSeeded: SeededQuote[],
): Promise<void> {
  const { faker, clock } = ctx;
  const someone = () => faker.helpers.arrayElement(ctx.memberUserIds);
  const quoteOf = new Map(
    quotesSeeded.map((quote) => [`${quote.propertyId}|${quote.serviceCode}`, quote.id]),
  );
  const quotedProperties = new Set(quotesSeeded.map((quote) => quote.propertyId));

  interface PlannedFinding {
    property: SeededProperty;
    code: TServiceCode;
    title: string;
    category: string;
    applianceName: string;
    status: TReportedFindingStatus;
  }
  const planned: PlannedFinding[] = [];
  let counter = 0;
  for (const property of props) {
    const candidate =
      property.status === 'NON_COMPLIANT' ||
      quotedProperties.has(property.id) ||
      (property.lastServiceDate !== null && faker.datatype.boolean({ probability: 0.15 }));
    if (!candidate || property.services.length === 0) continue;
    const quoted = quotesSeeded.find((quote) => quote.propertyId === property.id);
    const code = quoted?.serviceCode ?? faker.helpers.arrayElement(property.services).code;
    for (const template of faker.helpers.arrayElements(FINDINGS[code], { min: 1, max: 3 })) {
      planned.push({
        property,
        code,
        title: template.title,
        category: template.category,
        applianceName: template.appliance,
        status: covering(REPORTED_FINDING_STATUS_CODES, counter++, () =>
          faker.helpers.weightedArrayElement([
            { value: 'OPEN' as const, weight: 13 },
            { value: 'RESOLVED' as const, weight: 2 },
            { value: 'RESOLVED_BY_THIRD_PARTY' as const, weight: 2 },
            { value: 'DISMISSED' as const, weight: 3 },
          ]),
        ),
      });
    }
  }

  const extraAppliances = props
    .filter(
      (p) =>
        p.services.some((s) => s.code === 'smoke') && faker.datatype.boolean({ probability: 0.35 }),
    )
    .flatMap((property) =>
      faker.helpers
        .arrayElements(APPLIANCE_LOCATIONS.slice(0, 6), { min: 1, max: 3 })
        .map((location) => ({
          agencyId: ctx.agencyId,
          propertyId: property.id,
          serviceCode: 'smoke' as const,
          name: 'Photoelectric smoke alarm',
          location,
          applianceType: faker.helpers.arrayElement(['240V hardwired', '10-year lithium battery']),
          createdAt: property.createdAt,
        })),
    );
  const applianceIds = await insertReturningIds(ctx.tx, appliances, [
    ...planned.map((finding) => ({
      agencyId: ctx.agencyId,
      propertyId: finding.property.id,
      serviceCode: finding.code,
      name: finding.applianceName,
      location: faker.helpers.arrayElement(APPLIANCE_LOCATIONS),
      applianceType: null,
      createdAt: finding.property.createdAt,
    })),
    ...extraAppliances,
  ]);

  const findingRows: (typeof reportedFindings.$inferInsert)[] = planned.map((finding, i) => {
    const service = finding.property.services.find((s) => s.code === finding.code);
    const bookingDate =
      service?.lastServiceDate ?? clock.day(-faker.number.int({ min: 10, max: 200 }));
    const quotationId = quoteOf.get(`${finding.property.id}|${finding.code}`) ?? null;
    const open = finding.status === 'OPEN';
    const quoteRequested =
      open && quotationId === null && faker.datatype.boolean({ probability: 0.25 });
    const resolved = finding.status === 'RESOLVED' || finding.status === 'RESOLVED_BY_THIRD_PARTY';
    return {
      agencyId: ctx.agencyId,
      propertyId: finding.property.id,
      serviceCode: finding.code,
      servicingCategoryId: ctx.shared.servicingCategoryIds.get(finding.category) ?? null,
      originalBookingDate: bookingDate,
      originalProblemItemTitle: finding.title,
      applianceId: applianceIds[i]!,
      quotationId,
      status: finding.status,
      isUrgent:
        i < 2
          ? i === 0
          : faker.datatype.boolean({
              probability: finding.property.status === 'NON_COMPLIANT' ? 0.7 : 0.35,
            }),
      isDismissed: finding.status === 'DISMISSED',
      isDismissible: finding.status === 'DISMISSED' || faker.datatype.boolean({ probability: 0.7 }),
      dismissedBy: finding.status === 'DISMISSED' ? someone() : null,
      dateDismissed:
        finding.status === 'DISMISSED' ? clock.at(-faker.number.int({ min: 1, max: 30 })) : null,
      quoteRequested,
      quoteRequestedBy: quoteRequested ? someone() : null,
      dateQuoteRequested: quoteRequested ? clock.at(-faker.number.int({ min: 1, max: 14 })) : null,
      canRequestQuote: open && quotationId === null && !quoteRequested,
      canForwardToLandlord: open && quotationId !== null,
      canInformDi: open && faker.datatype.boolean({ probability: 0.5 }),
      canEnterBuiltYear: open && faker.datatype.boolean({ probability: 0.2 }),
      thirdPartyInvalidStatus:
        open && faker.datatype.boolean({ probability: 0.04 })
          ? 'The document provided does not show the work was completed'
          : null,
      resolutionNotes: resolved ? 'Repaired by the owner’s electrician, invoice attached.' : null,
      resolvedAt: resolved ? clock.at(-faker.number.int({ min: 1, max: 30 })) : null,
      resolvedBy: resolved ? someone() : null,
      createdAt: new Date(`${bookingDate}T15:00:00+10:00`),
    };
  });
  await insertRows(ctx.tx, reportedFindings, findingRows);
  // Each quote item for a finding of its quote (the catalogue's item for the finding's title).
  const itemFor = Object.values(FINDINGS)
    .flat()
    .map((template) => sql`(${template.title}, ${template.itemDescription})`);
  await ctx.tx.execute(sql`
    update ${quoteItems} i set reported_finding_id = f.id
    from ${reportedFindings} f, (values ${sql.join(itemFor, sql`, `)}) as c(title, item)
    where i.agency_id = ${ctx.agencyId} and f.agency_id = ${ctx.agencyId}
      and f.quotation_id = i.quote_id and c.title = f.original_problem_item_title
      and c.item = i.description`);

  // Documents: service reports, certificates, quotes, invoices, third-party resolutions, other.
  const docs: DocumentRow[] = [];
  const place = (p: SeededProperty) => p.address.addressLine1;
  for (const property of props) {
    for (const service of property.services) {
      if (service.lastServiceDate && faker.datatype.boolean({ probability: 0.4 })) {
        docs.push(
          documentRow(
            ctx,
            { propertyId: property.id },
            'SERVICE_REPORT_DOCUMENT',
            `${serviceLabels[service.code]} service report - ${place(property)}.pdf`,
            [service.code],
            new Date(`${service.lastServiceDate}T16:00:00+10:00`),
          ),
        );
      }
    }
    if (property.lastServiceDate && faker.datatype.boolean({ probability: 0.15 })) {
      docs.push(
        documentRow(
          ctx,
          { propertyId: property.id },
          'CERTIFICATE_DOCUMENT',
          `Compliance certificate - ${place(property)}.pdf`,
          property.services.map((s) => s.code),
          new Date(`${property.lastServiceDate}T17:00:00+10:00`),
        ),
      );
    }
    if (faker.datatype.boolean({ probability: 0.08 })) {
      docs.push(
        documentRow(
          ctx,
          { propertyId: property.id },
          'INVOICE_DOCUMENT',
          `Invoice - ${place(property)}.pdf`,
          [property.services[0]?.code ?? 'smoke'],
          clock.at(-faker.number.int({ min: 5, max: 300 })),
        ),
      );
    }
    if (faker.datatype.boolean({ probability: 0.03 })) {
      docs.push({
        ...documentRow(
          ctx,
          { propertyId: property.id },
          'OTHER_DOCUMENT',
          `Pool barrier certificate - ${place(property)}.pdf`,
          [],
          clock.at(-faker.number.int({ min: 5, max: 300 })),
        ),
        otherServiceName: 'Pool barrier inspection',
        uploadedBy: someone(),
      });
    }
  }
  for (const quote of quotesSeeded) {
    if (!faker.datatype.boolean({ probability: 0.3 })) continue;
    docs.push(
      documentRow(
        ctx,
        { propertyId: quote.propertyId },
        'QUOTE_DOCUMENT',
        `Quote ${quote.id}.pdf`,
        [quote.serviceCode],
        clock.at(-faker.number.int({ min: 1, max: 100 })),
      ),
    );
  }
  planned.forEach((finding, i) => {
    if (finding.status !== 'RESOLVED_BY_THIRD_PARTY') return;
    docs.push({
      ...documentRow(
        ctx,
        { propertyId: finding.property.id },
        'THIRD_PARTY_RESOLUTION_DOCUMENT',
        `Third party invoice - ${place(finding.property)}.pdf`,
        [finding.code],
        findingRows[i]!.resolvedAt!,
      ),
      uploadedBy: findingRows[i]!.resolvedBy,
    });
  });
  // A deleted document stays as history.
  if (docs[0]) docs[0] = { ...docs[0], deletedAt: clock.at(-1) };
  await insertRows(ctx.tx, documents, docs);
}
