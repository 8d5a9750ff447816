import type { Readable } from 'node:stream';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPE_CODES,
  documentTypeLabels,
  serviceByCode,
  SERVICE_CODES,
  SERVICES_IN_DISPLAY_ORDER,
  callUrl,
  propertyDocumentsCalls,
  type TDocumentAttributes,
  type TDocumentServiceOption,
  type TDocumentsQuery,
  type TDocumentTypeOption,
  type TDocumentType,
  type TPropertyDocument,
  type TPropertyDocuments,
  type TServiceCode,
} from '@portal/contracts';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AgencyTx, Database } from '../../db/client';
import {
  documents,
  nonManagedProperties,
  properties,
  temporaryDocuments,
  users,
} from '../../db/schema/index';
import { PdfWriter } from '../../files/pdf';
import {
  newFileKey,
  openStored,
  type FileStore,
  type StagedFile,
} from '../../files/document-store';
import { checkDocumentContent } from '../../files/upload-check';
import { assertStorageFor, documentName, liveTemporary } from '../../files/document-upload';
import { badRequest, notFound, PROPERTY_NOT_FOUND } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { recordScopedAudit } from '../../plugins/audit';
import type { AgencyScope } from '../../plugins/signed-in';

/** The demo data's documents have rows and no file: their download is a PDF saying so. */
const DEMO_KEY = /^seed\//;

/** Whose documents: a managed property's or another provider's (non-managed). */
export type DocumentOwner = 'managed' | 'integrated';

const OWNER = {
  managed: { column: documents.propertyId, missing: PROPERTY_NOT_FOUND },
  integrated: {
    column: documents.nonManagedPropertyId,
    missing: DOCUMENT_MESSAGES.integratedNotFound,
  },
} as const;

/** The document filter of links (?filter=SERVICE_REPORT) as the type it stands for. */
const FILTER_TYPES: Record<NonNullable<TDocumentsQuery['filter']>, TDocumentType> = {
  SERVICE_REPORT: 'SERVICE_REPORT_DOCUMENT',
  THIRD_PARTY_RESOLUTION: 'THIRD_PARTY_RESOLUTION_DOCUMENT',
};

/** Throws the owner's 404 unless the property is the agency's. */
async function assertOwner(tx: AgencyTx, agencyId: number, owner: DocumentOwner, id: number) {
  const table = owner === 'managed' ? properties : nonManagedProperties;
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.agencyId, agencyId), eq(table.id, id)));
  if (!row) throw notFound(OWNER[owner].missing);
}

const documentColumns = {
  id: documents.id,
  name: documents.name,
  size: documents.sizeBytes,
  type: documents.typeCode,
  services: documents.services,
  otherServiceName: documents.otherServiceName,
  createdAt: documents.createdAt,
  uploadedBy: users.displayName,
};

type DocumentRow = {
  id: number;
  name: string;
  size: number;
  type: string;
  services: string[] | null;
  otherServiceName: string | null;
  createdAt: Date | string;
  uploadedBy: string | null;
};

function toDocument(owner: DocumentOwner, propertyId: number, row: DocumentRow): TPropertyDocument {
  const call =
    owner === 'managed'
      ? propertyDocumentsCalls.download
      : propertyDocumentsCalls.integratedDownload;
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    type: row.type as TDocumentType,
    services: (row.services ?? []) as TServiceCode[],
    otherServiceName: row.otherServiceName,
    createdAt: new Date(row.createdAt).toISOString(),
    uploadedBy: row.uploadedBy,
    downloadUrl: callUrl(call, { params: { id: propertyId, docId: row.id } }),
  };
}

const live = (agencyId: number, owner: DocumentOwner, id: number): SQL =>
  and(eq(documents.agencyId, agencyId), eq(OWNER[owner].column, id), isNull(documents.deletedAt))!;

