import type { CartItem } from '@huashi/api';
import { QUANTITY_MESSAGES } from '@huashi/domain';

/** Ours (the spec gives no text): the two zones ship differently and are paid separately. */
export const MIXED_SESSIONS = '限时直供与全天专区的商品请分开下单';

/** The lines ticked when the cart opens: every line that can be bought. */
export function buyableIds(items: readonly CartItem[]): number[] {
  return items.filter((i) => !i.problem).map((i) => i.itemId);
}

/** 去结算: the ticked buyable lines of one session go to /pay; otherwise the warning to show. */
export function checkoutChoice(
  items: readonly CartItem[],
  selected: readonly number[],
): { ok: true; ids: number[] } | { ok: false; warning: string } {
  const chosen = items.filter((i) => selected.includes(i.itemId) && !i.problem);
  if (chosen.length === 0) return { ok: false, warning: QUANTITY_MESSAGES.noneSelected };
  if (new Set(chosen.map((i) => i.session)).size > 1) return { ok: false, warning: MIXED_SESSIONS };
  return { ok: true, ids: chosen.map((i) => i.itemId) };
}
