/**
 * The stock change feed (issue 19): one dedicated PostgreSQL connection per server instance LISTENs on the channel
 * "stock", which the trigger of migration 0007 notifies at the commit of every change of a lot's stock, whatever
 * changed it and whichever instance did. Changes are fanned out in-process to the subscribers (the open SSE streams,
 * routes/live.ts).
 *
 * The connection is not one of the pool's: a LISTEN lives as long as its session, and a pooled client would be
 * handed to queries. When it is lost (the database restarts, a network cut) the feed reconnects with a growing
 * pause (250 ms doubling to 5 s) and then tells every subscriber to `resync`: changes committed while nobody
 * listened were not delivered, so each subscriber reads its lots again.
 *
 * Issue 31: the same connection also LISTENs on "desk" (drizzle/0021: orders, order items, claims and withdrawals
 * announce what changed), for 今日概览's streams (routes/adminDashboard.ts): one LISTEN connection per instance still.
 *
 * Issue 33: and on "inbox" (drizzle/0024: the buyers whose inbox messages were posted, read or swept, comma-separated
 * ids), for the buyers' unread-count streams (routes/live.ts GET /api/live/inbox).
 */
import pg from 'pg';
import type { AppContext } from '../context';

/** One lot's stock as the trigger announces it: stems in stock, stems per bunch, bunches per batch. */
export type StockChange = { id: number; nowStock: number; stems: number; basic: number };

/** What a "desk" notification says changed. */
export const DESK_AREAS = ['orders', 'claims', 'payouts'] as const;
export type DeskArea = (typeof DESK_AREAS)[number];

export type StockSubscriber = {
  change?: (change: StockChange) => void;
  /** A desk's rows changed (orders, claims or payouts). */
  desk?: (area: DeskArea) => void;
  /** These buyers' inbox changed (their unread count may have). */
  inbox?: (buyerIds: readonly number[]) => void;
  /** The feed was (re)connected after a gap: announcements may have been missed. */
  resync: () => void;
};

export const STOCK_CHANNEL = 'stock';
export const DESK_CHANNEL = 'desk';
export const INBOX_CHANNEL = 'inbox';
const FIRST_PAUSE_MS = 250;
const MAX_PAUSE_MS = 5000;

/** An "inbox" payload ("12,34") as buyer ids; anything that is not an id is left out. */
export function parseInboxBuyers(payload: string | undefined): number[] {
  if (!payload) return [];
  return payload.split(',').flatMap((part) => (/^\d{1,10}$/.test(part) ? [Number(part)] : []));
}

/** A notification's payload as a change, or null when it is not one (never trusted blindly). */
export function parseStockChange(payload: string | undefined): StockChange | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    const { id, nowStock, stems, basic } = value;
    const whole = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n);
    return whole(id) && whole(nowStock) && whole(stems) && whole(basic) ? { id, nowStock, stems, basic } : null;
  } catch {
    return null;
  }
}

export class StockFeed {
  private readonly subscribers = new Set<StockSubscriber>();
  private client: pg.Client | null = null;
  private closed = false;
  private pause = FIRST_PAUSE_MS;
  private timer: NodeJS.Timeout | null = null;
  private everConnected = false;
  private readyWaiters: (() => void)[] = [];

  /** `config`: how to reach the database (the pool's own options, so embedded and DATABASE_URL alike). */
  constructor(
    private readonly config: pg.ClientConfig,
    private readonly log: { warn: (message: string) => void } = { warn: () => {} },
  ) {}

  /** Starts listening; resolves once the first LISTEN is in place (or the feed is closed). Never rejects. */
  start(): Promise<void> {
    const ready = new Promise<void>((resolve) => this.readyWaiters.push(resolve));
    void this.connect();
    return ready;
  }

  /** Whether the LISTEN connection is up now. */
  get listening(): boolean {
    return this.client !== null;
  }

  subscribe(subscriber: StockSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client(this.config);
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (this.client === client) this.client = null;
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      this.retry();
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (message) => {
      if (message.channel === DESK_CHANNEL) {
        const area = DESK_AREAS.find((a) => a === message.payload);
        if (area) for (const subscriber of this.subscribers) subscriber.desk?.(area);
        return;
      }
      if (message.channel === INBOX_CHANNEL) {
        const ids = parseInboxBuyers(message.payload);
        if (ids.length > 0) for (const subscriber of this.subscribers) subscriber.inbox?.(ids);
        return;
      }
      if (message.channel !== STOCK_CHANNEL) return;
      const change = parseStockChange(message.payload);
      if (!change) return;
      for (const subscriber of this.subscribers) subscriber.change?.(change);
    });
    try {
      await client.connect();
      // Three statements, stock last: the session's last query reads `LISTEN stock` (as operators and tests find it).
      await client.query(`LISTEN ${INBOX_CHANNEL}`);
      await client.query(`LISTEN ${DESK_CHANNEL}`);
      await client.query(`LISTEN ${STOCK_CHANNEL}`);
    } catch {
      drop();
      return;
    }
    if (this.closed || dropped) {
      client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.pause = FIRST_PAUSE_MS;
    const again = this.everConnected;
    this.everConnected = true;
    for (const resolve of this.readyWaiters.splice(0)) resolve();
    if (again) for (const subscriber of this.subscribers) subscriber.resync();
  }

  private retry() {
    if (this.closed || this.timer) return;
    if (this.everConnected) this.log.warn(`live stock: the LISTEN connection was lost; reconnecting in ${this.pause} ms`);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, this.pause);
    this.timer.unref();
    this.pause = Math.min(MAX_PAUSE_MS, this.pause * 2);
  }

  /** Stops listening and reconnecting (the server's close). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const resolve of this.readyWaiters.splice(0)) resolve();
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      client.removeAllListeners('notification');
      await client.end().catch(() => {});
    }
  }
}

const shared = new WeakMap<AppContext, { feed: StockFeed; ready: Promise<void> }>();

/**
 * The one feed of a server instance (its app context): every user of the change feed — the live stock streams
 * (routes/live.ts), the lists' cache (services/catalogCache.ts) — subscribes to it, so an instance holds one LISTEN
 * connection. Started at the first call; `ready` resolves once the first LISTEN is in place. The caller that owns the
 * app's lifetime closes it (close() may be called more than once).
 */
export function sharedStockFeed(ctx: AppContext, log?: { warn: (message: string) => void }): { feed: StockFeed; ready: Promise<void> } {
  let entry = shared.get(ctx);
  if (!entry) {
    // The LISTEN connection reaches the database the pool reaches (embedded or DATABASE_URL alike).
    const feed = new StockFeed(ctx.db.$client.options, log);
    entry = { feed, ready: feed.start() };
    shared.set(ctx, entry);
  }
  return entry;
}
