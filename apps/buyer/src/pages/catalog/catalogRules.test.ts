import { ApiError, type WellSortPage } from '@huashi/api';
import { FOLLOW_MESSAGES } from '@huashi/domain';
import { describe, expect, it } from 'vitest';
import { followOutcome, suppliersState, withCollected } from './catalogRules';
import { formMapRefetchMs, FORM_MAP_MAX_WAIT_MS } from './formMapRefresh';
import { nextZonePage } from './zonePaging';

describe('followOutcome', () => {
  it('1 is followed, 0 unfollowed, each with its toast', () => {
    expect(followOutcome({ code: 200, msg: '', data: 1 })).toMatchObject({ ok: true, followed: true });
    expect(followOutcome({ code: '200', msg: '', data: 0 })).toMatchObject({ ok: true, followed: false });
  });
  it("a refusal shows the server's message (else 操作异常)", () => {
    expect(followOutcome({ code: 400, msg: '商品不存在', data: 0 })).toEqual({ ok: false, text: '商品不存在' });
    expect(followOutcome({ code: 400, msg: '', data: 0 })).toEqual({ ok: false, text: FOLLOW_MESSAGES.failed });
  });
});

describe('suppliersState', () => {
  const q = { error: null, isError: false, isPending: false, isPlaceholderData: false };
  it('no product or 404 is missing; a failure failed; a placeholder (last answer) is still loading', () => {
    expect(suppliersState('', q)).toBe('missing');
    expect(suppliersState('X1', { ...q, error: new ApiError(404, '商品不存在'), isError: true })).toBe('missing');
    expect(suppliersState('X1', { ...q, error: new ApiError(0, ''), isError: true })).toBe('failed');
    expect(suppliersState('X1', { ...q, isPlaceholderData: true })).toBe('loading');
    expect(suppliersState('X1', q)).toBe('ready');
  });
});

describe('withCollected', () => {
  it("changes only that variety's cards", () => {
    const page = {
      list: [
        { flwCode: 'a', collected: 0 },
        { flwCode: 'b', collected: 0 },
      ],
    } as unknown as WellSortPage;
    expect(withCollected(page, 'a', true).list.map((p) => p.collected)).toEqual([1, 0]);
  });
});

describe('nextZonePage', () => {
  const page = (n: number, total: number) => ({ list: Array.from({ length: n }), pages: { total } }) as never;
  it('asks for the next page until every product is loaded', () => {
    expect(nextZonePage(page(20, 45), [page(20, 45)])).toBe(2);
    expect(nextZonePage(page(5, 45), [page(20, 45), page(20, 45), page(5, 45)])).toBeUndefined();
    expect(nextZonePage(page(0, 45), [page(20, 45), page(0, 45)])).toBeUndefined();
  });
});

describe('formMapRefetchMs', () => {
  const state = (open: boolean, at: number | null) => ({
    type: 'A',
    open,
    opensAt: open ? null : at,
    closesAt: open ? at : null,
    preparing: false,
  });
  it('reads the map again a second after the next opening or closing, at least every 10 minutes', () => {
    const now = 1_000_000;
    const map = (a: number | null, c: number | null) =>
      ({ sessions: { A: state(false, a), C: state(true, c), now, auctionDate: '' } }) as never;
    expect(formMapRefetchMs(map(now + 60_000, now + 120_000))).toBe(61_000);
    expect(formMapRefetchMs(map(null, null))).toBe(FORM_MAP_MAX_WAIT_MS + 1000);
    expect(formMapRefetchMs(undefined)).toBe(false);
  });
});
