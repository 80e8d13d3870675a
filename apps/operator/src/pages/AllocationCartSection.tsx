/**
 * /goodTp's 调配购物车 tab: the sign's allocation cart (AllocationCart: batch price change, delete, clear, Excel export)
 * and the checkout of §4 — 去结算 opens the buyer confirm (buyer id looked up, name, balance and addresses, the default
 * address preselected, a delivery method when it is not self-pickup), then the checkout panel shows the preview and
 * places the order unpaid (pay 0, 待付款) or paid from the balance (pay 1). Success: 下单成功，成功购买{n}扎 and the
 * buyer is cleared. Failure: the server's message in the panel and a brief message; list, cart and preview are read again.
 */
import { ApiError, errorMessage, type OperatorOrderTarget } from '@huashi/api';
import { formatYuan, OPERATOR_EXPORT_SOURCES, operatorExportFileName, orderPlacedMessage, type Fen, MESSAGES } from '@huashi/domain';
import {
  AllocationCart,
  BatchPriceDialog,
  BuyerConfirmDialog,
  CheckoutPanel,
  useMessage,
  type BuyerLookupState,
  type CheckoutPayMode,
  type OperatorBuyerAddressData,
} from '@huashi/ui';
import { useMemo, useState } from 'react';
import type { ExcelExport } from '../goodTp/useExcelExport';
import { priceChangeMessage, useBuyer, useBuyerMatches, useCart, useCartActions, usePreview, useSubmitOrder } from '../goodTp/useGoodTp';
import { buyerData, cartExportLine, cartRowData, previewData } from '../goodTp/allocationViewModels';

type Checkout = { target: OperatorOrderTarget & { receiverType: number }; address: OperatorBuyerAddressData };

