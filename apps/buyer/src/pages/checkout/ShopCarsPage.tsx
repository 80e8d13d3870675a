import { ApiError, type CartList } from '@huashi/api';
import { MESSAGES, QUANTITY_MESSAGES, withQuery } from '@huashi/domain';
import { Button, CartTable, CartTotals, ConfirmDialog, Page, Skeleton, useMessage } from '@huashi/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useCart } from '../../cart';
import { cart } from '../../session';

/** Ours (the spec gives no text): the two zones ship differently and are paid separately. */
const MIXED_SESSIONS = '限时直供与全天专区的商品请分开下单';

type Confirm = { kind: 'delete'; ids: number[] } | { kind: 'batch'; ids: number[] } | { kind: 'clear'; ids: number[] } | null;

const CONFIRM_TEXT = {
  delete: MESSAGES.deleteConfirm,
  batch: MESSAGES.batchDeleteConfirm,
  clear: MESSAGES.clearAllConfirm,
} as const;

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.msg : MESSAGES.requestFailed;
}

/** /shopcars: the cart (§2), its totals, delete / batch delete / clear all, and 去结算. */
export function ShopCarsPage() {
  const [, navigate] = useLocation();
  const message = useMessage();
  const { refresh: refreshDot } = useCart();
  const [data, setData] = useState<CartList | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [pending, setPending] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const firstLoad = useRef(true);

  const load = useCallback(
    async (ids?: number[]) => {
      try {
        const next = await cart.list(ids);
        setFailed(false);
        if (firstLoad.current) {
          firstLoad.current = false;
          const buyable = next.list.filter((i) => !i.problem).map((i) => i.itemId);
          setSelected(buyable);
          setData(await cart.list(buyable));
          return;
        }
        setData(next);
      } catch (error) {
        setFailed(true);
        message.error(errorText(error));
      }
    },
    [message],
  );

  useEffect(() => {
    void (async () => {
      await load();
    })();
  }, [load]);

  const changeSelection = (ids: number[]) => {
    setSelected(ids);
    void load(ids);
  };

  const changeQuantity = async (itemId: number, buyPi: number) => {
    setPending((p) => [...p, itemId]);
    try {
      await cart.modify(itemId, buyPi);
      await load(selected);
    } catch (error) {
      message.error(errorText(error));
      await load(selected);
    } finally {
      setPending((p) => p.filter((id) => id !== itemId));
    }
  };

  const remove = async (ids: number[]) => {
    setBusy(true);
    try {
      await cart.remove(ids);
      message.success(MESSAGES.deleted);
      const left = selected.filter((id) => !ids.includes(id));
      setSelected(left);
      await load(left);
      await refreshDot();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  const checkout = () => {
    const items = data?.list ?? [];
    const chosen = items.filter((i) => selected.includes(i.itemId) && !i.problem);
    if (chosen.length === 0) {
      message.warning(QUANTITY_MESSAGES.noneSelected);
      return;
    }
    if (new Set(chosen.map((i) => i.session)).size > 1) {
      message.warning(MIXED_SESSIONS);
      return;
    }
    navigate(withQuery('/pay', { listZone: chosen.map((i) => i.itemId), codeType: 'shopCode' }));
  };

  if (!data) {
    return (
      <Page title="购物车">
        {failed ? (
          <Button variant="secondary" onClick={() => void load()}>
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
    <Page title="购物车">
      <CartTable
        items={data.list}
        selected={selected}
        onSelectionChange={changeSelection}
        onQuantityChange={(id, pi) => void changeQuantity(id, pi)}
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
          totals={data.totals}
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
