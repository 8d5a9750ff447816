import { sql, type SQL } from 'drizzle-orm';
import { quoteItems, quotes } from '../db/schema/index';

/** An aggregate of the items of the quote of the surrounding query (on `quotes`, unaliased). */
const ofItems = (aggregate: SQL) =>
  sql<string | null>`(select ${aggregate} from ${quoteItems}
    where ${quoteItems.agencyId} = ${quotes.agencyId} and ${quoteItems.quoteId} = ${quotes.id})`;

/**
 * A quote's estimate, read from its own items so that it cannot disagree with them: 'From' the
 * lowest price among the items, up to all of them; null for a quote without items.
 */
export const quoteEstimateColumns = {
  estimatedMin: ofItems(sql`min(${quoteItems.amount})`),
  estimatedMax: ofItems(sql`sum(${quoteItems.amount})`),
};
