/**
 * Standing orders (固定订单, issue 32): a buyer's schedule and lines, and each run with what it bought. Rules:
 * packages/domain/src/standing.ts; the runner: services/standingRunner.ts.
 */
import type { SessionType, StandingRunResult, StandingRunStatus } from '@huashi/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, char, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { buyers } from './accounts';
import { varieties } from './catalog';
import { createdAt, ts, updatedAt } from './columns';

export const standingOrders = pgTable(
  'standing_orders',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id),
    name: text('name').notNull(),
    session: char('session', { length: 1 }).$type<SessionType>().notNull(),
    /** "HH:MM" Asia/Shanghai. */
    runTime: text('run_time').notNull(),
    /** Weekdays as a bit mask: bit d set = weekday d (0 Sunday). */
    daysMask: smallint('days_mask').notNull(),
    /** Budget cap per run on goods, null for none. */
    budgetFen: bigint('budget_fen', { mode: 'number' }),
    paused: boolean('paused').notNull().default(false),
    /** The next run (null while paused); the runner takes the orders whose next run is due. */
    nextRunAt: ts('next_run_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('standing_orders_buyer_idx').on(t.buyerId, t.id),
    index('standing_orders_due_idx')
      .on(t.nextRunAt)
      .where(sql`not ${t.paused}`),
  ],
);

export const standingOrderLines = pgTable(
  'standing_order_lines',
  {
    id: serial('id').primaryKey(),
    standingOrderId: integer('standing_order_id')
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    flwCode: text('flw_code')
      .notNull()
      .references(() => varieties.flwCode),
    levelName: text('level_name'),
    lengthMin: smallint('length_min'),
    lengthMax: smallint('length_max'),
    bunches: integer('bunches').notNull(),
    maxPricePerBunchFen: integer('max_price_per_bunch_fen'),
    supplierId: text('supplier_id'),
    allowAlternative: boolean('allow_alternative').notNull().default(false),
  },
  (t) => [uniqueIndex('standing_order_lines_position_idx').on(t.standingOrderId, t.position)],
);

/** One row per run (or skipped run) of a standing order: written once, in the transaction of its purchase. */
export const standingRuns = pgTable(
  'standing_runs',
  {
    id: serial('id').primaryKey(),
    standingOrderId: integer('standing_order_id')
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id),
    runAt: ts('run_at').notNull(),
    status: text('status').$type<StandingRunStatus>().notNull(),
    orderId: integer('order_id'),
    orderNo: text('order_no'),
    /** Paid from the balance for the order (0 when nothing was bought). */
    paidFen: bigint('paid_fen', { mode: 'number' }).notNull().default(0),
    /** Stems taken per lot (lot id → stems): what the 11:30 share counts. */
    taken: jsonb('taken').$type<Record<string, number>>().notNull().default({}),
    result: jsonb('result').$type<StandingRunResult>().notNull(),
    /** Whether the buyer has seen it (the home page's message). */
    seen: boolean('seen').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('standing_runs_once_idx').on(t.standingOrderId, t.runAt), index('standing_runs_buyer_idx').on(t.buyerId, t.id)],
);
