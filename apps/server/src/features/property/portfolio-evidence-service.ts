import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  defaultEvidenceFrom,
  evidencePeriodProblem,
  PORTFOLIO_EVIDENCE_KEPT_DAYS,
  PORTFOLIO_EVIDENCE_MAX_PROPERTIES,
  PORTFOLIO_EVIDENCE_MESSAGES,
  PORTFOLIO_EVIDENCE_PACKS_PER_DAY,
  PORTFOLIO_EVIDENCE_RECENT,
  portfolioEvidenceCountProblem,
  portfolioEvidenceFileName,
  quotaExceededMessage,
  type TPortfolioEvidencePack,
  type TPortfolioEvidenceQuery,
  type TPortfolioEvidenceStatus,
} from '@portal/contracts';
import { and, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import yazl from 'yazl';
import type { AgencyTx, Database } from '../../db/client';
import { compileSelect, runCompiled } from '../../db/compiled-query';
import { portfolioEvidencePacks as packs, properties } from '../../db/schema/index';
import { agencyToday } from '../../domain/agency-clock';
import { checkedFacets } from '../../domain/property-facets';
import { PROPERTY_ORDER } from '../../domain/property-list';
import { listConditions, listRequest } from '../../domain/property-list-shape';
import type { FileStore } from '../../files/document-store';
import { newFileKey } from '../../files/document-store';
import { PdfWriter } from '../../files/pdf';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { isStoredId } from '../../lib/ids';
import { recordScopedAudit } from '../../plugins/audit';
import type { Job } from '../../plugins/jobs';
import type { AgencyScope } from '../../plugins/signed-in';
import { propertyEvidence, type EvidenceDeps } from './evidence-entries';
import { packMeta, periodLine } from './evidence-pdfs';
import {
  addPackEntry,
  entryName,
  uniqueNames,
  zipOutput,
  type EvidencePeriod,
} from './evidence-zip';

/** The background job that builds a portfolio pack. */
export const PORTFOLIO_EVIDENCE_QUEUE = 'portfolio.evidence-pack';

export interface PortfolioEvidenceJob extends Record<string, unknown> {
  packId: number;
}

const M = PORTFOLIO_EVIDENCE_MESSAGES;
const DAY_MS = 24 * 60 * 60 * 1000;

type PackRow = typeof packs.$inferSelect;

const toPack = (row: PackRow): TPortfolioEvidencePack => ({
  id: row.id,
  status: row.status as TPortfolioEvidenceStatus,
  from: row.fromDay,
  to: row.toDay,
  done: row.done,
  total: row.propertyIds.length,
  fileName: portfolioEvidenceFileName(row.fromDay, row.toDay),
  sizeBytes: row.status === 'ready' ? row.sizeBytes : null,
  expiresAt: row.status === 'ready' && row.expiresAt ? row.expiresAt.toISOString() : null,
  message: row.status === 'failed' ? (row.message ?? M.gaveUp) : null,
  createdAt: row.createdAt.toISOString(),
});

/** The user's packs that are still kept: not expired. */
const mine = (scope: Pick<AgencyScope, 'agencyId' | 'userId'>) =>
  and(
    eq(packs.agencyId, scope.agencyId),
    eq(packs.userId, scope.userId),
    sql`(${packs.expiresAt} is null or ${packs.expiresAt} > now())`,
  );

/** The 429 of a user past the day's packs: the seconds until the oldest leaves the 24 hours. */
export class PacksPerDayExceeded extends AppError {
  readonly retryAfter: number;

  constructor(seconds: number) {
    const retryAfter = Math.max(1, Math.ceil(seconds));
    super('RATE_LIMITED', quotaExceededMessage(retryAfter / 60));
    this.retryAfter = retryAfter;
  }
}

/**
 * The agency's properties the portfolio's filters match, in address order, at most one more than
 * a pack holds; with the count of them all.
 */
async function matchingProperties(
  tx: AgencyTx,
  scope: AgencyScope,
  filters: Omit<TPortfolioEvidenceQuery, 'from' | 'to'>,
): Promise<{ ids: number[]; total: number }> {
  const { shape, values } = listRequest(
    scope,
    {
      ...filters,
      facet: checkedFacets(filters.facet, scope.agencyState),
      sort: undefined,
      page: 1,
      'page-size': PORTFOLIO_EVIDENCE_MAX_PROPERTIES + 1,
    },
    {
      newAccessIssues: filters['new-access-issues'],
      newProblemRegister: filters['new-problem-register'],
    },
  );
  const { base, filtered } = listConditions(tx, shape);
  const select = tx
    .select({ id: properties.id, total: sql<number>`(count(*) over ())::int` })
    .from(properties)
    .where(and(base, filtered))
    .orderBy(...PROPERTY_ORDER)
    .limit(sql.placeholder('limit'));
  const rows = await runCompiled(tx, compileSelect(select), values);
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}

/**
 * Starts the evidence pack of the portfolio's filtered properties: checks the period (as the
 * property's pack does), the user's packs of the last 24 hours and the number of properties, then
 * records the pack with its properties fixed, queues its job in the same transaction and records
 * the start in the audit log.
 */
export async function startPortfolioPack(
  database: Database,
  scope: AgencyScope,
  { from, to: last, ...filters }: TPortfolioEvidenceQuery,
  enqueue: (tx: AgencyTx, job: PortfolioEvidenceJob) => Promise<string>,
): Promise<TPortfolioEvidencePack> {
  const to = last ?? agencyToday(scope.now, scope.agencyState);
  const period = { from: from ?? defaultEvidenceFrom(to), to };
  const problem = evidencePeriodProblem(period.from, period.to);
  if (problem) throw badRequest(problem);

  return database.withAgency(scope.agencyId, async (tx) => {
    // One start at a time per user, so two cannot both take the last pack of the day.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('portfolio_evidence_packs'), ${scope.userId})`,
    );
    const recent = await tx
      .select({ at: packs.createdAt })
      .from(packs)
      .where(
        and(
          eq(packs.agencyId, scope.agencyId),
          eq(packs.userId, scope.userId),
          gt(packs.createdAt, sql`now() - interval '1 day'`),
        ),
      )
      .orderBy(desc(packs.createdAt))
      .limit(PORTFOLIO_EVIDENCE_PACKS_PER_DAY);
    if (recent.length >= PORTFOLIO_EVIDENCE_PACKS_PER_DAY) {
      // The oldest of the day's packs leaves the 24 hours first.
      const oldest = recent[recent.length - 1]!.at.getTime();
      const [{ now } = { now: new Date() }] = await tx
        .execute<{ now: Date }>(sql`select now() as now`)
        .then((result) => result.rows);
      throw new PacksPerDayExceeded((oldest + DAY_MS - new Date(now).getTime()) / 1000);
    }

    const { ids, total } = await matchingProperties(tx, scope, filters);
    const tooMany = portfolioEvidenceCountProblem(total);
    if (tooMany) throw badRequest(tooMany);

    const [row] = await tx
      .insert(packs)
      .values({
        agencyId: scope.agencyId,
        userId: scope.userId,
        fromDay: period.from,
        toDay: period.to,
        propertyIds: ids,
        // Whatever becomes of it, it is removed after the days a pack is kept.
        expiresAt: sql`now() + make_interval(days => ${PORTFOLIO_EVIDENCE_KEPT_DAYS})`,
      })
      .returning();
    await enqueue(tx, { packId: row!.id });
    await recordScopedAudit(tx, scope, {
      action: 'portfolio.evidence-pack',
      target: `evidence-pack:${row!.id}`,
      detail: {
        from: period.from,
        to: period.to,
        properties: ids.length,
        filters: { ...filters },
      },
    });
    return toPack(row!);
  });
}

