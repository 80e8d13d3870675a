/**
 * Real-name verification (/realname, §7 /v1/info/get-certification and /v1/info/certification; issue 17 slice B1).
 * A buyer's verified real name is the real_name_records row with status 1 (已认证); bank cards and withdrawals
 * (slice B2) read it through verifiedRealName.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { realNameRecords } from '../db/schema';

export type VerifiedRealName = { realName: string; realIdNumber: string; recordId: number };

/** The buyer's verified (status 1) real name and full ID number, or null when the buyer is not verified. */
export async function verifiedRealName(db: DbOrTx, buyerId: number): Promise<VerifiedRealName | null> {
  const [row] = await db
    .select({ recordId: realNameRecords.id, realName: realNameRecords.realName, realIdNumber: realNameRecords.realIdNumber })
    .from(realNameRecords)
    .where(and(eq(realNameRecords.buyerId, buyerId), eq(realNameRecords.status, 1)))
    .orderBy(desc(realNameRecords.id))
    .limit(1);
  return row ?? null;
}