/** GET .../documents: the newest first, a page at a time, with the facets of all of them. */
export function listDocuments(
  database: Database,
  agencyId: number,
  owner: DocumentOwner,
  propertyId: number,
  query: TDocumentsQuery,
): Promise<TPropertyDocuments> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(OWNER[owner].missing));
  return database.withAgency(agencyId, async (tx) => {
    await assertOwner(tx, agencyId, owner, propertyId);
    const mine = live(agencyId, owner, propertyId);
    const type = query.type ?? (query.filter ? FILTER_TYPES[query.filter] : undefined);
    const service = query.service ? serviceByCode(query.service)?.code : undefined;
    const where = and(
      mine,
      type ? eq(documents.typeCode, type) : undefined,
      service ? sql`${service} = any(${documents.services})` : undefined,
    );
    const pageSize = query['page-size'];
    const [rows, [totals], typeFacets, serviceFacets] = await Promise.all([
      tx
        .select(documentColumns)
        .from(documents)
        .leftJoin(users, eq(users.id, documents.uploadedBy))
        .where(where)
        .orderBy(desc(documents.createdAt), desc(documents.id))
        .limit(pageSize)
        .offset((query.page - 1) * pageSize),
      tx
        .select({
          total: sql<number>`count(*) filter (where ${where})::int`,
          unfiltered: sql<number>`count(*)::int`,
        })
        .from(documents)
        .where(mine),
      tx
        .select({ code: documents.typeCode, count: count() })
        .from(documents)
        .where(mine)
        .groupBy(documents.typeCode),
      tx.execute<{ code: string; count: number }>(sql`
        select s.code, count(*)::int as count
        from ${documents}, unnest(${documents.services}) as s(code)
        where ${mine} group by s.code`),
    ]);
    const byType = new Map(typeFacets.map((each) => [each.code, each.count]));
    const byService = new Map(serviceFacets.rows.map((each) => [each.code, each.count]));
    return {
      items: rows.map((row) => toDocument(owner, propertyId, row)),
      total: totals?.total ?? 0,
      unfilteredTotal: totals?.unfiltered ?? 0,
      facets: {
        types: DOCUMENT_TYPE_CODES.filter((code) => byType.has(code)).map((code) => ({
          code,
          count: byType.get(code)!,
        })),
        services: SERVICE_CODES.filter((code) => byService.has(code)).map((code) => ({
          code,
          count: byService.get(code)!,
        })),
      },
    };
  });
}

async function readDocument(
  tx: AgencyTx,
  agencyId: number,
  owner: DocumentOwner,
  propertyId: number,
  docId: number,
  forUpdate = false,
) {
  const query = tx
    .select({ ...documentColumns, storageKey: documents.storageKey, mimeType: documents.mimeType })
    .from(documents)
    .leftJoin(users, eq(users.id, documents.uploadedBy))
    .where(and(live(agencyId, owner, propertyId), eq(documents.id, docId)));
  const [row] = forUpdate ? await query.for('update', { of: documents }) : await query;
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  return row;
}

const validIds = (propertyId: number, docId: number) => isStoredId(propertyId) && isStoredId(docId);

/** PATCH .../documents/{docId}. */
export function updateDocument(
  database: Database,
  scope: AgencyScope,
  owner: DocumentOwner,
  propertyId: number,
  docId: number,
  body: TDocumentAttributes,
): Promise<TPropertyDocument> {
  if (!validIds(propertyId, docId)) return Promise.reject(notFound(DOCUMENT_MESSAGES.notFound));
  return database.withAgency(scope.agencyId, async (tx) => {
    const before = await readDocument(tx, scope.agencyId, owner, propertyId, docId, true);
    await tx
      .update(documents)
      .set({
        typeCode: body.documentType,
        services: body.services,
        otherServiceName: body.otherServiceName,
        updatedAt: sql`now()`,
      })
      .where(eq(documents.id, docId));
    await recordScopedAudit(tx, scope, {
      action: 'property.document-update',
      target: owner === 'managed' ? String(propertyId) : `non-managed-property:${propertyId}`,
      detail: {
        documentId: docId,
        name: before.name,
        from: {
          type: before.type,
          services: before.services ?? [],
          otherServiceName: before.otherServiceName,
        },
        to: {
          type: body.documentType,
          services: body.services,
          otherServiceName: body.otherServiceName,
        },
      },
    });
    const after = await readDocument(tx, scope.agencyId, owner, propertyId, docId);
    return toDocument(owner, propertyId, after);
  });
}

/** DELETE .../documents/{docId}: the row is kept as deleted, the file removed once committed. */
export async function deleteDocument(
  database: Database,
  store: FileStore,
  scope: AgencyScope,
  owner: DocumentOwner,
  propertyId: number,
  docId: number,
): Promise<null> {
  if (!validIds(propertyId, docId)) throw notFound(DOCUMENT_MESSAGES.notFound);
  const key = await database.withAgency(scope.agencyId, async (tx) => {
    const row = await readDocument(tx, scope.agencyId, owner, propertyId, docId, true);
    await tx
      .update(documents)
      .set({ deletedAt: sql`now()` })
      .where(eq(documents.id, docId));
    await recordScopedAudit(tx, scope, {
      action: 'property.document-delete',
      target: owner === 'managed' ? String(propertyId) : `non-managed-property:${propertyId}`,
      detail: { documentId: docId, name: row.name, type: row.type },
    });
    return row.storageKey;
  });
  // Failing here (or a crash) leaves a file no live row names: the next start's sweep removes it.
  if (!DEMO_KEY.test(key)) await store.remove(key).catch(() => undefined);
  return null;
}

async function demoDocument(name: string): Promise<Buffer> {
  const pdf = await PdfWriter.create({
    title: name,
    subject: 'Demo document',
    author: 'Compliance portal',
    createdAt: new Date(0),
  });
  pdf.heading(name).text('A document of the demonstration data: no file was uploaded for it.');
  return pdf.toBuffer();
}

