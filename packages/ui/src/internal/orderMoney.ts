import {
  afterSalesDeadlineText,
  BACK_STATUS_CANCELLED,
  claimActionAt,
  parseShanghaiDateTime,
  type AfterSalesActionKey,
} from '@huashi/domain';

/** A Shanghai wall time as the order answer carries it ('' when not set) → epoch ms, or null. */
function instantOf(text: string | undefined): number | null {
  if (!text) return null;
  return parseShanghaiDateTime(text)?.ms ?? Number.NaN;
}

/**
 * The after-sales action an order item offers (§4), by the domain's claim rule (claimActionAt): 查看售后 once a claim
 * exists; 申请售后 only while a claim is allowed at `now` — showTime set, within 8 hours of it, receipt not confirmed,
 * the item not cancelled, nothing filed yet. `now` is the server's clock (epoch ms); without it no 申请售后 is offered.
 */
export function itemAfterSalesAction(
  main: { showTime: string; confirmTime?: string },
  item: { afterSalesStatus: string; backStatus?: string },
  now: number | undefined,
): AfterSalesActionKey | null {
  return claimActionAt(
    { showTime: instantOf(main.showTime), confirmedAt: instantOf(main.confirmTime) },
    { afterSalesStatus: item.afterSalesStatus, cancelled: Number(item.backStatus) === BACK_STATUS_CANCELLED },
    now ?? Number.NaN,
  );
}

/**
 * Issue 26: the order's after-sales deadline text (afterSalesDeadlineText): 售后截止 MM-DD HH:mm while open, 售后已截止
 * once past or confirmed; null before delivery or without the server's clock `now`.
 */
export function orderAfterSalesDeadline(main: { showTime: string; confirmTime?: string }, now: number | undefined): string | null {
  return afterSalesDeadlineText({ receivedAt: instantOf(main.showTime), confirmedAt: instantOf(main.confirmTime) }, now ?? Number.NaN);
}
