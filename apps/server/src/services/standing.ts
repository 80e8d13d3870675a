/**
 * A buyer's standing orders (固定订单, issue 32): list, create, edit, pause/resume, skip the next run, delete, and the
 * runs' results. Rules in packages/domain/src/standing.ts; the runs themselves: services/standingRunner.ts.
 *
 * Decisions:
 * - A buyer sees and changes only their own: another buyer's id answers 固定订单不存在 (404), as a missing one.
 * - Edits, pause, skip and delete are refused from 10 minutes before the next run (standingEditRefusal) until the run
 *   is done; each change is a conditional update on the next run it read (`next_run_at` unchanged), so a runner that
 *   advanced it meanwhile makes the change refuse rather than change an order under a run.
 * - Creating or editing sets the next run to the schedule's first run after now that has no record (a run skipped
 *   stays skipped); resuming, likewise; pausing clears it.
 * - Skipping records the skipped run (status skipped, seen) so the page lists it, and moves to the run after it.
 * - Delete removes the order and its runs' records; the orders its runs bought stay with the buyer's orders.
 */
import type { StandingOrderView, StandingRunView, StandingSaveRequest } from '@huashi/api';
import { STANDING_NOT_FOUND } from '@huashi/api/contracts';
import {
  formatShanghaiDateTime,
  formatYuan,
  nextRunAt,
  nextUnrecordedRunAt,
  scheduleText,
  standingEditRefusal,
  standingInputOf,
  standingFairRuleText,
  standingOrderProblems,
  STANDING_MESSAGES,
  STANDING_RUN_STATUSES,
  type StandingLine,
  type StandingRunResult,
} from '@huashi/domain';
import { and, asc, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { standingOrderLines, standingOrders, standingRuns, suppliers, varieties } from '../db/schema';
import { BusinessError, badRequest } from '../http/envelope';

type OrderRow = typeof standingOrders.$inferSelect;
type LineRow = typeof standingOrderLines.$inferSelect;
type RunRow = typeof standingRuns.$inferSelect;

const RUNS_SHOWN = 30;

export const STANDING_EXTRA_MESSAGES = { varietyUnknown: '品种不存在', supplierUnknown: '供应商不存在' } as const;

function notFound(): BusinessError {
  return new BusinessError(404, STANDING_NOT_FOUND);
}

/** Weekdays ↔ the bit mask stored. */
export function daysOfMask(mask: number): number[] {
  return [0, 1, 2, 3, 4, 5, 6].filter((d) => (mask & (1 << d)) !== 0);
}
export function maskOfDays(days: readonly number[]): number {
  return days.reduce((mask, d) => mask | (1 << d), 0);
}

export function scheduleOf(row: Pick<OrderRow, 'daysMask' | 'session' | 'runTime'>) {
  return { days: daysOfMask(row.daysMask), session: row.session, time: row.runTime };
}

export function lineOf(row: LineRow): StandingLine {
  return {
    flwCode: row.flwCode,
    levelName: row.levelName,
    lengthMin: row.lengthMin,
    lengthMax: row.lengthMax,
    bunches: row.bunches,
    maxPricePerBunchFen: row.maxPricePerBunchFen,
    supplierId: row.supplierId,
    allowAlternative: row.allowAlternative,
  };
}

async function varietyNames(db: DbOrTx, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: varieties.flwCode, name: varieties.name })
    .from(varieties)
    .where(inArray(varieties.flwCode, [...new Set(codes)]));
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** The preferred suppliers' names by id (the editor shows the name, not the number). */
async function supplierNames(db: DbOrTx, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(inArray(suppliers.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

type Names = { varieties: ReadonlyMap<string, string>; suppliers: ReadonlyMap<string, string> };

function view(row: OrderRow, lines: readonly LineRow[], names: Names, now: Date): StandingOrderView {
  const schedule = scheduleOf(row);
  return {
    id: row.id,
    name: row.name,
    session: row.session,
    time: row.runTime,
    days: schedule.days,
    scheduleText: scheduleText(schedule),
    budget: row.budgetFen === null ? '' : formatYuan(row.budgetFen),
    paused: row.paused,
    nextRunAt: row.nextRunAt ? (formatShanghaiDateTime(row.nextRunAt) ?? '') : '',
    lockedReason: standingEditRefusal({ paused: row.paused, nextRunAt: row.nextRunAt }, now) ?? '',
    lines: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((l) => ({
        flwCode: l.flwCode,
        flwName: names.varieties.get(l.flwCode) ?? l.flwCode,
        levelName: l.levelName ?? '',
        lengthMin: l.lengthMin,
        lengthMax: l.lengthMax,
        bunches: l.bunches,
        maxPrice: l.maxPricePerBunchFen === null ? '' : formatYuan(l.maxPricePerBunchFen),
        supplierId: l.supplierId ?? '',
        supplierName: l.supplierId ? (names.suppliers.get(l.supplierId) ?? '') : '',
        allowAlternative: l.allowAlternative,
      })),
  };
}

async function viewsOf(db: DbOrTx, rows: readonly OrderRow[], now: Date): Promise<StandingOrderView[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(standingOrderLines)
    .where(
      inArray(
        standingOrderLines.standingOrderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(standingOrderLines.standingOrderId), asc(standingOrderLines.position));
  const [varietyMap, supplierMap] = await Promise.all([
    varietyNames(
      db,
      lines.map((l) => l.flwCode),
    ),
    supplierNames(
      db,
      lines.map((l) => l.supplierId),
    ),
  ]);
  const names = { varieties: varietyMap, suppliers: supplierMap };
  return rows.map((r) =>
    view(
      r,
      lines.filter((l) => l.standingOrderId === r.id),
      names,
      now,
    ),
  );
}

export async function listStanding(ctx: AppContext, buyerId: number) {
  const rows = await ctx.db.select().from(standingOrders).where(eq(standingOrders.buyerId, buyerId)).orderBy(asc(standingOrders.id));
  return {
    list: await viewsOf(ctx.db, rows, ctx.clock.now()),
    fairRule: standingFairRuleText(ctx.config.standingShare),
    share: ctx.config.standingShare,
  };
}

async function ownOrder(db: DbOrTx, buyerId: number, id: number | null): Promise<OrderRow> {
  if (id === null) throw notFound();
  const [row] = await db
    .select()
    .from(standingOrders)
    .where(and(eq(standingOrders.id, id), eq(standingOrders.buyerId, buyerId)));
  if (!row) throw notFound();
  return row;
}

function assertChangeable(row: OrderRow, now: Date) {
  const refusal = standingEditRefusal({ paused: row.paused, nextRunAt: row.nextRunAt }, now);
  if (refusal) throw badRequest(refusal);
}

/** The same next run as read: a runner that moved it meanwhile makes the change refuse. */
function sameNextRun(row: OrderRow) {
  return row.nextRunAt === null ? isNull(standingOrders.nextRunAt) : eq(standingOrders.nextRunAt, row.nextRunAt);
}

/** The order's next run after `now` that has no record yet (nextUnrecordedRunAt); null for a new order's schedule too. */
async function nextFreeRun(db: DbOrTx, orderId: number | null, schedule: Parameters<typeof nextRunAt>[0], now: Date): Promise<Date | null> {
  const first = nextRunAt(schedule, now);
  if (first === null) return null;
  const recorded =
    orderId === null
      ? []
      : await db
          .select({ runAt: standingRuns.runAt })
          .from(standingRuns)
          .where(and(eq(standingRuns.standingOrderId, orderId), gte(standingRuns.runAt, new Date(first))));
  const next = nextUnrecordedRunAt(schedule, now, new Set(recorded.map((r) => r.runAt.getTime())));
  return next === null ? null : new Date(next);
}

export async function saveStanding(ctx: AppContext, buyerId: number, body: StandingSaveRequest): Promise<StandingOrderView> {
  const input = standingInputOf(body);
  const problems = Object.values(standingOrderProblems(input));
  if (body.session !== 'A' && body.session !== 'C') problems.unshift(STANDING_MESSAGES.sessionRequired);
  if (problems[0]) throw badRequest(problems[0]);
  const [varietyMap, supplierMap] = await Promise.all([
    varietyNames(
      ctx.db,
      input.lines.map((l) => l.flwCode),
    ),
    supplierNames(
      ctx.db,
      input.lines.map((l) => l.supplierId),
    ),
  ]);
  if (input.lines.some((l) => !varietyMap.has(l.flwCode))) throw badRequest(STANDING_EXTRA_MESSAGES.varietyUnknown);
  if (input.lines.some((l) => l.supplierId !== null && !supplierMap.has(l.supplierId)))
    throw badRequest(STANDING_EXTRA_MESSAGES.supplierUnknown);
  const names = { varieties: varietyMap, suppliers: supplierMap };
  const now = ctx.clock.now();
  const id = body.id ?? null;
  return ctx.db.transaction(async (tx) => {
    const existing = id === null ? null : await ownOrder(tx, buyerId, id);
    if (existing) assertChangeable(existing, now);
    const paused = existing?.paused ?? false;
    const next = paused ? null : await nextFreeRun(tx, existing?.id ?? null, input.schedule, now);
    const values = {
      buyerId,
      name: input.name.trim(),
      session: input.schedule.session,
      runTime: input.schedule.time,
      daysMask: maskOfDays(input.schedule.days),
      budgetFen: input.budgetFen,
      nextRunAt: next,
      updatedAt: now,
    };
    let row: OrderRow | undefined;
    if (existing) {
      [row] = await tx
        .update(standingOrders)
        .set(values)
        .where(and(eq(standingOrders.id, existing.id), sameNextRun(existing)))
        .returning();
      if (!row) throw badRequest(STANDING_MESSAGES.editCutOff);
      await tx.delete(standingOrderLines).where(eq(standingOrderLines.standingOrderId, row.id));
    } else {
      [row] = await tx
        .insert(standingOrders)
        .values({ ...values, createdAt: now })
        .returning();
    }
    const saved = row!;
    const lines = await tx
      .insert(standingOrderLines)
      .values(input.lines.map((l, position) => ({ ...l, standingOrderId: saved.id, position })))
      .returning();
    return view(saved, lines, names, now);
  });
}

export async function pauseStanding(ctx: AppContext, buyerId: number, id: number, paused: boolean): Promise<StandingOrderView> {
  const now = ctx.clock.now();
  const row = await ownOrder(ctx.db, buyerId, id);
  if (row.paused === paused) throw badRequest(paused ? STANDING_MESSAGES.paused : STANDING_MESSAGES.notPaused);
  assertChangeable(row, now);
  const next = paused ? null : await nextFreeRun(ctx.db, row.id, scheduleOf(row), now);
  const [updated] = await ctx.db
    .update(standingOrders)
    .set({ paused, nextRunAt: next, updatedAt: now })
    .where(and(eq(standingOrders.id, row.id), sameNextRun(row)))
    .returning();
  if (!updated) throw badRequest(STANDING_MESSAGES.editCutOff);
  return (await viewsOf(ctx.db, [updated], now))[0]!;
}

export async function skipStanding(ctx: AppContext, buyerId: number, id: number): Promise<StandingOrderView> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await ownOrder(tx, buyerId, id);
    if (row.paused || !row.nextRunAt) throw badRequest(STANDING_MESSAGES.paused);
    assertChangeable(row, now);
    const next = nextRunAt(scheduleOf(row), row.nextRunAt);
    const [updated] = await tx
      .update(standingOrders)
      .set({ nextRunAt: next === null ? null : new Date(next), updatedAt: now })
      .where(and(eq(standingOrders.id, row.id), sameNextRun(row)))
      .returning();
    if (!updated) throw badRequest(STANDING_MESSAGES.editCutOff);
    await tx
      .insert(standingRuns)
      .values({ standingOrderId: row.id, buyerId, runAt: row.nextRunAt, status: 'skipped', result: { bought: [], shorts: [] }, seen: true })
      .onConflictDoNothing();
    return (await viewsOf(tx, [updated], now))[0]!;
  });
}

export async function removeStanding(ctx: AppContext, buyerId: number, id: number): Promise<{ id: number }> {
  const now = ctx.clock.now();
  const row = await ownOrder(ctx.db, buyerId, id);
  assertChangeable(row, now);
  const deleted = await ctx.db
    .delete(standingOrders)
    .where(and(eq(standingOrders.id, row.id), sameNextRun(row)))
    .returning({ id: standingOrders.id });
  if (deleted.length === 0) throw badRequest(STANDING_MESSAGES.editCutOff);
  return { id: row.id };
}

export function runView(run: RunRow, name: string): StandingRunView {
  const result: StandingRunResult = run.result;
  return {
    id: run.id,
    standingOrderId: run.standingOrderId,
    name,
    runAt: formatShanghaiDateTime(run.runAt) ?? '',
    status: run.status,
    statusText: STANDING_RUN_STATUSES[run.status],
    orderNo: run.orderNo ?? '',
    paid: formatYuan(run.paidFen),
    bought: result.bought.map((b) => ({
      flwName: b.flwName,
      levelName: b.levelName,
      lengthCode: b.lengthCode,
      supplierName: b.supplierName,
      bunches: b.bunches,
      pricePerBunch: formatYuan(b.pricePerBunchFen),
      goods: formatYuan(b.goodsFen),
    })),
    shorts: result.shorts,
    attempts: result.attempts ?? [],
  };
}

const runColumns = { run: standingRuns, name: standingOrders.name };

/** The runs of one of the buyer's orders (another buyer's or a missing order: 404, as every call), or of all of them. */
export async function standingRunsOf(ctx: AppContext, buyerId: number, id: number | null): Promise<{ list: StandingRunView[] }> {
  if (id !== null) await ownOrder(ctx.db, buyerId, id);
  const rows = await ctx.db
    .select(runColumns)
    .from(standingRuns)
    .innerJoin(standingOrders, eq(standingOrders.id, standingRuns.standingOrderId))
    .where(and(eq(standingRuns.buyerId, buyerId), id === null ? undefined : eq(standingRuns.standingOrderId, id)))
    .orderBy(desc(standingRuns.runAt), desc(standingRuns.id))
    .limit(RUNS_SHOWN);
  return { list: rows.map((r) => runView(r.run, r.name)) };
}

/** The newest run the buyer has not seen (skipped runs are never news). */
export async function latestStandingRun(ctx: AppContext, buyerId: number): Promise<StandingRunView | null> {
  const [row] = await ctx.db
    .select(runColumns)
    .from(standingRuns)
    .innerJoin(standingOrders, eq(standingOrders.id, standingRuns.standingOrderId))
    .where(and(eq(standingRuns.buyerId, buyerId), eq(standingRuns.seen, false), ne(standingRuns.status, 'skipped')))
    .orderBy(desc(standingRuns.id))
    .limit(1);
  return row ? runView(row.run, row.name) : null;
}

/** Marks the buyer's run seen; another buyer's run or a missing one answers 404, as every call (trial 2 of issue 32). */
export async function markStandingRunSeen(ctx: AppContext, buyerId: number, runId: number): Promise<{ id: number }> {
  const [own] = await ctx.db
    .select({ id: standingRuns.id })
    .from(standingRuns)
    .where(and(eq(standingRuns.id, runId), eq(standingRuns.buyerId, buyerId)));
  if (!own) throw notFound();
  // Every run up to this one is seen: the message shows the newest only.
  await ctx.db
    .update(standingRuns)
    .set({ seen: true })
    .where(and(eq(standingRuns.buyerId, buyerId), sql`${standingRuns.id} <= ${runId}`, eq(standingRuns.seen, false)));
  return { id: runId };
}

/** Every variety by name (the editor's 品种). */
export async function standingVarieties(ctx: AppContext): Promise<{ flwCode: string; name: string }[]> {
  return ctx.db
    .select({ flwCode: varieties.flwCode, name: varieties.name })
    .from(varieties)
    .orderBy(asc(varieties.name), asc(varieties.flwCode));
}
