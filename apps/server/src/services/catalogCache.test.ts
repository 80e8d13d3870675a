import { describe, expect, it } from 'vitest';
import type { StockChange, StockSubscriber } from '../live/stockFeed';
import { CatalogCache, ShortCache, type Loaded } from './catalogCache';

/** A feed driven by hand: changes and resyncs are announced when the test says so. */
class HandFeed {
  listening = true;
  private readonly subscribers = new Set<StockSubscriber>();
  subscribe(subscriber: StockSubscriber) {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }
  announce(change: StockChange) {
    for (const s of this.subscribers) s.change?.(change);
  }
  resync() {
    for (const s of this.subscribers) s.resync();
  }
}

type Page = { stock: Map<number, number> };
const change = (id: number, nowStock: number): StockChange => ({ id, nowStock, stems: 10, basic: 1 });

/** A loader of a page showing lots 1 and 2 (stock 100 each), counting its reads; `during` runs while it reads. */
function loader(during?: () => void) {
  let reads = 0;
  const load = async (): Promise<Loaded<Page>> => {
    reads += 1;
    const value = {
      stock: new Map([
        [1, 100],
        [2, 100],
      ]),
    };
    during?.();
    await Promise.resolve();
    return {
      value,
      lots: new Map([
        [1, true],
        [2, true],
      ]),
      patch: (page, c) => {
        page.stock.set(c.id, c.nowStock);
        return true;
      },
    };
  };
  return { load, reads: () => reads };
}

describe('CatalogCache', () => {
  it('serves a key from memory and patches the stock a change announces', async () => {
    const feed = new HandFeed();
    const cache = new CatalogCache(feed, 3000);
    const l = loader();
    await cache.get('k', l.load);
    feed.announce(change(1, 50));
    const page = await cache.get('k', l.load);
    expect(l.reads()).toBe(1);
    expect(page.stock.get(1)).toBe(50);
  });

  it('drops an entry when a lot turns buyable or not (the ranking changes) and reads it again', async () => {
    const feed = new HandFeed();
    const cache = new CatalogCache(feed, 3000);
    const l = loader();
    await cache.get('k', l.load);
    feed.announce(change(2, 5)); // less than a 10-stem batch
    await cache.get('k', l.load);
    expect(l.reads()).toBe(2);
  });

  it('applies a change announced while the entry was being read, before storing it', async () => {
    const feed = new HandFeed();
    const cache = new CatalogCache(feed, 3000);
    const l = loader(() => feed.announce(change(1, 70)));
    const first = await cache.get('k', l.load);
    expect(first.stock.get(1)).toBe(70);
    expect((await cache.get('k', l.load)).stock.get(1)).toBe(70);
    expect(l.reads()).toBe(1);
  });

  it('does not store a read that a sell-out during it made stale', async () => {
    const feed = new HandFeed();
    const cache = new CatalogCache(feed, 3000);
    const l = loader(() => feed.announce(change(1, 0)));
    await cache.get('k', l.load);
    await cache.get('k', l.load);
    expect(l.reads()).toBe(2);
  });

  it('reads the database while the feed is not listening, and drops everything when it resyncs', async () => {
    const feed = new HandFeed();
    const cache = new CatalogCache(feed, 3000);
    const l = loader();
    feed.listening = false;
    await cache.get('k', l.load);
    await cache.get('k', l.load);
    expect(l.reads()).toBe(2);
    feed.listening = true;
    await cache.get('k', l.load);
    feed.resync();
    await cache.get('k', l.load);
    expect(l.reads()).toBe(4);
  });

  it('expires entries after their life and keeps at most the most recently used', async () => {
    const feed = new HandFeed();
    let now = 0;
    const cache = new CatalogCache(feed, 3000, 2, () => now);
    const l = loader();
    await cache.get('a', l.load);
    now = 2999;
    await cache.get('a', l.load);
    expect(l.reads()).toBe(1);
    // Past its life: answered as it was while it is read again; past twice its life: read before answering.
    now = 3000;
    await cache.get('a', l.load);
    expect(l.reads()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 0)); // the background read is stored
    now = 9000;
    await cache.get('a', l.load);
    expect(l.reads()).toBe(3);
    await cache.get('b', l.load);
    await cache.get('a', l.load);
    await cache.get('c', l.load); // b is the least recently used
    expect(cache.size).toBe(2);
    await cache.get('a', l.load);
    expect(l.reads()).toBe(5);
    await cache.get('b', l.load);
    expect(l.reads()).toBe(6);
  });

  it('reads a key once for concurrent requests', async () => {
    const cache = new CatalogCache(new HandFeed(), 3000);
    const l = loader();
    await Promise.all([cache.get('k', l.load), cache.get('k', l.load), cache.get('k', l.load)]);
    expect(l.reads()).toBe(1);
  });
});

describe('ShortCache', () => {
  it('keeps a value for its life, forgets a failed read and a deleted key', async () => {
    let now = 0;
    const cache = new ShortCache<number, string>(2000, 10, () => now);
    let reads = 0;
    const load = async () => `v${++reads}`;
    expect(await cache.get(1, load)).toBe('v1');
    expect(await cache.get(1, load)).toBe('v1');
    now = 2000;
    expect(await cache.get(1, load)).toBe('v2');
    cache.delete(1);
    expect(await cache.get(1, load)).toBe('v3');
    await expect(cache.get(2, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(2, load)).toBe('v4');
  });
});