/** The user's pack, or 404 alike for missing, expired, another user's and another agency's. */
async function ownPack(tx: AgencyTx, scope: AgencyScope, id: number): Promise<PackRow> {
  const [row] = isStoredId(id)
    ? await tx
        .select()
        .from(packs)
        .where(and(mine(scope), eq(packs.id, id)))
    : [];
  if (!row) throw notFound(M.notFound);
  return row;
}

export const portfolioPackState = (database: Database, scope: AgencyScope, id: number) =>
  database.withAgency(scope.agencyId, async (tx) => toPack(await ownPack(tx, scope, id)));

/** The user's most recent packs still kept, newest first. */
export const recentPortfolioPacks = (database: Database, scope: AgencyScope) =>
  database.withAgency(scope.agencyId, async (tx) =>
    (
      await tx
        .select()
        .from(packs)
        .where(mine(scope))
        .orderBy(desc(packs.createdAt), desc(packs.id))
        .limit(PORTFOLIO_EVIDENCE_RECENT)
    ).map(toPack),
  );

/** A ready pack's zip from the pack store, the download recorded in the audit log. */
export async function openPortfolioPack(
  database: Database,
  store: FileStore,
  scope: AgencyScope,
  id: number,
): Promise<{ fileName: string; stream: Readable; sizeBytes: number }> {
  const row = await database.withAgency(scope.agencyId, async (tx) => {
    const found = await ownPack(tx, scope, id);
    if (found.status !== 'ready' || !found.storageKey) throw conflict(M.notReady);
    await recordScopedAudit(tx, scope, {
      action: 'portfolio.evidence-pack-download',
      target: `evidence-pack:${found.id}`,
      detail: { sizeBytes: found.sizeBytes },
    });
    return found;
  });
  return {
    fileName: portfolioEvidenceFileName(row.fromDay, row.toDay),
    stream: store.read(row.storageKey!),
    sizeBytes: row.sizeBytes ?? 0,
  };
}

