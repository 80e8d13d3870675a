/**
 * The review sheet's two actions in the buyer app (issue 32: 再来一单, the order pad, saved lists).
 *
 * Decisions:
 * - 加入购物车: one batch-purchase (doWay toCart) for every chosen line. The server takes all or none, so when it refuses,
 *   the lines are added one by one (with progress) to learn which ones fail and why; the added lines leave the sheet,
 *   the refused ones stay with the server's reason, none is lost. A call with no answer at all is not repeated line by
 *   line (it may have gone through): the sheet stays as it was and says so.
 * - 立即购买: the existing buy-now path, /pay?listZone=[{huaId, qty}]&codeType=nowPay, for lines of one session open now
 *   (the sheet allows it only then: domain buyNowRefusal); /pay previews, checks and places the one order.
 */
import { cartKeys, errorMessage, isOk } from '@huashi/api';
import { withQuery } from '@huashi/domain';
import { useMessage, type BuySheetPick } from '@huashi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { cart } from '../session';

export type BuySheetActions = {
  addToCart: (picks: BuySheetPick[]) => Promise<void>;
  buyNow: (picks: BuySheetPick[]) => void;
  busy: 'cart' | 'buy' | null;
  progress: { done: number; total: number } | null;
  /** Lines the cart refused, by row key, with the reason. */
  rowErrors: Readonly<Record<string, string>>;
  /** Lines already in the cart (the sheet no longer shows them). */
  doneKeys: ReadonlySet<string>;
  /** Forgets what the last actions did (a new sheet). */
  reset: () => void;
};

const products = (picks: readonly BuySheetPick[]) => picks.map((p) => ({ huaId: p.stockId, qty: p.batches }));

/** `onAllAdded`: every chosen line is in the cart (the page closes the sheet, e.g. to show the cart). */
export function useBuySheetActions(onAllAdded: () => void): BuySheetActions {
  const message = useMessage();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState<'cart' | 'buy' | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [doneKeys, setDoneKeys] = useState<ReadonlySet<string>>(new Set());

  const addToCart = useCallback(
    async (picks: BuySheetPick[]) => {
      if (picks.length === 0) return;
      setBusy('cart');
      setRowErrors({});
      const added: string[] = [];
      const refused: Record<string, string> = {};
      try {
        const all = await cart.addToCart(products(picks));
        if (isOk(all.code)) added.push(...picks.map((p) => p.key));
        else if (picks.length === 1) refused[picks[0]!.key] = all.msg;
        else {
          for (const [index, pick] of picks.entries()) {
            setProgress({ done: index, total: picks.length });
            try {
              const one = await cart.addToCart(products([pick]));
              if (isOk(one.code)) added.push(pick.key);
              else refused[pick.key] = one.msg;
            } catch (error) {
              refused[pick.key] = errorMessage(error);
            }
          }
        }
      } catch (error) {
        message.error(errorMessage(error));
        return;
      } finally {
        setBusy(null);
        setProgress(null);
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      }
      setDoneKeys((done) => new Set([...done, ...added]));
      setRowErrors(refused);
      const failed = Object.keys(refused).length;
      if (failed === 0) {
        message.success(`已加入购物车（${added.length}种）`);
        onAllAdded();
      } else if (added.length > 0) message.warning(`已加入购物车${added.length}种，${failed}种未加入，原因见各行`);
      else message.error(failed === 1 ? Object.values(refused)[0]! : `${failed}种未加入购物车，原因见各行`);
    },
    [message, onAllAdded, queryClient],
  );

  const buyNow = useCallback(
    (picks: BuySheetPick[]) => {
      if (picks.length === 0) return;
      setBusy('buy');
      navigate(withQuery('/pay', { listZone: products(picks), codeType: 'nowPay' }));
    },
    [navigate],
  );

  const reset = useCallback(() => {
    setBusy(null);
    setProgress(null);
    setRowErrors({});
    setDoneKeys(new Set());
  }, []);

  return { addToCart, buyNow, busy, progress, rowErrors, doneKeys, reset };
}