export function AllocationCartSection({
  sign,
  auctionDate,
  excel,
  canEditCoefficient,
}: {
  sign: string;
  auctionDate: string;
  excel: ExcelExport;
  /** The sign's editDifferAmount: without it a batch price cut stops at each lot's sale price (the dialog says so). */
  canEditCoefficient: boolean;
}) {
  const message = useMessage();
  const cart = useCart(sign);
  const actions = useCartActions(sign);
  const [selected, setSelected] = useState<number[]>([]);
  const [priceIds, setPriceIds] = useState<number[] | null>(null);
  const [buyerOpen, setBuyerOpen] = useState(false);
  /** What 确认买家 searched for, and the buyer picked among several matches. */
  const [keyword, setKeyword] = useState('');
  const [pickedId, setPickedId] = useState('');
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [paying, setPaying] = useState<CheckoutPayMode | null>(null);
  const [failure, setFailure] = useState<string>();
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const list = cart.data?.list;
  const rows = useMemo(() => (list ?? []).map(cartRowData), [list]);
  const matches = useBuyerMatches(sign, keyword);
  const matchList = matches.data?.list ?? [];
  // One match is the buyer at once; several wait for the operator's pick.
  const lookupId = pickedId || (matchList.length === 1 ? String(matchList[0]!.userId) : '');
  const buyerId = checkout ? String(checkout.target.buyerId) : lookupId;
  const buyer = useBuyer(sign, buyerId);
  const preview = usePreview(sign, checkout?.target ?? null);
  const submit = useSubmitOrder(sign);

  const remove = async (ids: number[]) => {
    try {
      await actions.remove.mutateAsync(ids);
      message.success(MESSAGES.deleted);
      setSelected([]);
    } catch (error) {
      message.error(errorMessage(error, '删除失败，请稍后再试'));
    }
  };
  const clear = async () => {
    try {
      await actions.clear.mutateAsync();
      message.success('已清空');
      setSelected([]);
    } catch (error) {
      message.error(errorMessage(error, '清空失败，请稍后再试'));
    }
  };
  const editPrice = async (change: { deltaFen: Fen; type: 'add' | 'sub' }) => {
    try {
      const ids = priceIds ?? [];
      const after = await actions.editPrice.mutateAsync({ price: formatYuan(change.deltaFen), type: change.type, ids });
      const outcome = priceChangeMessage(cart.data, after, ids);
      message[outcome.level](outcome.text);
      setPriceIds(null);
    } catch (error) {
      message.error(errorMessage(error, '改价失败，请稍后再试'));
    }
  };
  const exportCart = () => {
    const chosen = list ? (selected.length > 0 ? list.filter((r) => selected.includes(r.id)) : list) : [];
    excel
      .run(chosen.map(cartExportLine), operatorExportFileName('cart', auctionDate), OPERATOR_EXPORT_SOURCES.cart)
      .catch((error: unknown) => message.error(error instanceof Error && error.message ? `导出失败：${error.message}` : '导出失败'));
  };

  const place = async (pay: CheckoutPayMode) => {
    if (!checkout) return;
    setFailure(undefined);
    setPaying(pay);
    try {
      const result = await submit.mutateAsync({ ...checkout.target, pay, requestKey });
      message.success(orderPlacedMessage(result.goodsNum));
      setCheckout(null);
      setKeyword('');
      setPickedId('');
    } catch (error) {
      const text = errorMessage(error, '下单失败，请稍后再试');
      setFailure(text);
      message.error(text);
    } finally {
      setPaying(null);
      setRequestKey(crypto.randomUUID());
    }
  };

  const priced = rows
    .filter((r) => priceIds?.includes(r.id))
    .map((r) => ({ salePriceFen: r.salePriceFen, settlementPriceFen: r.sourcePriceFen }));
  const lookup: BuyerLookupState =
    keyword === ''
      ? 'idle'
      : matches.isFetching
        ? 'loading'
        : matches.error
          ? 'error'
          : matches.data && matchList.length === 0
            ? 'notFound'
            : lookupId === ''
              ? matches.data
                ? 'choose'
                : 'loading'
              : buyer.isFetching
                ? 'loading'
                : buyer.data
                  ? 'found'
                  : buyer.error instanceof ApiError && buyer.error.code === 404
                    ? 'notFound'
                    : buyer.error
                      ? 'error'
                      : 'loading';
  const found = buyer.data && buyerId !== '' ? buyerData(buyer.data, buyerId) : null;
  const pendingAction = actions.remove.isPending ? 'delete' : actions.clear.isPending ? 'clear' : null;

  return (
    <>
      <AllocationCart
        rows={rows}
        selected={selected}
        onSelectionChange={setSelected}
        onDelete={(ids) => void remove(ids)}
        onClear={() => void clear()}
        onBatchPrice={setPriceIds}
        onExport={exportCart}
        exportProgress={excel.progress}
        onCheckout={() => {
          setCheckout(null);
          setFailure(undefined);
          setBuyerOpen(true);
        }}
        pendingAction={pendingAction}
        loading={cart.isPending}
        error={cart.error ? errorMessage(cart.error, '调配购物车加载失败') : undefined}
        onRetry={() => void cart.refetch()}
        height="min(50vh, 480px)"
      />
      {checkout && found ? (
        <CheckoutPanel
          buyer={found}
          address={checkout.address}
          receiverType={checkout.target.receiverType}
          preview={preview.data ? previewData(preview.data) : null}
          previewLoading={preview.isFetching && !preview.data}
          previewError={preview.error ? errorMessage(preview.error, '订单预览失败') : undefined}
          onRetryPreview={() => void preview.refetch()}
          onSubmit={(pay) => void place(pay)}
          submitting={paying}
          error={failure}
          onChangeBuyer={() => setBuyerOpen(true)}
        />
      ) : null}

      <BuyerConfirmDialog
        open={buyerOpen}
        onClose={() => setBuyerOpen(false)}
        onLookup={(text) => {
          setCheckout(null);
          setPickedId('');
          setKeyword(text);
          // The same text again: asked again (an address added meanwhile, another window).
          if (text === keyword) void matches.refetch().then(() => buyer.refetch());
        }}
        lookup={lookup}
        matches={matchList.map((m) => ({
          buyerId: String(m.userId),
          buyerName: m.buyerName,
          userName: m.userName,
          accountNo: m.accountNo,
        }))}
        onChoose={(id) => {
          setCheckout(null);
          setPickedId(id);
        }}
        buyer={found}
        lookupError={
          matches.error
            ? errorMessage(matches.error, '查询失败，请稍后再试')
            : buyer.error
              ? errorMessage(buyer.error, '查询失败，请稍后再试')
              : undefined
        }
        addAddressHref={found ? `/cpsixNew?sign=${encodeURIComponent(sign)}&buyerId=${encodeURIComponent(found.buyerId)}` : undefined}
        onConfirm={(values, address) => {
          setFailure(undefined);
          setCheckout({
            target: { buyerId: values.buyerId, receiverHash: values.receiverHash, receiverType: Number(values.receiverType) },
            address,
          });
          setBuyerOpen(false);
        }}
      />
      <BatchPriceDialog
        open={priceIds !== null}
        onClose={() => setPriceIds(null)}
        selectedCount={priceIds?.length ?? 0}
        prices={priced}
        canEditCoefficient={canEditCoefficient}
        pending={actions.editPrice.isPending}
        onSubmit={editPrice}
        serverError={actions.editPrice.error ? errorMessage(actions.editPrice.error) : undefined}
      />
    </>
  );
}
