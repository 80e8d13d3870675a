import { afterSalesAction, type AfterSalesActionKey } from '@huashi/domain';

/**
 * The after-sales action an order item offers (§4): none until the order's showTime is set, then 申请售后
 * while nothing is filed, else 查看售后. Once receipt is confirmed a new claim is no longer possible (§4: confirming
 * ends the chance for after-sales), so only 查看售后 of a claim already filed remains.
 */
export function itemAfterSalesAction(
  main: { showTime: string; confirmTime?: string },
  item: { afterSalesStatus: string },
): AfterSalesActionKey | null {
  const action = afterSalesAction({ showTime: main.showTime, afterSalesStatus: item.afterSalesStatus });
  if (action === 'apply' && main.confirmTime) return null;
  return action;
}
