import pg from 'pg';

/**
 * Distinct statements a process prepares at most. The query builder writes a statement's text
 * from the filters in use, so the texts are many but bounded in practice; past this many, new
 * texts run unprepared, which keeps each connection's (and each database backend's) cache
 * bounded.
 */
const MAX_PREPARED_STATEMENTS = 1_000;

/** How long a pooled connection lives (and its prepared statements with it). */
export const CONNECTION_LIFETIME_SECONDS = 15 * 60;

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  submit?: unknown;
}

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** Statement names by text, shared by the connections of one pool. */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly max = MAX_PREPARED_STATEMENTS) {}

  /**
   * The name `text` is prepared under, or undefined when it is not to be prepared: not a single
   * select or write (a transaction command, several statements in one text), or past the bound.
   */
  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined) return known;
    if (this.names.size >= this.max || !PREPARABLE.test(text) || hasSecondStatement(text)) {
      return undefined;
    }
    const name = `s${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }

  /** `config` with the name its text is prepared under, when it is to be prepared. */
  withName<T>(config: T): T {
    if (config === null || typeof config !== 'object') return config;
    const query = config as QueryConfigLike;
    // A cursor or stream (has its own submit) and an explicitly named statement stay as they are.
    if (typeof query.text !== 'string' || query.name || query.submit) return config;
    const name = this.nameOf(query.text);
    return name === undefined ? config : { ...config, name };
  }
}

/** A `;` outside quotes with text after it: more than one statement. */
function hasSecondStatement(text: string): boolean {
  const end = text.trimEnd().replace(/;$/, '');
  if (!end.includes(';')) return false;
  let quote: string | undefined;
  for (const char of end) {
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === ';') {
      return true;
    }
  }
  return false;
}

/**
 * A node-postgres client class whose statements are prepared once per connection: PostgreSQL
 * parses and plans a statement on its first runs and then reuses that work (and, where its
 * planner finds it no worse, one generic plan). Parsing and planning were about a third of the
 * database's time for a typical list request.
 */
export function preparingClient(names: StatementNames): typeof pg.Client {
  class PreparingClient extends pg.Client {}
  // node-postgres's query, looked up at each call (so whatever wraps it still sees every query),
  // with the statement's name added.
  PreparingClient.prototype.query = function (
    this: pg.Client,
    config: unknown,
    ...rest: unknown[]
  ) {
    const client = pg.Client.prototype as unknown as Record<
      'query',
      (...args: unknown[]) => unknown
    >;
    return client.query.call(this, names.withName(config), ...rest);
  } as pg.Client['query'];
  return PreparingClient;
}