/** What the job needs: the property pack's dependencies and the store the zips go to. */
export interface PortfolioEvidenceDeps extends EvidenceDeps {
  packs: FileStore;
}

/** One line of the portfolio's index.pdf: a property and where its pack is. */
interface PackedProperty {
  address: string;
  folder: string;
  files: number;
}

/**
 * Builds a queued pack (the job's run): each property's pack into a folder of one zip written to
 * a staged file of the pack store, one property at a time (the next one's entries are listed only
 * when the zip has written the last of the previous one's), the progress recorded after each;
 * then index.pdf listing the folders, and the file committed and the pack made ready. A failure
 * removes the staged file and throws, so the job runs again from the start.
 */
export async function buildPortfolioPack(deps: PortfolioEvidenceDeps, job: Job): Promise<void> {
  const agencyId = job.agencyId!;
  const { packId } = job.payload as PortfolioEvidenceJob;
  const { database } = deps;
  const [pack] = await database.withAgency(agencyId, (tx) =>
    tx
      .update(packs)
      .set({ status: 'building', done: 0 })
      .where(
        and(
          eq(packs.agencyId, agencyId),
          eq(packs.id, packId),
          inArray(packs.status, ['queued', 'building']),
        ),
      )
      .returning(),
  );
  // Gone, or already settled by an earlier run: nothing to do.
  if (!pack) return;
  const period: EvidencePeriod = { from: pack.fromDay, to: pack.toDay };

  const staged = await deps.packs.stage();
  try {
    const zip = new yazl.ZipFile();
    const output = zip.outputStream as Readable;
    zip.on('error', (error: Error) => output.destroy(error));
    const written = pipeline(output, staged.stream);
    // A failure while waiting for an entry must not be left unheard.
    written.catch(() => undefined);
    const folders = uniqueNames();
    const packed: PackedProperty[] = [];

    for (const [done, propertyId] of pack.propertyIds.entries()) {
      const evidence = await propertyEvidence(deps, agencyId, propertyId, period);
      if (evidence) {
        const folder = folders(entryName(evidence.address).slice(0, 80));
        let last: Promise<void> = Promise.resolve();
        evidence.files.forEach((file, i) => {
          const isLast = i === evidence.files.length - 1;
          let heard: (body: Readable) => void = () => undefined;
          if (isLast) {
            last = new Promise((resolve, reject) => {
              heard = (body) => {
                body.once('end', resolve);
                body.once('error', reject);
              };
            });
          }
          addPackEntry(zip, file, `${folder}/${file.path}`, heard);
        });
        packed.push({ address: evidence.address, folder, files: evidence.files.length - 1 });
        // Bounded memory: the next property waits until this one is in the file.
        await Promise.race([last, written]);
      }
      await database.withAgency(agencyId, (tx) =>
        tx
          .update(packs)
          .set({ done: done + 1 })
          .where(and(eq(packs.agencyId, agencyId), eq(packs.id, packId))),
      );
    }

    addPackEntry(zip, {
      path: 'index.pdf',
      day: period.to,
      kind: 'Index',
      compress: true,
      open: () => portfolioIndexPdf(period, pack.propertyIds.length, packed),
    });
    zipOutput(zip);
    await written;
    await staged.finish();
    const { size } = await fsp.stat(staged.path);
    const key = newFileKey(agencyId);
    await deps.packs.commit(staged, key);
    await database.withAgency(agencyId, (tx) =>
      tx
        .update(packs)
        .set({
          status: 'ready',
          storageKey: key,
          sizeBytes: size,
          finishedAt: sql`now()`,
          expiresAt: sql`now() + make_interval(days => ${PORTFOLIO_EVIDENCE_KEPT_DAYS})`,
        })
        .where(and(eq(packs.agencyId, agencyId), eq(packs.id, packId))),
    );
  } catch (error) {
    await staged.abort();
    throw error;
  }
}

