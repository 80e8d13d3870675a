/**
 * Bank card and withdrawal (/money keys 3 and 4; §7 /v1/info/my-bank-card, get-bank-list, bind-bank-card,
 * /v1/finance/send-sms, /v1/finance/withdraw; issue 17 slice B2) and the 财务 desk's payouts.
 *
 * Money: a withdrawal freezes amount + ¥5 fee at once with a conditional update (`balance − frozen >= total`), so
 * the usable balance never goes below zero whatever runs in parallel. Every change of the balance or the frozen
 * amount is a ledger row in the same transaction (`npm run ledger:check` proves both sums): the freeze (frozen +total,
 * balance unchanged), the payout (balance and frozen −total, exactly once: pending → paid is itself a conditional
 * update) and a rejection's release (frozen −total).
 */
import {
  inboxDrafts,
  BANKS,
  bankByCode,
  bankCardSchema,
  checkWithdrawalAmount,
  formatShanghaiDateTime,
  formatYuan,
  maskBankCardNumber,
  maxWithdrawalFen,
  regionNames,
  validateForm,
  WITHDRAWAL_FEE_FEN,
  WITHDRAWAL_MESSAGES,
  withdrawalPreconditionMessage,
  WITHDRAWAL_MIN_FEN,
  WITHDRAWAL_STATUS_NAMES,
  withdrawalFreezeNotice,
  withdrawalNotice,
  withdrawalReleaseNotice,
  withdrawSchema,
  type WithdrawalStatus,
  BANK_CARD_MESSAGES,
} from '@huashi/domain';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx, Tx } from '../db/client';
import { keysetBatches, rowAfter } from '../db/keyset';
import { balanceLedger, bankCards, buyers, withdrawals } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import { recordAudit } from './audit';
import { postInbox } from './inbox';
import { sendCode, useCode } from './accounts';
import { realNameStanding } from './realName';
import { regionTree } from './regions';

export const WITHDRAWAL_REF = 'withdrawal';
export const PAYOUT_MESSAGES = {
  notFound: '提现记录不存在',
  done: '该提现已处理',
  paid: WITHDRAWAL_STATUS_NAMES.paid,
  rejected: WITHDRAWAL_STATUS_NAMES.failed,
} as const;

const statusOf = (status: string): WithdrawalStatus => (status === 'paid' || status === 'failed' ? status : 'pending');

type Card = typeof bankCards.$inferSelect;
type WithdrawalRow = typeof withdrawals.$inferSelect;

const cardView = (card: Card) => ({
  cardName: card.cardName,
  cardNumber: maskBankCardNumber(card.cardNumber),
  bankName: card.bankName,
  bankcode: card.bankCode,
  province: card.province,
  city: card.city,
  area: card.area,
  bankBranch: card.bankBranch,
});

async function cardOf(db: DbOrTx, buyerId: number): Promise<Card | null> {
  const [card] = await db.select().from(bankCards).where(eq(bankCards.buyerId, buyerId)).limit(1);
  return card ?? null;
}

export function bankList() {
  return BANKS.map((bank) => ({ code: bank.code, name: bank.name }));
}

export async function myBankCard(ctx: AppContext, buyerId: number) {
  const [card, { state, verified }] = await Promise.all([cardOf(ctx.db, buyerId), realNameStanding(ctx.db, buyerId)]);
  return { card: card ? cardView(card) : null, realNameState: state, realName: verified?.realName ?? '' };
}

export type BindCardInput = {
  cardName?: string | null;
  cardNumber?: string | null;
  bankName?: string | null;
  bankcode?: string | null;
  province?: string | null;
  city?: string | null;
  area?: string | null;
  bankBranch?: string | null;
};

/** Binds (or replaces) the buyer's one card: verified real name first, holder = that name, a known bank, a real region. */
export async function bindBankCard(ctx: AppContext, buyerId: number, input: BindCardInput) {
  const { state, verified } = await realNameStanding(ctx.db, buyerId);
  const check = validateForm(bankCardSchema, input, { realNameState: state, realName: verified?.realName ?? '' });
  if (!check.ok) throw badRequest(check.message);
  const values = check.value;
  const bank = bankByCode(values.bankcode);
  if (!bank) throw badRequest(BANK_CARD_MESSAGES.bankRequired);
  const region = regionNames(regionTree(), { provinceId: values.province, cityId: values.city, districtId: values.area || undefined });
  if (!region || !region.province || !region.city) throw badRequest(BANK_CARD_MESSAGES.regionRequired);
  const row = {
    buyerId,
    cardName: values.cardName.trim(),
    cardNumber: values.cardNumber,
    bankName: bank.name,
    bankCode: bank.code,
    province: region.province,
    city: region.city,
    area: region.district,
    bankBranch: values.bankBranch.trim().slice(0, 60),
    createdAt: ctx.clock.now(),
  };
  await ctx.db
    .insert(bankCards)
    .values(row)
    .onConflictDoUpdate({ target: bankCards.buyerId, set: { ...row, buyerId: undefined } });
  return myBankCard(ctx, buyerId);
}

