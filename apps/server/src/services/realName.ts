/**
 * Real-name verification (/realname, §7 /v1/info/get-certification and /v1/info/certification; issue 17 slice B1).
 * A buyer submits name, ID number (GB 11643), validity and the card's two photos (private `identity` uploads of
 * their own, attached in the same transaction); the submission waits (0 审核中) for the 财务 desk, which approves it
 * (1 已认证) or rejects it with a reason (9 驳回; the buyer may submit again). The buyer only ever sees the ID number
 * masked; staff reviewing see it in full. A buyer's verified real name is the real_name_records row with status 1;
 * bank cards and withdrawals (slice B2) read it through verifiedRealName.
 */
import {
  inboxDrafts,
  identitySchema,
  maskIdNumber,
  REAL_NAME_MESSAGES,
  realNameStatusLabel,
  realNameState,
  realNameSubmitRefusal,
  formatShanghaiDateTime,
  validateForm,
  type RealNameState,
  type RealNameStatus,
} from '@huashi/domain';
import type { IdentityDeskFilter, IdentityPage, IdentityRow, RealNameView } from '@huashi/api';
import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { buyers, realNameRecords, uploads } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import { recordAudit } from './audit';
import { postInbox } from './inbox';
import { uploadFileUrl } from './uploads';

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

type RecordRow = typeof realNameRecords.$inferSelect;

const timeText = (at: Date | null | undefined): string => (at ? (formatShanghaiDateTime(at) ?? '') : '');

/** A record as its buyer sees it: the ID number masked. */
function viewOf(row: RecordRow): RealNameView {
  return {
    realName: row.realName,
    realIdnumber: maskIdNumber(row.realIdNumber),
    startTime: row.startTime,
    expiredTime: row.expiredTime,
    frontImage: row.frontImage,
    behindImage: row.behindImage,
    frontUrl: uploadFileUrl(row.frontImage),
    behindUrl: uploadFileUrl(row.behindImage),
    status: row.status,
    statusLabel: realNameStatusLabel(row.status),
    rejectReason: row.rejectReason ?? '',
    createTime: timeText(row.createdAt),
    processTime: timeText(row.processedAt),
  };
}

/** The buyer's real-name state (verified once any submission was approved, else their latest one's) and the verified name. */
export async function realNameStanding(db: DbOrTx, buyerId: number): Promise<{ state: RealNameState; verified: VerifiedRealName | null }> {
  const [verified, latest] = await Promise.all([verifiedRealName(db, buyerId), latestRecord(db, buyerId)]);
  return { state: verified ? 'verified' : realNameState(latest?.status), verified };
}

async function latestRecord(db: DbOrTx, buyerId: number): Promise<RecordRow | null> {
  const [row] = await db
    .select()
    .from(realNameRecords)
    .where(eq(realNameRecords.buyerId, buyerId))
    .orderBy(desc(realNameRecords.id))
    .limit(1);
  return row ?? null;
}

/** get-certification: the buyer's latest submission (masked), or null when they never submitted. */
export async function myRealName(ctx: AppContext, buyerId: number): Promise<RealNameView | null> {
  const row = await latestRecord(ctx.db, buyerId);
  return row ? viewOf(row) : null;
}

export type CertificationInput = Record<string, unknown>;

/** certification: checks the form (§5), then stores the submission (0 审核中) and attaches its two photos. */
export async function submitRealName(ctx: AppContext, buyerId: number, input: CertificationInput): Promise<RealNameView> {
  const now = ctx.clock.now();
  const check = validateForm(identitySchema, input, { now });
  if (!check.ok) throw badRequest(check.message);
  const values = check.value;
  const keys = [values.frontImage, values.behindImage];
  if (values.frontImage === values.behindImage) throw badRequest(REAL_NAME_MESSAGES.imageInvalid);
  return ctx.db.transaction(async (tx) => {
    // One submission at a time per buyer: the buyer's row is the lock.
    await tx.select({ id: buyers.id }).from(buyers).where(eq(buyers.id, buyerId)).for('update');
    const latest = await latestRecord(tx, buyerId);
    const refusal = realNameSubmitRefusal(latest?.status);
    if (refusal) throw badRequest(refusal);
    if (await verifiedElsewhere(tx, values.realIdnumber, buyerId)) throw badRequest(REAL_NAME_MESSAGES.idTaken);
    // Each photo: this buyer's identity upload, not taken by another record.
    const photos = await tx
      .select({ key: uploads.key })
      .from(uploads)
      .where(and(inArray(uploads.key, keys), eq(uploads.buyerId, buyerId), eq(uploads.prefix, 'identity'), isNull(uploads.attachedAt)))
      .for('update');
    if (photos.length !== keys.length) throw badRequest(REAL_NAME_MESSAGES.imageInvalid);
    const [row] = await tx
      .insert(realNameRecords)
      .values({
        buyerId,
        realName: values.realName,
        realIdNumber: values.realIdnumber,
        startTime: values.startTime,
        expiredTime: values.expiredTime,
        frontImage: values.frontImage,
        behindImage: values.behindImage,
        status: 0,
        createdAt: now,
      })
      .returning();
    await tx.update(uploads).set({ attachedAt: now }).where(inArray(uploads.key, keys));
    return viewOf(row!);
  });
}

/* ------------------------------------------------------------------ the 财务 desk */

function deskQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ record: realNameRecords, buyerName: buyers.nickName, buyerPhone: buyers.phone, accountNo: buyers.accountNo })
    .from(realNameRecords)
    .innerJoin(buyers, eq(buyers.id, realNameRecords.buyerId))
    .where(where);
}

