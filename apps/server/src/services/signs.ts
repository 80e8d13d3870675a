/**
 * The 调配签名 desk (管理员): issue an operator sign for a named operator with an expiry and the editDifferAmount
 * permission, list the signs, revoke one (it answers 401 at its next use). Each change is audited in its transaction.
 * A sign is shown once, when issued: only its hash is stored.
 */
import type { IssuedSign, OperatorSignRow } from '@huashi/api';
import { SIGN_MESSAGES } from '@huashi/domain';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { operatorSigns } from '../db/schema';
import { BusinessError, badRequest } from '../http/envelope';
import { issueOperatorSign, signState, type OperatorSign } from '../operators/sign';
import { recordAudit } from './audit';

const LIST_LIMIT = 200;

function signRow(row: OperatorSign, now: Date): OperatorSignRow {
  return {
    id: row.id,
    label: row.label,
    editDifferAmount: row.editDifferAmount,
    state: signState(row, now),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The newest signs first (the last 200). */
export async function listSigns(ctx: AppContext): Promise<OperatorSignRow[]> {
  const rows = await ctx.db.select().from(operatorSigns).orderBy(desc(operatorSigns.id)).limit(LIST_LIMIT);
  const now = ctx.clock.now();
  return rows.map((row) => signRow(row, now));
}

export async function issueSign(
  ctx: AppContext,
  actorId: number,
  input: { label: string; ttlHours: number; editDifferAmount: boolean },
): Promise<IssuedSign> {
  return ctx.db.transaction(async (tx) => {
    const sign = await issueOperatorSign(tx, ctx.clock, input);
    const id = Number(sign.split('.')[0]);
    const [row] = await tx.select().from(operatorSigns).where(eq(operatorSigns.id, id));
    const view = signRow(row!, ctx.clock.now());
    await recordAudit(tx, { staffId: actorId, action: 'sign.issue', entity: 'operator_sign', ids: [id], after: view });
    const query = `?sign=${encodeURIComponent(sign)}`;
    return { sign, links: { goodTp: `/goodTp${query}`, cpsix: `/cpsix${query}`, cpsixNew: `/cpsixNew${query}` }, row: view };
  });
}

/** Revokes a live or expired sign; revoking twice is refused. */
export async function revokeSign(ctx: AppContext, actorId: number, id: number): Promise<OperatorSignRow> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(operatorSigns).where(eq(operatorSigns.id, id)).for('update');
    if (!row) throw new BusinessError(404, SIGN_MESSAGES.notFound);
    if (row.revokedAt) throw badRequest(SIGN_MESSAGES.alreadyRevoked);
    const now = ctx.clock.now();
    const [updated] = await tx.update(operatorSigns).set({ revokedAt: now }).where(eq(operatorSigns.id, id)).returning();
    const before = signRow(row, now);
    const after = signRow(updated!, now);
    await recordAudit(tx, { staffId: actorId, action: 'sign.revoke', entity: 'operator_sign', ids: [id], before, after });
    return after;
  });
}