const myWithdrawal = (row: WithdrawalRow) => {
  const status = statusOf(row.status);
  return {
    id: row.id,
    amount: formatYuan(row.amountFen),
    fee: formatYuan(row.feeFen),
    total: formatYuan(row.amountFen + row.feeFen),
    status,
    statusName: WITHDRAWAL_STATUS_NAMES[status],
    reason: row.rejectReason ?? '',
    createTime: formatShanghaiDateTime(row.createdAt) ?? '',
  };
};

export async function withdrawInfo(ctx: AppContext, buyerId: number) {
  const [[buyer], card, real, recent] = await Promise.all([
    ctx.db.select({ balanceFen: buyers.balanceFen, frozenFen: buyers.frozenFen }).from(buyers).where(eq(buyers.id, buyerId)),
    cardOf(ctx.db, buyerId),
    realNameStanding(ctx.db, buyerId),
    ctx.db.select().from(withdrawals).where(eq(withdrawals.buyerId, buyerId)).orderBy(desc(withdrawals.id)).limit(5),
  ]);
  if (!buyer) throw notFound();
  const usableFen = Math.max(0, buyer.balanceFen - buyer.frozenFen);
  return {
    balance: formatYuan(buyer.balanceFen),
    frozen: formatYuan(buyer.frozenFen),
    usable: formatYuan(usableFen),
    fee: formatYuan(WITHDRAWAL_FEE_FEN),
    min: formatYuan(WITHDRAWAL_MIN_FEN),
    max: formatYuan(maxWithdrawalFen(usableFen)),
    realNameState: real.state,
    card: card ? `${card.bankName} ${maskBankCardNumber(card.cardNumber)}` : '',
    recent: recent.map(myWithdrawal),
  };
}

/** The withdrawal SMS code, to the buyer's own phone (60 s between sends, as for registration). */
export async function sendWithdrawSms(ctx: AppContext, buyerId: number, ip: string) {
  const [buyer] = await ctx.db.select({ phone: buyers.phone }).from(buyers).where(eq(buyers.id, buyerId));
  if (!buyer) throw notFound();
  const [real, card] = await Promise.all([realNameStanding(ctx.db, buyerId), cardOf(ctx.db, buyerId)]);
  const refusal = withdrawalPreconditionMessage({ realNameState: real.state, hasBankCard: card !== null });
  if (refusal) throw badRequest(refusal);
  return sendCode(ctx, { phone: buyer.phone, purpose: 'withdraw', ip });
}

/**
 * 提现: the form's rules (domain), then the code is checked (a wrong one counts its try), then in one transaction the
 * total is frozen by a conditional update — refused 已超过您的最大余额 when the usable balance no longer covers it —
 * the code used up and the withdrawal stored pending.
 */
export async function withdraw(
  ctx: AppContext,
  buyerId: number,
  input: { withdrawValue?: string | number | null; smsCode?: string | null },
) {
  const now = ctx.clock.now();
  const [[buyer], card, real] = await Promise.all([
    ctx.db.select().from(buyers).where(eq(buyers.id, buyerId)),
    cardOf(ctx.db, buyerId),
    realNameStanding(ctx.db, buyerId),
  ]);
  if (!buyer) throw notFound();
  const values = {
    withdrawValue: typeof input.withdrawValue === 'number' ? String(input.withdrawValue) : (input.withdrawValue ?? ''),
    smsCode: input.smsCode ?? '',
  };
  const check = validateForm(withdrawSchema, values, {
    balanceFen: Math.max(0, buyer.balanceFen - buyer.frozenFen),
    hasBankCard: card !== null,
    realNameState: real.state,
  });
  if (!check.ok) throw badRequest(check.message);
  const amount = checkWithdrawalAmount(values.withdrawValue, Math.max(0, buyer.balanceFen - buyer.frozenFen));
  if (!amount.ok) throw badRequest(amount.message);
  const { amountFen, feeFen, totalFen } = amount;
  const code = { phone: buyer.phone, purpose: 'withdraw' as const, code: String(check.value.smsCode) };

  const first = await ctx.db.transaction((tx) => useCode(tx, { ...code, now, consume: false }));
  if (!first.ok) throw badRequest(first.message);

  const row = await ctx.db.transaction(async (tx) => {
    const [frozen] = await tx
      .update(buyers)
      .set({ frozenFen: sql`${buyers.frozenFen} + ${totalFen}` })
      .where(and(eq(buyers.id, buyerId), sql`${buyers.balanceFen} - ${buyers.frozenFen} >= ${totalFen}`))
      .returning({ balanceFen: buyers.balanceFen });
    if (!frozen) throw badRequest(WITHDRAWAL_MESSAGES.aboveBalance);
    const used = await useCode(tx, { ...code, now });
    if (!used.ok) throw badRequest(used.message);
    const [created] = await tx.insert(withdrawals).values({ buyerId, amountFen, feeFen, status: 'pending', createdAt: now }).returning();
    await tx.insert(balanceLedger).values({
      buyerId,
      ioValueFen: 0,
      frozenDeltaFen: totalFen,
      ioNotice: withdrawalFreezeNotice(amountFen, feeFen),
      balanceAfterFen: frozen.balanceFen,
      refType: WITHDRAWAL_REF,
      refId: String(created!.id),
      createdAt: now,
    });
    return created!;
  });
  return { withdrawal: myWithdrawal(row), info: await withdrawInfo(ctx, buyerId) };
}