/** GET .../documents/{docId}/file: what to send. */
export async function documentFile(
  database: Database,
  store: FileStore,
  agencyId: number,
  owner: DocumentOwner,
  propertyId: number,
  docId: number,
): Promise<{ name: string; mimeType: string; body: Readable | Buffer }> {
  if (!validIds(propertyId, docId)) throw notFound(DOCUMENT_MESSAGES.notFound);
  const row = await database.withAgency(agencyId, (tx) =>
    readDocument(tx, agencyId, owner, propertyId, docId),
  );
  if (DEMO_KEY.test(row.storageKey)) {
    return { name: row.name, mimeType: 'application/pdf', body: await demoDocument(row.name) };
  }
  const body = await openStored(store.read(row.storageKey));
  if (!body) throw notFound(DOCUMENT_MESSAGES.fileMissing);
  return { name: row.name, mimeType: row.mimeType, body };
}

/** Throws the owner's 404 unless the property is the agency's: before a byte is stored. */
export function assertDocumentOwner(
  database: Database,
  agencyId: number,
  owner: DocumentOwner,
  propertyId: number,
): Promise<void> {
  if (!isStoredId(propertyId)) return Promise.reject(notFound(OWNER[owner].missing));
  return database.withAgency(agencyId, (tx) => assertOwner(tx, agencyId, owner, propertyId));
}

/**
 * POST .../documents, once the file is staged: checked by content, then recorded. The staged
 * file is renamed to its key inside the transaction, before the commit: the row never names a
 * file that is not whole. Refused or failed, the staged (or renamed) file is removed.
 */
export async function recordUpload(
  database: Database,
  store: FileStore,
  scope: AgencyScope,
  limits: { agencyStorageBytes: number },
  owner: DocumentOwner,
  propertyId: number,
  upload: { fileName: string; staged: StagedFile; size: number; head: Buffer },
): Promise<TPropertyDocument> {
  const key = newFileKey(scope.agencyId);
  let renamed = false;
  try {
    if (!isStoredId(propertyId)) throw notFound(OWNER[owner].missing);
    const name = documentName(upload.fileName);
    const checked = await checkDocumentContent(name, upload.size, upload.head);
    if ('refusal' in checked) throw badRequest(checked.refusal);
    return await database.withAgency(scope.agencyId, async (tx) => {
      await assertOwner(tx, scope.agencyId, owner, propertyId);
      await assertStorageFor(tx, scope.agencyId, upload.size, limits.agencyStorageBytes);
      const [row] = await tx
        .insert(documents)
        .values({
          agencyId: scope.agencyId,
          ...(owner === 'managed' ? { propertyId } : { nonManagedPropertyId: propertyId }),
          name,
          sizeBytes: upload.size,
          mimeType: checked.mimeType,
          storageKey: key,
          typeCode: 'OTHER_DOCUMENT',
          services: [],
          uploadedBy: scope.userId,
        })
        .returning({ id: documents.id });
      await recordScopedAudit(tx, scope, {
        action: 'property.document-upload',
        target: owner === 'managed' ? String(propertyId) : `non-managed-property:${propertyId}`,
        detail: { documentId: row!.id, name, size: upload.size, mimeType: checked.mimeType },
      });
      await store.commit(upload.staged, key);
      renamed = true;
      const created = await readDocument(tx, scope.agencyId, owner, propertyId, row!.id);
      return toDocument(owner, propertyId, created);
    });
  } catch (error) {
    if (renamed) await store.remove(key);
    else await upload.staged.abort();
    throw error;
  }
}

/** GET /v1/meta/property-document-types. */
export const documentTypeOptions = (): TDocumentTypeOption[] =>
  DOCUMENT_TYPE_CODES.map((code) => ({ code, name: documentTypeLabels[code] }));

/** GET /v1/meta/property-document-services: the six, in display order. */
export const documentServiceOptions = (): TDocumentServiceOption[] =>
  SERVICES_IN_DISPLAY_ORDER.map((service) => ({
    code: service.code,
    name: service.label,
    icon: service.code,
  }));

/**
 * The keys of an agency's live documents and of its uploads kept for a resolution: what the
 * store's sweep keeps.
 */
export function liveDocumentKeys(database: Database, agencyId: number): Promise<Set<string>> {
  return database.withAgency(agencyId, async (tx) => {
    const rows = await tx
      .select({ key: documents.storageKey })
      .from(documents)
      .where(and(eq(documents.agencyId, agencyId), isNull(documents.deletedAt)))
      .union(
        tx
          .select({ key: temporaryDocuments.storageKey })
          .from(temporaryDocuments)
          .where(liveTemporary(agencyId)),
      );
    return new Set(rows.map((row) => row.key));
  });
}
