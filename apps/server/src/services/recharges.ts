/**
 * Top-up (/money key 2, §7 /pc/pay-gate/recharge; issues 17 and 27). A recharge is created pending through the
 * configured payment gateway (payments/), in §7's `pattern`: QR (the desktop's: a QR that lives 60 s) or H5 (on the
 * phone: the address the buyer's browser goes to, the gateway's mobile cashier, which returns to our result page
 * /money/result?outTradeNo=… on the origin the browser reached; it waits RECHARGE_PHONE_SECONDS). The buyer's page polls
 * its status. Only the gateway's signed notify credits it, once: a conditional update of the recharge's status
 * (pending → paid), the ledger row and the balance in one transaction — the same notify three times, or a late one
 * after the QR expired or the phone's tab was closed, credits once; an unsigned notify or one whose amount differs
 * credits nothing and is logged. A buyer holds at most RECHARGE_PENDING_MAX unpaid recharges still waiting.
 */
import { moneyEndpoints } from '@huashi/api/contracts';
import {
  inboxDrafts,
  checkRechargeAmount,
  PAY_WAYS,
  formatYuan,
  checkPayPattern,
  isPayWay,
  qrSecondsLeft,
  RECHARGE_PENDING_MAX,
  rechargeNotice,
  rechargeResultHref,
  rechargeSeconds,
  rechargeState,
  shanghaiWallTime,
  TOP_UP_MESSAGES,
  type PayPattern,
  type PayWay,
  type RechargeState,
} from '@huashi/domain';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { balanceLedger, buyers, recharges } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import { gatewayForWay, gatewaysFor, type NotifyRequest, type PaymentGateway } from '../payments';
import { postInbox } from './inbox';
import { tooMany } from './loginThrottle';

export const RECHARGE_REF = 'recharge';
export const RECHARGE_SUBJECT = '花市账户充值';

export type RechargeCreated = {
  PayMethod: PayWay;
  PayOrderInfo: string;
  pattern: PayPattern;
  redirectUrl: string | null;
  outTradeNo: string;
  payFee: string;
  gateway: string;
  expiresIn: number;
};

/** Who asked, as the request shows it: the origin the browser reached (the QR's and the return's) and its address. */
export type RechargeRequester = { origin: string; ip: string };

export type RechargeStatus = {
  outTradeNo: string;
  status: RechargeState;
  payFee: string;
  payWay: string;
  secondsLeft: number;
  balance: string;
};

export type PayWayOn = { payWay: PayWay; gateway: string; sandbox: boolean };

/** The pay ways this server takes (PAY_GATEWAY), each with its gateway's name: the recharge panel offers only these. */
export function payWaysOn(ctx: AppContext): { ways: PayWayOn[] } {
  const ways: PayWayOn[] = [];
  for (const payWay of PAY_WAYS) {
    const gateway = gatewayForWay(ctx.config, payWay);
    if (gateway) ways.push({ payWay, gateway: gateway.label, sandbox: gateway.sandbox });
  }
  return { ways };
}

/** The gateway of the pay way: 在线充值暂未开通 when PAY_GATEWAY is off, 该支付方式暂未开通 when only the other is on. */
function gatewayOf(ctx: AppContext, payWay: PayWay): PaymentGateway {
  if (gatewaysFor(ctx.config).length === 0) throw badRequest(TOP_UP_MESSAGES.gatewayOff);
  const gateway = gatewayForWay(ctx.config, payWay);
  if (!gateway) throw badRequest(TOP_UP_MESSAGES.payWayOff);
  return gateway;
}

/** Where a gateway posts its notify: PAY_NOTIFY_ORIGIN (the public origin), else the origin the browser reached. */
function notifyUrl(ctx: AppContext, gateway: PaymentGateway, origin: string): string {
  const base = ctx.config.payments.notifyOrigin ?? origin;
  return `${base}/api${moneyEndpoints.notify.path.replace(':gateway', gateway.name)}`;
}