/* ------------------------------------------------------------------ 财务 desk */

/** The desk's rows of `where`, oldest first: a page (offset) or, for an export, the rows after a withdrawal (keyset). */
async function payoutRows(db: DbOrTx, where: SQL | undefined, page: number, limit: number, afterId: number | null = null) {
  const after = afterId === null ? undefined : rowAfter(withdrawals, withdrawals.id, withdrawals.createdAt, afterId, 'asc');
  return db
    .select({ w: withdrawals, b: { nickName: buyers.nickName, phone: buyers.phone }, c: bankCards })
    .from(withdrawals)
    .innerJoin(buyers, eq(buyers.id, withdrawals.buyerId))
    .leftJoin(bankCards, eq(bankCards.buyerId, withdrawals.buyerId))
    .where(and(where, after))
    .orderBy(withdrawals.createdAt, withdrawals.id)
    .limit(limit)
    .offset((page - 1) * limit);
}

type PayoutJoin = Awaited<ReturnType<typeof payoutRows>>[number];

const payoutRow = ({ w, b, c }: PayoutJoin) => {
  const status = statusOf(w.status);
  return {
    id: w.id,
    buyerId: w.buyerId,
    buyerName: b.nickName,
    buyerPhone: b.phone,
    amount: formatYuan(w.amountFen),
    fee: formatYuan(w.feeFen),
    total: formatYuan(w.amountFen + w.feeFen),
    status,
    statusName: WITHDRAWAL_STATUS_NAMES[status],
    cardName: c?.cardName ?? '',
    cardNumber: c?.cardNumber ?? '',
    bankName: c?.bankName ?? '',
    bankBranch: c?.bankBranch ?? '',
    region: c ? [c.province, c.city, c.area].filter(Boolean).join(' ') : '',
    reason: w.rejectReason ?? '',
    createdAt: w.createdAt.toISOString(),
  };
};

type PayoutFilters = { state?: WithdrawalStatus; keyword?: string };

/** The payout desk's condition (over withdrawals joined to their buyer); 今日概览 counts 待打款 with it. */
export function payoutWhere(filters: PayoutFilters): SQL {
  const conditions: SQL[] = [eq(withdrawals.status, filters.state ?? 'pending')];
  const keyword = filters.keyword?.trim();
  if (keyword) conditions.push(or(ilike(buyers.phone, `%${keyword}%`), ilike(buyers.nickName, `%${keyword}%`))!);
  return and(...conditions)!;
}

/** The desk's count of `where`, with the amount it holds (fen), read as the desk reads it (joined to the buyer). */
export async function payoutTotals(db: DbOrTx, where: SQL): Promise<{ n: number; amountFen: number }> {
  const [row] = await db
    .select({ n: count(), amountFen: sql<string>`coalesce(sum(${withdrawals.amountFen}), 0)` })
    .from(withdrawals)
    .innerJoin(buyers, eq(buyers.id, withdrawals.buyerId))
    .where(where);
  return { n: row?.n ?? 0, amountFen: Number(row?.amountFen ?? 0) };
}

export async function listPayouts(ctx: AppContext, filters: PayoutFilters, page: number, limit: number) {
  const where = payoutWhere(filters);
  const [rows, total] = await Promise.all([payoutRows(ctx.db, where, page, limit), payoutTotals(ctx.db, where)]);
  return { list: rows.map(payoutRow), total: total.n };
}

/** Every withdrawal of the desk's filters for an export: the count once, then batches by keyset in the desk's order. */
export async function payoutBatches(ctx: AppContext, filters: PayoutFilters, batch: number) {
  const where = payoutWhere(filters);
  const total = await payoutTotals(ctx.db, where);
  const read = async (afterId: number | null, limit: number) => (await payoutRows(ctx.db, where, 1, limit, afterId)).map(payoutRow);
  return { total: total.n, batches: keysetBatches(read, (row) => row.id, batch) };
}

