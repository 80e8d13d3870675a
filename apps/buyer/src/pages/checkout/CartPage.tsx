import { feeTotalsOf } from '@huashi/api';
import { MESSAGES, withQuery } from '@huashi/domain';
import { Button, CartTable, CartTotals, ConfirmDialog, Page, Skeleton, useMessage } from '@huashi/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { cartLineView } from './cartViewModels';
import { checkoutChoice } from './cartRules';
import { useCartLines } from './useCartLines';
import { SaveAsList } from '../lists/SaveAsList';

type Confirm = { kind: 'delete'; ids: number[] } | { kind: 'batch'; ids: number[] } | { kind: 'clear'; ids: number[] } | null;

const CONFIRM_TEXT = {
  delete: MESSAGES.deleteConfirm,
  batch: MESSAGES.batchDeleteConfirm,
  clear: MESSAGES.clearAllConfirm,
} as const;

/** /shopcars: the cart (§2), its totals, delete / batch delete / clear all, and 去结算. */
export function CartPage() {
  const [, navigate] = useLocation();
  const message = useMessage();
  const lines = useCartLines();
  const { data, failed, selected, pending } = lines;
  const [confirm, setConfirm] = useState<Confirm>(null);
  const busy = lines.removing;

  const remove = async (ids: number[]) => {
    await lines.remove(ids);
    setConfirm(null);
  };

  const checkout = () => {
    const choice = checkoutChoice(data?.list ?? [], selected);
    if (!choice.ok) {
      message.warning(choice.warning);
      return;
    }
    navigate(withQuery('/pay', { listZone: choice.ids, codeType: 'shopCode' }));
  };

  if (!data) {
    return (
      <Page title="购物车">
        {failed ? (
          <Button variant="secondary" onClick={lines.reload}>
            重新加载
          </Button>
        ) : (
          <Skeleton aria-label="正在加载购物车" />
        )}
      </Page>
    );
  }

  const all = data.list.map((i) => i.itemId);
  return (
    <Page
      title="购物车"
      actions={
        <>
          {/* Ours (issue 32): the order pad, where a florist pastes the day's usual lines. */}
          <Button variant="secondary" size="sm" onClick={() => navigate('/quick')}>
            快速下单
          </Button>
          {data.list.length > 0 ? <SaveAsList source={{ fromCart: true }} hint={`购物车中的 ${data.list.length} 件商品`} /> : null}
        </>
      }
    >
      <CartTable
        items={data.list.map(cartLineView)}
        selected={selected}
        onSelectionChange={lines.changeSelection}
        onQuantityChange={lines.changeQuantity}
        onInvalidQuantity={(text) => message.warning(text)}
        onDelete={(id) => setConfirm({ kind: 'delete', ids: [id] })}
        pendingIds={pending}
        emptyAction={
          <Button variant="secondary" onClick={() => navigate('/presell')}>
            去逛逛
          </Button>
        }
      />
      {data.list.length > 0 && (
        <CartTotals
          totals={feeTotalsOf(data.totals)}
          selectedCount={selected.length}
          totalCount={data.list.length}
          busy={busy || pending.length > 0}
          onCheckout={checkout}
          onDeleteSelected={() => setConfirm({ kind: 'batch', ids: selected })}
          onClearAll={() => setConfirm({ kind: 'clear', ids: all })}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        message={confirm ? CONFIRM_TEXT[confirm.kind] : ''}
        tone="danger"
        confirmLoading={busy}
        onConfirm={() => confirm && void remove(confirm.ids)}
        onCancel={() => {
          setConfirm(null);
          message.info(MESSAGES.cancelled);
        }}
      />
    </Page>
  );
}
