import { describe, expect, it } from 'vitest';
import { claimDeadline } from './claims';
import { claimOverdueBefore, dashboardCardsOf } from './dashboard';

describe('dashboardCardsOf', () => {
  it('gives each role the cards of its own desks, 管理员 all', () => {
    expect(dashboardCardsOf('admin')).toEqual(['orders', 'claims', 'payouts']);
    expect(dashboardCardsOf('fulfilment')).toEqual(['orders']);
    expect(dashboardCardsOf('service')).toEqual(['claims']);
    expect(dashboardCardsOf('finance')).toEqual(['payouts']);
  });
});

describe('claimOverdueBefore', () => {
  it('is the filing instant the desk’s 72-hour deadline means: before it overdue, at it not yet', () => {
    const now = new Date('2026-11-29T04:00:00Z');
    const edge = claimOverdueBefore(now);
    expect(claimDeadline(edge - 1, now).overdue).toBe(true);
    expect(claimDeadline(edge, now).overdue).toBe(false);
    expect(new Date(edge).toISOString()).toBe('2026-11-26T04:00:00.000Z');
  });
});