async function rowById(db: DbOrTx, id: number) {
  const [row] = await payoutRows(db, eq(withdrawals.id, id), 1, 1);
  if (!row) throw notFound(PAYOUT_MESSAGES.notFound);
  return payoutRow(row);
}

/** pending → `to`, conditionally: the second of two clicks finds it no longer pending and is refused. */
async function settle(
  tx: Tx,
  id: number,
  to: 'paid' | 'failed',
  decision: { staffId: number; at: Date; reason?: string },
): Promise<WithdrawalRow> {
  const [row] = await tx
    .update(withdrawals)
    .set({ status: to, processedAt: decision.at, processedBy: decision.staffId, rejectReason: decision.reason ?? null })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
    .returning();
  if (row) return row;
  const [exists] = await tx.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.id, id));
  throw exists ? badRequest(PAYOUT_MESSAGES.done) : notFound(PAYOUT_MESSAGES.notFound);
}

/** The decision's one audit row: the withdrawal (and its buyer), pending before, what `after` says. */
function auditPayout(tx: Tx, staffId: number, verb: 'pay' | 'reject', w: WithdrawalRow, after: Record<string, unknown>) {
  return recordAudit(tx, {
    staffId,
    action: `withdrawal.${verb}`,
    entity: 'withdrawal',
    ids: [w.id, w.buyerId],
    before: { status: 'pending' },
    after,
  });
}

/** 打款: frozen → debited (balance and frozen −total), the ledger row, the audit row — one transaction, once. */
export async function payOut(ctx: AppContext, staffId: number, id: number) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const w = await settle(tx, id, 'paid', { staffId, at: now });
    const totalFen = w.amountFen + w.feeFen;
    const [after] = await tx
      .update(buyers)
      .set({ balanceFen: sql`${buyers.balanceFen} - ${totalFen}`, frozenFen: sql`${buyers.frozenFen} - ${totalFen}` })
      .where(and(eq(buyers.id, w.buyerId), sql`${buyers.frozenFen} >= ${totalFen}`, sql`${buyers.balanceFen} >= ${totalFen}`))
      .returning({ balanceFen: buyers.balanceFen, frozenFen: buyers.frozenFen });
    if (!after) throw badRequest('冻结金额不足，无法打款');
    const card = await cardOf(tx, w.buyerId);
    await tx.insert(balanceLedger).values({
      buyerId: w.buyerId,
      ioValueFen: -totalFen,
      frozenDeltaFen: -totalFen,
      ioNotice: withdrawalNotice(w.amountFen, w.feeFen, card?.cardNumber.slice(-4) ?? ''),
      balanceAfterFen: after.balanceFen,
      refType: WITHDRAWAL_REF,
      refId: String(w.id),
      createdAt: now,
    });
    await auditPayout(tx, staffId, 'pay', w, {
      status: 'paid',
      amount: formatYuan(w.amountFen),
      fee: formatYuan(w.feeFen),
      balance: formatYuan(after.balanceFen),
    });
    await postInbox(tx, [{ buyerId: w.buyerId, ...inboxDrafts.withdrawPaid({ id: w.id, amountFen: w.amountFen }), at: now }]);
  });
  return { row: await rowById(ctx.db, id) };
}

/** 驳回: the total unfrozen (balance untouched; the release is a ledger row); the reason is stored for the buyer and audited. */
export async function rejectPayout(ctx: AppContext, staffId: number, id: number, reason: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const w = await settle(tx, id, 'failed', { staffId, at: now, reason });
    const totalFen = w.amountFen + w.feeFen;
    const [after] = await tx
      .update(buyers)
      .set({ frozenFen: sql`${buyers.frozenFen} - ${totalFen}` })
      .where(and(eq(buyers.id, w.buyerId), sql`${buyers.frozenFen} >= ${totalFen}`))
      .returning({ balanceFen: buyers.balanceFen, frozenFen: buyers.frozenFen });
    if (!after) throw badRequest('冻结金额不足，无法驳回');
    await tx.insert(balanceLedger).values({
      buyerId: w.buyerId,
      ioValueFen: 0,
      frozenDeltaFen: -totalFen,
      ioNotice: withdrawalReleaseNotice(w.amountFen, w.feeFen),
      balanceAfterFen: after.balanceFen,
      refType: WITHDRAWAL_REF,
      refId: String(w.id),
      createdAt: now,
    });
    await auditPayout(tx, staffId, 'reject', w, { status: 'failed', reason, unfrozen: formatYuan(totalFen) });
    await postInbox(tx, [{ buyerId: w.buyerId, ...inboxDrafts.withdrawRejected({ id: w.id, amountFen: w.amountFen, reason }), at: now }]);
  });
  return { row: await rowById(ctx.db, id) };
}
