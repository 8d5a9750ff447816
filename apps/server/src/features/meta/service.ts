import type { TStateCode } from '@portal/contracts';
import type { Db } from '../../db/client';
import { recordAudit } from '../../plugins/audit';

export interface PageNotFoundEvent {
  /** The path without its query string or fragment (they may carry tokens). */
  path: string;
  hadQuery: boolean;
  userId: number | null;
  agencyId: number | null;
  agencyState: TStateCode | null;
  impersonatorUserId: number | null;
}

/** What the 404 page reported, reduced to what is safe to log. */
export function pageNotFoundEvent(
  rawPath: string,
  session: {
    userId: number;
    agencyId: number;
    agencyState: TStateCode | null;
    impersonatorUserId: number | null;
  } | null,
): PageNotFoundEvent {
  const cut = rawPath.search(/[?#]/);
  return {
    path: cut === -1 ? rawPath : rawPath.slice(0, cut),
    hadQuery: cut !== -1,
    userId: session?.userId ?? null,
    agencyId: session?.agencyId ?? null,
    agencyState: session?.agencyState ?? null,
    impersonatorUserId: session?.impersonatorUserId ?? null,
  };
}

/** Signed-in reports go to the audit log too; signed-out ones are only logged (anyone can send them). */
export async function recordPageNotFound(
  db: Db,
  event: PageNotFoundEvent,
  requestId: string,
): Promise<void> {
  if (event.userId === null || event.agencyId === null) return;
  await recordAudit(db, {
    agencyId: event.agencyId,
    actorUserId: event.userId,
    impersonatorUserId: event.impersonatorUserId,
    action: 'page_not_found',
    target: event.path,
    detail: { path: event.path, agencyState: event.agencyState, requestId },
  });
}
