import type { CartItem } from '@huashi/api';
import { QUANTITY_MESSAGES } from '@huashi/domain';
import { describe, expect, it } from 'vitest';
import { buyableIds, checkoutChoice, MIXED_SESSIONS } from './cartRules';

const line = (itemId: number, session: 'A' | 'C', problem: string | null = null) => ({ itemId, session, problem }) as unknown as CartItem;

describe('cart rules', () => {
  it('ticks every buyable line when the cart opens', () => {
    expect(buyableIds([line(1, 'A'), line(2, 'A', '已售罄'), line(3, 'C')])).toEqual([1, 3]);
  });
  it('checks out the ticked buyable lines of one session', () => {
    const items = [line(1, 'A'), line(2, 'A', '已售罄'), line(3, 'C')];
    expect(checkoutChoice(items, [1, 2])).toEqual({ ok: true, ids: [1] });
    expect(checkoutChoice(items, [2])).toEqual({ ok: false, warning: QUANTITY_MESSAGES.noneSelected });
    expect(checkoutChoice(items, [1, 3])).toEqual({ ok: false, warning: MIXED_SESSIONS });
  });
});
