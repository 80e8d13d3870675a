import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Coalescer } from './coalescer';
import { parseStockChange } from './stockFeed';

describe('a stream outbox', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('sends the first change at once, then at most one batch per interval with the latest value of each lot', () => {
    const sent: { id: number; v: number }[][] = [];
    const outbox = new Coalescer<{ id: number; v: number }>(
      (items) => sent.push(items),
      250,
      () => Date.now(),
    );
    outbox.push({ id: 1, v: 10 });
    vi.advanceTimersByTime(0);
    expect(sent).toEqual([[{ id: 1, v: 10 }]]);
    for (let v = 9; v >= 0; v -= 1) outbox.push({ id: 1, v });
    outbox.push({ id: 2, v: 7 });
    vi.advanceTimersByTime(249);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent[1]).toEqual([
      { id: 1, v: 0 },
      { id: 2, v: 7 },
    ]);
  });

  it('sends nothing once closed', () => {
    const sent: unknown[] = [];
    const outbox = new Coalescer<{ id: number }>(
      (items) => sent.push(items),
      250,
      () => Date.now(),
    );
    outbox.push({ id: 1 });
    outbox.close();
    vi.advanceTimersByTime(1000);
    outbox.push({ id: 2 });
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
  });
});

describe('a stock notification', () => {
  it('is read from the trigger’s JSON, and anything else is ignored', () => {
    expect(parseStockChange('{"id":3,"nowStock":40,"stems":20,"basic":2}')).toEqual({ id: 3, nowStock: 40, stems: 20, basic: 2 });
    expect(parseStockChange('{"id":"3","nowStock":40,"stems":20,"basic":2}')).toBeNull();
    expect(parseStockChange('not json')).toBeNull();
    expect(parseStockChange(undefined)).toBeNull();
  });
});
