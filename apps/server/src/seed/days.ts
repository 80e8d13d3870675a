/**
 * A day's arrivals: the generated lots of one auction date (catalog.ts generateCatalog), inserted when the date has none
 * yet. The daily stock feed of a demo (index.ts ensureDailyLots) and the past days the demo's orders bought on
 * (orders.ts) both come from here, so a past day's lots are the ones the feed would have brought that day.
 */
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { generateCatalog } from './catalog';

export async function insertChunked<T extends Record<string, unknown>>(run: (rows: T[]) => Promise<unknown>, rows: T[], size = 500) {
  for (let i = 0; i < rows.length; i += size) await run(rows.slice(i, i + size));
}

/** Inserts the lots of `date` (YYYY-MM-DD) unless it has some; answers how many were inserted. `lots` as in generateCatalog. */
export async function insertDayLots(db: DbOrTx, date: string, opts: { lots?: number } = {}): Promise<number> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(t.stockLots).where(eq(t.stockLots.auctionDate, date));
  if (n > 0) return 0;
  const { lots } = generateCatalog(date, { lots: opts.lots });
  await insertChunked((rows) => db.insert(t.stockLots).values(rows), lots);
  return lots.length;
}