/** R + yyyyMMddHHmmss (Shanghai) + 8 random hex: unguessable, unique by its index. */
export function newTradeNo(now: Date): string {
  const t = shanghaiWallTime(now);
  const p = (n: number | undefined, w = 2) => String(n ?? 0).padStart(w, '0');
  const stamp = t ? `${p(t.year, 4)}${p(t.month)}${p(t.day)}${p(t.hour)}${p(t.minute)}${p(t.second)}` : '';
  return `R${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * Creates a pending recharge of the buyer and answers how to pay it: the QR's content, or (H5) the address to send the
 * browser to, which returns to our result page (with `back`, the payment the top-up was opened from, when it is a path
 * on this site).
 */
export async function createRecharge(
  ctx: AppContext,
  buyerId: number,
  input: { payFee?: unknown; payWay?: unknown; pattern?: unknown; back?: unknown },
  { origin, ip }: RechargeRequester,
  log: NotifyLog = () => {},
): Promise<RechargeCreated> {
  const amount = checkRechargeAmount(input.payFee);
  if (!amount.ok) throw badRequest(amount.message);
  if (!isPayWay(input.payWay)) throw badRequest(TOP_UP_MESSAGES.payWayRequired);
  const payWay = input.payWay;
  const patternCheck = checkPayPattern(input.pattern);
  if (!patternCheck.ok) throw badRequest(patternCheck.message);
  const { pattern } = patternCheck;
  const gateway = gatewayOf(ctx, payWay);
  const now = ctx.clock.now();
  const seconds = rechargeSeconds(pattern);
  const expiresAt = new Date(now.getTime() + seconds * 1000);
  const outTradeNo = newTradeNo(now);
  // Counted and inserted under the buyer's lock, so parallel requests cannot all pass the count.
  const refused = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`recharge:buyer:${buyerId}`}))`);
    const [live] = await tx
      .select({ n: count() })
      .from(recharges)
      .where(and(eq(recharges.buyerId, buyerId), eq(recharges.status, 'pending'), gt(recharges.expiresAt, now)));
    if ((live?.n ?? 0) >= RECHARGE_PENDING_MAX) return true;
    await tx.insert(recharges).values({ buyerId, outTradeNo, payFeeFen: amount.fen, payWay, status: 'pending', expiresAt, createdAt: now });
    return false;
  });
  if (refused) throw tooMany(TOP_UP_MESSAGES.tooManyPending);
  const order = {
    outTradeNo,
    amountFen: amount.fen,
    payWay,
    subject: RECHARGE_SUBJECT,
    expiresAt,
    origin,
    notifyUrl: notifyUrl(ctx, gateway, origin),
  };
  let payWith: string;
  try {
    payWith = await ctx.metrics.outside('payment', gateway.name, async () =>
      pattern === 'H5'
        ? (await gateway.createPhonePayment({ ...order, returnUrl: `${origin}${rechargeResultHref(outTradeNo, input.back)}`, payerIp: ip }))
            .redirectUrl
        : (await gateway.createPayment(order)).qrContent,
    );
  } catch (error) {
    // The gateway refused or did not answer: the pending recharge stays unpaid (it expires); the buyer may try again.
    log({ gateway: gateway.name, outTradeNo, pattern, err: error }, 'payment gateway refused to create the payment');
    throw badRequest(TOP_UP_MESSAGES.gatewayDown);
  }
  return {
    PayMethod: payWay,
    PayOrderInfo: payWith,
    pattern,
    redirectUrl: pattern === 'H5' ? payWith : null,
    outTradeNo,
    payFee: formatYuan(amount.fen),
    gateway: gateway.label,
    expiresIn: seconds,
  };
}

/** One of the buyer's recharges as the page polls it (another buyer's, or none: 充值记录不存在, 404). */
export async function rechargeStatus(ctx: AppContext, buyerId: number, outTradeNo: string): Promise<RechargeStatus> {
  const [row] = await ctx.db
    .select({ recharge: recharges, balanceFen: buyers.balanceFen })
    .from(recharges)
    .innerJoin(buyers, eq(buyers.id, recharges.buyerId))
    .where(and(eq(recharges.outTradeNo, outTradeNo), eq(recharges.buyerId, buyerId)))
    .limit(1);
  if (!row) throw notFound(TOP_UP_MESSAGES.notFound);
  const now = ctx.clock.now().getTime();
  const { recharge } = row;
  return {
    outTradeNo: recharge.outTradeNo,
    status: rechargeState(recharge.status, recharge.expiresAt.getTime(), now),
    payFee: formatYuan(recharge.payFeeFen),
    payWay: recharge.payWay,
    secondsLeft: recharge.status === 'paid' ? 0 : qrSecondsLeft(recharge.expiresAt.getTime(), now),
    balance: formatYuan(row.balanceFen),
  };
}