type DeskRow = Awaited<ReturnType<typeof deskQuery>>[number];

/** Whether another account has this ID number verified. */
async function verifiedElsewhere(db: DbOrTx, idNumber: string, buyerId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: realNameRecords.id })
    .from(realNameRecords)
    .where(and(eq(realNameRecords.realIdNumber, idNumber), eq(realNameRecords.status, 1), ne(realNameRecords.buyerId, buyerId)))
    .limit(1);
  return other !== undefined;
}

/** Other accounts' records of the same ID numbers, by number: how many verified, how many waiting. */
async function sameIdCounts(db: DbOrTx, rows: readonly DeskRow[]): Promise<(row: DeskRow) => { verified: number; reviewing: number }> {
  const numbers = [...new Set(rows.map((r) => r.record.realIdNumber))];
  const found =
    numbers.length === 0
      ? []
      : await db
          .select({ idNumber: realNameRecords.realIdNumber, buyerId: realNameRecords.buyerId, status: realNameRecords.status })
          .from(realNameRecords)
          .where(and(inArray(realNameRecords.realIdNumber, numbers), inArray(realNameRecords.status, [0, 1])));
  return (row) => {
    const others = found.filter((f) => f.idNumber === row.record.realIdNumber && f.buyerId !== row.record.buyerId);
    return { verified: others.filter((f) => f.status === 1).length, reviewing: others.filter((f) => f.status === 0).length };
  };
}

/** A submission as staff see it: the ID number in full, both photos, and how many other accounts use the number. */
function rowOf({ record, buyerName, buyerPhone, accountNo }: DeskRow, sameId: { verified: number; reviewing: number }): IdentityRow {
  return {
    id: record.id,
    buyerId: record.buyerId,
    buyerName,
    buyerPhone,
    accountNo,
    realName: record.realName,
    realIdnumber: record.realIdNumber,
    startTime: record.startTime,
    expiredTime: record.expiredTime,
    status: record.status,
    statusLabel: realNameStatusLabel(record.status),
    rejectReason: record.rejectReason ?? '',
    frontUrl: uploadFileUrl(record.frontImage),
    behindUrl: uploadFileUrl(record.behindImage),
    submittedAt: record.createdAt.toISOString(),
    processedAt: record.processedAt ? record.processedAt.toISOString() : null,
    sameIdVerified: sameId.verified,
    sameIdReviewing: sameId.reviewing,
  };
}

/** The queue: 审核中 oldest first (they wait longest); decided ones newest decision first. */
export async function listIdentity(ctx: AppContext, filter: IdentityDeskFilter, page: number, limit: number): Promise<IdentityPage> {
  const where = filter === 'all' ? undefined : eq(realNameRecords.status, Number(filter) as RealNameStatus);
  const order =
    filter === '0'
      ? [asc(realNameRecords.createdAt), asc(realNameRecords.id)]
      : [desc(realNameRecords.processedAt), desc(realNameRecords.id)];
  const [rows, [total]] = await Promise.all([
    deskQuery(ctx.db, where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ n: count() }).from(realNameRecords).where(where),
  ]);
  const sameId = await sameIdCounts(ctx.db, rows);
  return { list: rows.map((row) => rowOf(row, sameId(row))), total: total?.n ?? 0 };
}

async function decide(
  ctx: AppContext,
  actorId: number,
  id: number,
  decision: { status: 1 } | { status: 9; reason: string },
): Promise<IdentityRow> {
  const now = ctx.clock.now();
  const decided = ctx.db.transaction(async (tx) => {
    const [record] = await tx.select().from(realNameRecords).where(eq(realNameRecords.id, id)).for('update');
    if (!record) throw notFound(REAL_NAME_MESSAGES.notFound);
    if (record.status !== 0) throw badRequest(REAL_NAME_MESSAGES.decided);
    // One ID number, one verified account: checked here, and held by the partial unique index when two approvals race.
    if (decision.status === 1 && (await verifiedElsewhere(tx, record.realIdNumber, record.buyerId))) {
      throw badRequest(REAL_NAME_MESSAGES.idTaken);
    }
    const reason = decision.status === 9 ? decision.reason : null;
    await tx
      .update(realNameRecords)
      .set({ status: decision.status, rejectReason: reason, processedAt: now })
      .where(and(eq(realNameRecords.id, id), eq(realNameRecords.status, 0)));
    await recordAudit(tx, {
      staffId: actorId,
      action: decision.status === 1 ? 'identity.approve' : 'identity.reject',
      entity: 'real_name_records',
      ids: [record.id, record.buyerId],
      before: { status: record.status },
      after: reason === null ? { status: decision.status } : { status: decision.status, reason },
    });
    const draft =
      decision.status === 1 ? inboxDrafts.realNameApproved({ id: record.id }) : inboxDrafts.realNameRejected({ id: record.id, reason: reason ?? '' });
    await postInbox(tx, [{ buyerId: record.buyerId, ...draft, at: now }]);
  });
  await decided.catch((error: unknown) => {
    throw isUniqueViolation(error) ? badRequest(REAL_NAME_MESSAGES.idTaken) : error;
  });
  const [row] = await deskQuery(ctx.db, eq(realNameRecords.id, id)).limit(1);
  return rowOf(row!, (await sameIdCounts(ctx.db, [row!]))(row!));
}

export const approveIdentity = (ctx: AppContext, actorId: number, id: number) => decide(ctx, actorId, id, { status: 1 });
export const rejectIdentity = (ctx: AppContext, actorId: number, id: number, reason: string) =>
  decide(ctx, actorId, id, { status: 9, reason });
