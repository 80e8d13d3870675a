/**
 * The read cache of the 11:30 lists (issue 19): the part of a zone page or a product's supplier rows that is the same
 * for every buyer, kept in memory per query (auction date, tab, style, filters, page) and kept fresh by the stock
 * change feed (live/stockFeed.ts — the same LISTEN connection as the live stock streams, one per server instance).
 * Personal figures (followed flags, member prices, the buyer's own logistics) are never cached here: the services lay
 * them over the shared part per request (services/catalog.ts).
 *
 * Freshness:
 * - A stock change of a lot an entry depends on patches the entry as the feed delivers it (milliseconds after the
 *   commit): the stock figures shown. When the change moves the lot between buyable and not (the whole page's ranking
 *   and the cheapest lot can change), the entry is dropped and the next request reads the database.
 * - A change announced while an entry is being read from the database is applied to it before it is stored (a log of
 *   the recent changes is replayed), so no change slips between the read and the store.
 * - While the feed is not listening (not yet connected, or reconnecting after a lost connection) nothing is served
 *   from the cache; when it has reconnected, everything is dropped (changes may have been missed meanwhile).
 * - Everything else (new lots, prices, suppliers, descriptions — changes that do not go through stock) shows after
 *   the entry's short life at the latest: an entry past ENTRY_TTL_MS is read again (in the background while it is
 *   younger than twice that, the old answer — stock still patched — meanwhile); this instance's own staff writes
 *   clear it at once.
 * Each instance keeps its own cache fed by its own LISTEN: correctness never depends on being the only process.
 */
import type { StockChange, StockFeed } from '../live/stockFeed';

/** How long an entry lives at most (ms, wall time): the bound on changes that do not go through stock. */
export const ENTRY_TTL_MS = 3000;
/** Entries kept at most (least recently used dropped first). */
export const MAX_ENTRIES = 2000;
/** Changes remembered for the replay over an entry being read (a read that outlives them is not stored). */
const RECENT_CHANGES = 20_000;

/** Whether a lot with this stock sells at least one batch (the lists rank buyable lots first). */
export function buyable(change: Pick<StockChange, 'nowStock' | 'stems' | 'basic'>): boolean {
  return change.nowStock >= change.stems * Math.max(change.basic, 1);
}

/** What a loader reads: the shared value, the lots it shows or ranks by (id → buyable), and how a change patches it. */
export type Loaded<T> = {
  value: T;
  lots: ReadonlyMap<number, boolean>;
  /** Applies a lot's change whose buyable state is unchanged; false: the value cannot be patched (dropped). */
  patch: (value: T, change: StockChange) => boolean;
};

type Entry = {
  key: string;
  value: unknown;
  lots: Map<number, boolean>;
  patch: (value: unknown, change: StockChange) => boolean;
  expires: number;
};

export class CatalogCache {
  private readonly entries = new Map<string, Entry>();
  /** Lot id → the entries that depend on it. */
  private readonly byLot = new Map<number, Set<Entry>>();
  private readonly loading = new Map<string, Promise<unknown>>();
  private readonly recent: { seq: number; change: StockChange }[] = [];
  private seq = 0;
  /** Reads in progress (their changes are remembered in `recent`). */
  private reading = 0;
  /** Bumped by clear(): a read that began before it is not stored. */
  private epoch = 0;
  private readonly unsubscribe: () => void;
  hits = 0;
  misses = 0;

  constructor(
    private readonly feed: Pick<StockFeed, 'subscribe' | 'listening'>,
    private readonly ttlMs = ENTRY_TTL_MS,
    private readonly maxEntries = MAX_ENTRIES,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.unsubscribe = feed.subscribe({ change: (change) => this.apply(change), resync: () => this.clear() });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The shared value of `key`: from memory when fresh, else read by `load` (one read per key at a time). */
  async get<T>(key: string, load: () => Promise<Loaded<T>>): Promise<T> {
    if (!this.feed.listening) {
      // Nothing to keep an entry fresh with: straight from the database.
      this.misses += 1;
      return (await load()).value;
    }
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && entry.expires > now - this.ttlMs) {
      this.hits += 1;
      // Most recently used last (Map keeps insertion order).
      this.entries.delete(key);
      this.entries.set(key, entry);
      // Past its life but within a second one: answered as it is (its stock is still patched) while it is read
      // again in the background, so the periodic re-reads cost no request a database wait.
      if (entry.expires <= now && !this.loading.has(key)) this.start(key, load).catch(() => {});
      return entry.value as T;
    }
    if (entry) this.drop(entry);
    this.misses += 1;
    return (this.loading.get(key) as Promise<T> | undefined) ?? this.start(key, load);
  }

