import { describe, expect, it } from 'vitest';
import { createRng, hashString, mulberry32 } from './random';

describe('seeded random', () => {
  it('gives the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 20 }, () => a());
    expect(Array.from({ length: 20 }, () => b())).toEqual(xs);
    for (const x of xs) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  it('gives different sequences for different seeds', () => {
    expect(createRng('a').next()).not.toBe(createRng('b').next());
    expect(hashString('卡罗拉')).toBe(hashString('卡罗拉'));
    expect(hashString('卡罗拉')).not.toBe(hashString('雪山'));
  });

  it('keeps int within bounds and picks from the list', () => {
    const rng = createRng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const n = rng.int(1, 3);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(3);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([1, 2, 3]);
    expect(['x', 'y']).toContain(rng.pick(['x', 'y']));
    expect(() => rng.pick([])).toThrow();
  });

  it('follows the weights roughly and shuffles without losing items', () => {
    const rng = createRng('w');
    let heavy = 0;
    for (let i = 0; i < 1000; i++)
      if (
        rng.weighted([
          ['h', 9],
          ['l', 1],
        ] as const) === 'h'
      )
        heavy++;
    expect(heavy).toBeGreaterThan(850);
    expect(heavy).toBeLessThan(950);
    const items = [1, 2, 3, 4, 5, 6];
    expect(rng.shuffle(items).sort()).toEqual(items);
    expect(rng.sample(items, 3)).toHaveLength(3);
  });
});
