// What the route catalogue says of each route, and the helpers its area files write it with.

/** Where an id travels in a request, and which rows it names. */
export interface IdSlot {
  in: 'path' | 'query' | 'body';
  /** The path parameter or query field; for a body, a label of the field. */
  name: string;
  /** The table of the rows the id names, and its column (default id). */
  table: string;
  column?: string;
  /** The table whose id sequence hands out this id (default `table`), for a deleted id. */
  sequenceOf?: string;
  /** Foreign rows are picked among those where this holds, so the call would act on them. */
  where?: string;
}

/** A table a route may change; `columns` narrows what is compared (default the whole row). */
export type Written = string | { table: string; columns: string };

export type Viewer = 'manager' | 'master';

export interface CatalogueEntry {
  /** The ids the route takes; empty: it takes none (then `noIds` says why that is safe). */
  ids: IdSlot[];
  noIds?: string;
  /** The rest of a valid request around the id under test. */
  query?: Record<string, string>;
  /** Path parameters that are not ids (':emailType'), filled with these values. */
  pathParams?: Record<string, string>;
  body?: (id: number) => unknown;
  /** Instead of `body`: a multipart/form-data body of this one file (field 'file'). */
  upload?: { filename: string; data: string };
  /** Tables a refused call must leave exactly as they were. */
  writes?: Written[];
  /** Who the matrix calls it as (default both), and why when not both. */
  as?: { viewers: Viewer[]; reason: string };
  /**
   * Whether the JSON answer is swept for ids of other agencies (default: every GET). False
   * only with a reason: the answer legitimately names rows beyond the session agency.
   */
  sweep?: { skip: string };
  /** A body that names recipients of a message the call only renders, never sends: why. */
  sendsNothing?: string;
}

export const managerQuery = (name: string): IdSlot => ({
  in: 'query',
  name,
  table: 'property_managers',
});
export const pathId = (table: string, extra: Partial<IdSlot> = {}): IdSlot => ({
  in: 'path',
  name: 'id',
  table,
  ...extra,
});
export const byManager = (name = 'propertyManagerId'): CatalogueEntry => ({
  ids: [managerQuery(name)],
});
export const noIds = (why: string, extra: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  ids: [],
  noIds: why,
  ...extra,
});

export const SESSION_AGENCY = "the session's own agency, user or configuration";