/** After the last attempt: the pack is failed, with words the user can act on. */
export async function giveUpPortfolioPack(database: Database, job: Job): Promise<void> {
  const agencyId = job.agencyId!;
  const { packId } = job.payload as PortfolioEvidenceJob;
  await database.withAgency(agencyId, (tx) =>
    tx
      .update(packs)
      .set({ status: 'failed', message: M.gaveUp, finishedAt: sql`now()` })
      .where(
        and(
          eq(packs.agencyId, agencyId),
          eq(packs.id, packId),
          inArray(packs.status, ['queued', 'building']),
        ),
      ),
  );
}

/**
 * Removes the agency's expired packs and their files, and answers the keys of those still kept
 * (the pack store's sweep removes every other file).
 */
export async function keptPackKeys(
  database: Database,
  store: FileStore,
  agencyId: number,
): Promise<ReadonlySet<string>> {
  return database.withAgency(agencyId, async (tx) => {
    const expired = await tx
      .delete(packs)
      .where(and(eq(packs.agencyId, agencyId), lte(packs.expiresAt, sql`now()`)))
      .returning({ key: packs.storageKey });
    for (const { key } of expired) if (key) await store.remove(key);
    const kept = await tx
      .select({ key: packs.storageKey })
      .from(packs)
      .where(and(eq(packs.agencyId, agencyId), isNotNull(packs.storageKey)));
    return new Set(kept.map(({ key }) => key!));
  });
}

/** index.pdf of the portfolio pack: each property's folder and its number of files. */
async function portfolioIndexPdf(
  period: EvidencePeriod,
  asked: number,
  packed: PackedProperty[],
): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(packMeta('Evidence pack', 'the portfolio'));
  pdf
    .heading('Evidence pack of the portfolio', 22)
    .pairs([
      ['Period', periodLine(period)],
      ['Properties', String(packed.length)],
      ...(packed.length < asked
        ? ([['No longer in the portfolio', String(asked - packed.length)]] as [string, string][])
        : []),
    ])
    .space(12)
    .table(
      [
        { header: 'Property', width: 0.5 },
        { header: 'Folder', width: 0.38 },
        { header: 'Files', width: 0.12 },
      ],
      packed.map((each) => [each.address, `${each.folder}/`, String(each.files)]),
    );
  return pdf.toBuffer();
}
