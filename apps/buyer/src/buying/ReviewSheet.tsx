/**
 * The review sheet as the buyer app shows it (issue 32): BuyReviewSheet fed by a sheet answer (再来一单's, the order
 * pad's, a saved list's), with the app's 加入购物车 and 立即购买 (useBuySheetActions). When every chosen line is in the
 * cart, the sheet closes and the cart opens (/shopcars), where the buyer checks out each session.
 */
import { sheetPricingOf, type BuySheet } from '@huashi/api';
import type { SheetPricing } from '@huashi/domain';
import { BuyReviewSheet, useMessage } from '@huashi/ui';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { buySheetRowsView } from './sheetViewModels';
import { useBuySheetActions } from './useBuySheetActions';

/** Before the sheet arrives (nothing is totalled then). */
const NO_PRICING: SheetPricing = { address: null, member: { memberLevel: 0, memberDiscountTenths: 100 } };

export type ReviewSheetProps = {
  open: boolean;
  onClose: () => void;
  title?: string;
  emptyText?: string;
  /** The answer; undefined while it loads. */
  sheet: BuySheet | undefined;
  /** The answer could not be had. */
  error: string | null;
  onRetry?: () => void;
};

export function ReviewSheet({ open, onClose, title, emptyText, sheet, error, onRetry }: ReviewSheetProps) {
  const message = useMessage();
  const [, navigate] = useLocation();
  const onAllAdded = useCallback(() => {
    onClose();
    navigate('/shopcars');
  }, [navigate, onClose]);
  const actions = useBuySheetActions(onAllAdded);
  const { doneKeys, reset } = actions;
  const rows = useMemo(() => (sheet ? buySheetRowsView(sheet).filter((row) => !doneKeys.has(row.key)) : undefined), [sheet, doneKeys]);
  const pricing = useMemo(() => (sheet ? sheetPricingOf(sheet.pricing) : NO_PRICING), [sheet]);
  const close = () => {
    if (actions.busy === 'cart') return;
    reset();
    onClose();
  };
  return (
    <BuyReviewSheet
      open={open}
      onClose={close}
      title={title}
      emptyText={emptyText}
      rows={rows}
      pricing={pricing}
      error={error}
      onRetry={onRetry}
      rowErrors={actions.rowErrors}
      busy={actions.busy}
      progress={actions.progress}
      onAddToCart={(picks) => void actions.addToCart(picks)}
      onBuyNow={actions.buyNow}
      onRefuse={(text) => message.error(text)}
    />
  );
}
