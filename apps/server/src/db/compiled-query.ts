import { Column, is, SQL, type Query } from 'drizzle-orm';
import type { SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import { agencySession, type AgencyTx } from './client';

// Building a drizzle select and rendering its SQL costs about 0.3 ms of CPU for a list page with
// a facet and a search: as much as reading the page from an index. A list whose text depends
// only on which filters are present (its shape) is built once per shape, with placeholders
// (sql.placeholder) for the values, and each request only fills them in.

/** A select that can be compiled: drizzle's select builder with a flat selection. */
export interface CompilableSelect<TRow> {
  readonly _: { readonly selectedFields: Record<string, unknown> };
  toSQL(): Query;
  execute(): Promise<TRow[]>;
}

/** A select's SQL text, its parameters (placeholders among them) and its columns. */
export interface CompiledSelect<TRow> {
  readonly query: Query;
  readonly fields: SelectedFieldsOrdered;
  /** Only here for the row type. */
  readonly row?: TRow;
}

/** Renders `select` once; its selection must be flat (columns and expressions, no nesting). */
export function compileSelect<TRow>(select: CompilableSelect<TRow>): CompiledSelect<TRow> {
  const fields = Object.entries(select._.selectedFields).map(([key, field]) => {
    if (!is(field, Column) && !is(field, SQL) && !is(field, SQL.Aliased)) {
      throw new TypeError(`A compiled select takes columns and expressions only, not ${key}`);
    }
    return { path: [key], field };
  });
  return { query: select.toSQL(), fields: fields as SelectedFieldsOrdered };
}

/**
 * Runs a compiled select in an agency's transaction. `values` fills its placeholders (a missing
 * one is an error); rows are decoded by the columns as drizzle's own select would decode them.
 */
export function runCompiled<TRow>(
  tx: AgencyTx,
  compiled: CompiledSelect<TRow>,
  values: Record<string, unknown>,
): Promise<TRow[]> {
  return agencySession(tx)
    .prepareQuery<{ execute: TRow[]; all: unknown; values: unknown }>(
      compiled.query,
      compiled.fields,
      undefined,
      true,
    )
    .execute(values);
}

/** How many shapes a list keeps compiled (each one SQL text, so one prepared statement). */
const MAX_COMPILED_SHAPES = 200;

/** Compiled selects by shape, the least recently used going beyond `maxShapes`. */
export class CompiledShapes<TRow> {
  private readonly byShape = new Map<string, CompiledSelect<TRow>>();

  constructor(private readonly maxShapes = MAX_COMPILED_SHAPES) {}

  get size(): number {
    return this.byShape.size;
  }

  /** The compiled select of `shape` (any JSON value), compiled by `build` the first time. */
  get(shape: unknown, build: () => CompilableSelect<TRow>): CompiledSelect<TRow> {
    const key = JSON.stringify(shape);
    const found = this.byShape.get(key);
    if (found) {
      // Re-inserting marks it the most recently used.
      this.byShape.delete(key);
      this.byShape.set(key, found);
      return found;
    }
    const compiled = compileSelect(build());
    this.byShape.set(key, compiled);
    if (this.byShape.size > this.maxShapes) {
      this.byShape.delete(this.byShape.keys().next().value!);
    }
    return compiled;
  }
}
