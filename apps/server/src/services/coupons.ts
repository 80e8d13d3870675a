/**
 * Coupons (issue 17): the buyer's /disCard list, the 优惠券 desk's issuing, and the monthly member coupon job.
 *
 * - Issuing writes every recipient's coupon with one INSERT … SELECT in one transaction with exactly one audit row
 *   naming the count: nothing half-issued, nothing unaudited.
 * - The monthly job gives each member whose account has memberCoupon the coupons of their level once per month:
 *   each coupon's code is unique per buyer, month and copy (MC-YYYYMM-<buyerId>-<n>), inserted with ON CONFLICT DO
 *   NOTHING, so running it again (or on two instances at once) issues nothing twice. Nothing is held in memory:
 *   after a restart the next run issues exactly what is still due.
 */
import type { CouponIssueResult, CouponPage, HeldCoupon } from '@huashi/api';
import { API_CODES } from '@huashi/api';
import {
  checkCouponIssue,
  COUPON_ISSUE_MESSAGES,
  couponState,
  formatYuan,
  monthlyMemberCoupons,
  shanghaiMonthKey,
  type CouponIssueInput,
} from '@huashi/domain';
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { buyers, coupons, orders } from '../db/schema';
import { BusinessError } from '../http/envelope';
import { recordAudit } from './audit';
import { toApiCoupon } from './purchase';

type CouponRow = typeof coupons.$inferSelect;

function heldCoupon(c: CouponRow, usedOrderNo: string | null, now: Date): HeldCoupon {
  return {
    ...toApiCoupon(c),
    state: couponState({ endTime: c.endTime.getTime(), used: c.usedAt !== null }, now),
    usedOrderNo: usedOrderNo ?? '',
  };
}

/**
 * One page of the buyer's coupons (`/v1/invite/coupons-page`): type 1 the usable ones (not used, not past their end;
 * the one ending first first), type 2 the used and expired ones (the latest first).
 */
export async function couponPage(
  ctx: AppContext,
  buyerId: number,
  query: { page: number; limit: number; type: 1 | 2 },
): Promise<CouponPage> {
  const now = ctx.clock.now();
  const mine = eq(coupons.buyerId, buyerId);
  const where =
    query.type === 1
      ? and(mine, isNull(coupons.usedAt), gte(coupons.endTime, now))
      : and(mine, or(isNotNull(coupons.usedAt), lt(coupons.endTime, now)));
  const order =
    query.type === 1
      ? [asc(coupons.endTime), asc(coupons.id)]
      : [desc(sql`coalesce(${coupons.usedAt}, ${coupons.endTime})`), desc(coupons.id)];
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ coupon: coupons, orderNo: orders.orderNo })
      .from(coupons)
      .leftJoin(orders, eq(orders.id, coupons.usedOrderId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { list: rows.map((r) => heldCoupon(r.coupon, r.orderNo, now)), pages: { total: total?.n ?? 0 } };
}

/** A refusal of the issuing form: the first message, with every field's message in data.errors. */
function refused(errors: Record<string, string>, msg = Object.values(errors)[0] ?? COUPON_ISSUE_MESSAGES.target) {
  return new BusinessError(API_CODES.badRequest, msg, { errors });
}

/** 优惠券 desk: issues one coupon to each recipient (a buyer by phone, a member level, or every buyer). */
export async function issueCoupons(ctx: AppContext, staffId: number, input: CouponIssueInput): Promise<CouponIssueResult> {
  const now = ctx.clock.now();
  const check = checkCouponIssue(input, now);
  if (!check.ok) throw refused(check.errors);
  const issue = check.issue;

  return ctx.db.transaction(async (tx) => {
    let who: SQL | undefined;
    if (issue.target === 'buyer') {
      const [buyer] = await tx.select({ id: buyers.id }).from(buyers).where(eq(buyers.phone, issue.phone!)).limit(1);
      if (!buyer) throw refused({ phone: COUPON_ISSUE_MESSAGES.buyerUnknown });
      who = eq(buyers.id, buyer.id);
    } else if (issue.target === 'level') {
      who = eq(buyers.memberLevel, issue.level!);
    }
    const recipients = and(eq(buyers.userType, 'buyer'), who);
    // One batch key per issuing: the codes are CP<batch>-<buyerId>, unique within the issuing by the buyer id.
    const batch = randomBytes(5).toString('hex').toUpperCase();
    const endTime = new Date(issue.endsAtMs);
    const inserted = await tx.execute<{ id: number; buyer_id: number }>(sql`
      insert into ${coupons} (coupon_code, buyer_id, set_value_fen, min_amount_fen, use_limit, flower_rule, end_time, created_at)
      select ${`CP${batch}-`} || ${buyers.id}, ${buyers.id}, ${issue.valueFen}, ${issue.minAmountFen}, ${issue.useLimit},
             ${issue.flowerRule}, ${endTime}, ${now}
      from ${buyers} where ${recipients}
      returning id, buyer_id`);
    const issued = inserted.rows.length;
    if (issued === 0) throw refused({ target: COUPON_ISSUE_MESSAGES.noRecipients });
    await recordAudit(tx, {
      staffId,
      action: 'coupon.issue',
      entity: 'coupon',
      ids: issued <= 50 ? inserted.rows.map((r) => r.id) : [],
      after: {
        count: issued,
        target: issue.target,
        phone: issue.phone,
        level: issue.level,
        batch: `CP${batch}`,
        value: formatYuan(issue.valueFen),
        minAmount: formatYuan(issue.minAmountFen),
        useLimit: issue.useLimit,
        flowerRule: issue.flowerRule,
        endTime: endTime.toISOString(),
      },
    });
    return { issued };
  });
}

/**
 * The monthly member coupon job: every member (level > 0) with memberCoupon gets the month's coupons of their level,
 * once per month (see the file's head). Answers how many coupons this run issued; one audit row (no staff member)
 * names the count when it issued any.
 */
export async function runMemberCoupons(db: Db, now: Date): Promise<number> {
  const members = await db
    .select({ id: buyers.id, memberLevel: buyers.memberLevel })
    .from(buyers)
    .where(and(eq(buyers.userType, 'buyer'), eq(buyers.memberCoupon, true), gt(buyers.memberLevel, 0)))
    .orderBy(asc(buyers.id));
  const due = members.flatMap((m) =>
    monthlyMemberCoupons(m.id, m.memberLevel, now).map((c) => ({
      couponCode: c.couponCode,
      buyerId: m.id,
      setValueFen: c.valueFen,
      minAmountFen: c.minAmountFen,
      useLimit: c.useLimit,
      flowerRule: c.flowerRule,
      endTime: new Date(c.endsAtMs),
      createdAt: now,
    })),
  );
  if (due.length === 0) return 0;
  return db.transaction(async (tx) => {
    let issued = 0;
    for (let i = 0; i < due.length; i += 500) {
      const rows = await tx
        .insert(coupons)
        .values(due.slice(i, i + 500))
        .onConflictDoNothing({ target: coupons.couponCode })
        .returning({ id: coupons.id });
      issued += rows.length;
    }
    if (issued > 0) {
      await recordAudit(tx, {
        staffId: null,
        action: 'coupon.monthly',
        entity: 'coupon',
        ids: [],
        after: { count: issued, month: shanghaiMonthKey(now) },
      });
    }
    return issued;
  });
}