  private start<T>(key: string, load: () => Promise<Loaded<T>>): Promise<T> {
    const read = this.read(key, load).finally(() => this.loading.delete(key));
    this.loading.set(key, read);
    return read;
  }

  private async read<T>(key: string, load: () => Promise<Loaded<T>>): Promise<T> {
    const startSeq = this.seq;
    const startEpoch = this.epoch;
    const startedAt = this.now();
    this.reading += 1;
    let loaded: Loaded<T>;
    try {
      loaded = await load();
    } finally {
      this.reading -= 1;
    }
    const lots = new Map(loaded.lots);
    const patch = loaded.patch as (value: unknown, change: StockChange) => boolean;
    // Changes announced during the read: the read may or may not have seen them; the later value wins either way.
    const oldest = this.recent[0]?.seq ?? this.seq + 1;
    let storable = this.epoch === startEpoch && this.feed.listening && (this.seq === startSeq || oldest <= startSeq + 1);
    for (const { seq, change } of this.recent) {
      if (!storable) break;
      if (seq <= startSeq || !lots.has(change.id)) continue;
      if (lots.get(change.id) !== buyable(change) || !patch(loaded.value, change)) storable = false;
    }
    if (storable) this.store({ key, value: loaded.value, lots, patch, expires: startedAt + this.ttlMs });
    return loaded.value;
  }

  private store(entry: Entry) {
    const old = this.entries.get(entry.key);
    if (old) this.drop(old);
    this.entries.set(entry.key, entry);
    for (const id of entry.lots.keys()) {
      let set = this.byLot.get(id);
      if (!set) this.byLot.set(id, (set = new Set()));
      set.add(entry);
    }
    while (this.entries.size > this.maxEntries) {
      const [, oldest] = this.entries.entries().next().value as [string, Entry];
      this.drop(oldest);
    }
  }

  private drop(entry: Entry) {
    if (this.entries.get(entry.key) === entry) this.entries.delete(entry.key);
    for (const id of entry.lots.keys()) {
      const set = this.byLot.get(id);
      set?.delete(entry);
      if (set?.size === 0) this.byLot.delete(id);
    }
  }

  private apply(change: StockChange) {
    this.seq += 1;
    if (this.reading > 0) {
      this.recent.push({ seq: this.seq, change });
      if (this.recent.length > RECENT_CHANGES) this.recent.splice(0, this.recent.length - RECENT_CHANGES);
    } else this.recent.length = 0;
    const entries = this.byLot.get(change.id);
    if (!entries) return;
    const now = buyable(change);
    for (const entry of [...entries]) {
      if (entry.lots.get(change.id) !== now || !entry.patch(entry.value, change)) this.drop(entry);
    }
  }

  /** Drops every entry (a staff change on this instance, or the feed reconnected after a gap). */
  clear() {
    this.epoch += 1;
    this.entries.clear();
    this.byLot.clear();
  }

  close() {
    this.unsubscribe();
    this.clear();
  }
}

/** Short-lived per-key values (a buyer's follows, default logistics): at most `ttlMs` old, bounded in number. */
export class ShortCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    const at = this.now();
    if (hit && hit.expires > at) return hit.value;
    const value = load();
    this.entries.set(key, { value, expires: at + this.ttlMs });
    // A failed read is not kept.
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }

  delete(key: K) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}

// ---------------------------------------------------------------- one set per server instance

/** A buyer's follows and default logistics live this long (ms); this instance's own changes clear them at once. */
export const PERSONAL_TTL_MS = 2000;

export type ReadCaches = {
  /** The lists' shared parts; null when no feed keeps them fresh (then every list reads the database). */
  lists: CatalogCache | null;
  follows: ShortCache<number, ReadonlySet<string>>;
  logistics: ShortCache<number, string>;
};

const registry = new WeakMap<object, ReadCaches>();

/** The read caches of an instance (its app context). */
export function readCachesOf(ctx: object): ReadCaches {
  let caches = registry.get(ctx);
  if (!caches) {
    caches = { lists: null, follows: new ShortCache(PERSONAL_TTL_MS), logistics: new ShortCache(PERSONAL_TTL_MS) };
    registry.set(ctx, caches);
  }
  return caches;
}

/** Starts the lists' cache of an instance on its change feed (routes/catalog.ts); returns it (close() at shutdown). */
export function startListCache(ctx: object, feed: Pick<StockFeed, 'subscribe' | 'listening'>): CatalogCache {
  const caches = readCachesOf(ctx);
  caches.lists?.close();
  caches.lists = new CatalogCache(feed);
  return caches.lists;
}

/** Staff changed lots, prices or suppliers on this instance: the lists read the database again at once. */
export function listsChanged(ctx: object) {
  registry.get(ctx)?.lists?.clear();
}