/** A recharge by its trade number (the sandbox's payer page), whoever it belongs to. */
export async function rechargeByTradeNo(ctx: AppContext, outTradeNo: string) {
  const [row] = await ctx.db.select().from(recharges).where(eq(recharges.outTradeNo, outTradeNo)).limit(1);
  return row ?? null;
}

export type NotifyOutcome =
  | { kind: 'credited'; outTradeNo: string; balanceFen: number }
  | { kind: 'already'; outTradeNo: string }
  | { kind: 'refused'; reason: string };

export type NotifyLog = (details: Record<string, unknown>, message: string) => void;

/**
 * A gateway's notify: verified by the gateway, then credited at most once. `log` hears every refusal (unsigned,
 * unknown recharge, mismatched amount) and every repeat.
 */
export async function acceptNotify(
  ctx: AppContext,
  gateway: PaymentGateway,
  request: NotifyRequest,
  log: NotifyLog,
): Promise<NotifyOutcome> {
  const now = ctx.clock.now();
  const notify = gateway.verifyNotify(request, now);
  if (!notify) {
    log(
      { gateway: gateway.name, outTradeNo: request.fields.out_trade_no },
      'payment notify refused: signature missing, wrong or stale, or not a successful payment of ours',
    );
    return { kind: 'refused', reason: 'signature' };
  }
  return ctx.db.transaction(async (tx) => {
    const [recharge] = await tx.select().from(recharges).where(eq(recharges.outTradeNo, notify.outTradeNo)).limit(1);
    if (!recharge) {
      log({ gateway: gateway.name, outTradeNo: notify.outTradeNo }, 'payment notify refused: no such recharge');
      return { kind: 'refused', reason: 'unknown' } as const;
    }
    if (!(gateway.payWays as readonly string[]).includes(recharge.payWay)) {
      log(
        { gateway: gateway.name, outTradeNo: notify.outTradeNo, payWay: recharge.payWay },
        "payment notify refused: not this gateway's pay way",
      );
      return { kind: 'refused', reason: 'gateway' } as const;
    }
    if (recharge.payFeeFen !== notify.amountFen) {
      log(
        { gateway: gateway.name, outTradeNo: notify.outTradeNo, expectedFen: recharge.payFeeFen, notifiedFen: notify.amountFen },
        'payment notify refused: amount differs from the recharge',
      );
      return { kind: 'refused', reason: 'amount' } as const;
    }
    const credited = await creditRecharge(tx, recharge, gateway.label, now);
    if (credited === null) {
      log(
        { gateway: gateway.name, outTradeNo: notify.outTradeNo, gatewayTradeNo: notify.gatewayTradeNo },
        'payment notify repeated: already credited',
      );
      return { kind: 'already', outTradeNo: notify.outTradeNo } as const;
    }
    return { kind: 'credited', outTradeNo: recharge.outTradeNo, balanceFen: credited } as const;
  });
}

/**
 * Credits a recharge once, inside the caller's transaction: only one call moves it from pending to paid (a late notify
 * after the QR expired too), then the balance rises and its ledger row (在线充值, at `now`) says why. Answers the
 * balance after, or null when it was already paid. Used by acceptNotify and by the demo seed's top-ups (seed/orders.ts).
 */
export async function creditRecharge(
  tx: DbOrTx,
  recharge: Pick<typeof recharges.$inferSelect, 'id'>,
  gatewayLabel: string,
  now: Date,
): Promise<number | null> {
  const [claimed] = await tx
    .update(recharges)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(recharges.id, recharge.id), eq(recharges.status, 'pending')))
    .returning();
  if (!claimed) return null;
  const [credited] = await tx
    .update(buyers)
    .set({ balanceFen: sql`${buyers.balanceFen} + ${claimed.payFeeFen}` })
    .where(eq(buyers.id, claimed.buyerId))
    .returning({ balanceFen: buyers.balanceFen });
  await tx.insert(balanceLedger).values({
    buyerId: claimed.buyerId,
    ioValueFen: claimed.payFeeFen,
    ioNotice: rechargeNotice(gatewayLabel, claimed.payWay, claimed.outTradeNo),
    balanceAfterFen: credited!.balanceFen,
    refType: RECHARGE_REF,
    refId: claimed.outTradeNo,
    createdAt: now,
  });
  await postInbox(tx, [
    {
      buyerId: claimed.buyerId,
      ...inboxDrafts.topUpCredited({ outTradeNo: claimed.outTradeNo, amountFen: claimed.payFeeFen, payWay: claimed.payWay }),
      at: now,
    },
  ]);
  return credited!.balanceFen;
}
