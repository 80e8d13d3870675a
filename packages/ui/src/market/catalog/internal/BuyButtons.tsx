import { Button } from '../../../primitives/Button';

export type BuyButtonsProps = {
  /** The batches chosen in the stepper beside them. */
  batches: number;
  /** Sold out, or a reason below: neither button may be used. */
  blocked: boolean;
  /** Why the buttons are off (not logged in, outside the session…), shown as their title. */
  disabledReason: string | null;
  /** A purchase of this line is under way: 加入购物车 waits. */
  busy: boolean;
  onAddToCart?: (batches: number) => void;
  onBuyNow?: (batches: number) => void;
  /** Each button as wide as its place (a product card's two halves). */
  block?: boolean;
};

/** 加入购物车 and 立即购买 for the chosen batches: the pair a product card (ProductCard) and a supplier's row (SupplierRow) end with. */
export function BuyButtons({ batches, blocked, disabledReason, busy, onAddToCart, onBuyNow, block = false }: BuyButtonsProps) {
  const title = disabledReason ?? undefined;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        block={block}
        disabled={blocked}
        loading={busy}
        title={title}
        onClick={() => onAddToCart?.(batches)}
      >
        加入购物车
      </Button>
      <Button size="sm" block={block} disabled={blocked} title={title} onClick={() => onBuyNow?.(batches)}>
        立即购买
      </Button>
    </>
  );
}
