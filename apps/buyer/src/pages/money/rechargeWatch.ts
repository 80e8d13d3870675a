import { cartKeys, moneyKeys } from '@huashi/api';
import { payPatternFor, type PayPattern } from '@huashi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * Shared by the top-up tab (useRecharge) and the phone payment's result page (useRechargeResult): the device's pay
 * pattern, the hand-off to the gateway, the clock that ends the watch for a late payment, and the refresh once paid.
 */

/** Where this device pays first (domain's rule: 手机支付 on a phone or tablet, 扫码支付 on a desktop). */
export function devicePattern(): PayPattern {
  return payPatternFor({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    viewportWidth: window.innerWidth,
  });
}

/** Leaves for the gateway's mobile cashier (it returns to /money/result). */
export function goToPayment(url: string): void {
  window.location.assign(url);
}

/** The page's clock while `active`, moved once at `untilMs` (so a view that depends on it changes then). */
export function useClockUntil(untilMs: number, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(0, untilMs - Date.now()) + 50);
    return () => window.clearTimeout(timer);
  }, [active, untilMs]);
  return now;
}

/** Paid: the balance (top bar, forms) and the bills change. */
export function useRefreshWhenPaid(paid: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: cartKeys.balance() });
    void queryClient.invalidateQueries({ queryKey: moneyKeys.all });
  }, [paid, queryClient]);
}
