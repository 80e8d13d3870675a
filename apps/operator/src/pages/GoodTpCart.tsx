/**
 * /goodTp's 调配购物车 tab: the sign's allocation cart (batch price change, delete, clear, Excel export) and the
 * checkout of §4 — buyer id entered, name, balance and addresses fetched, the default address preselected, a delivery
 * method when the address is not self-pickup, the preview after the buyer is confirmed, then pay 0 (unpaid, 待付款) or
 * pay 1 (from the balance). Success: 下单成功，成功购买{n}扎, the view refreshes and the buyer selection clears.
 * Failure: the server's message in an alert and a brief message; list and preview are read again.
 */
import { errorMessage, type OperatorCartRow, type OperatorOrderTarget } from '@huashi/api';
import {
  OPERATOR_PAY_MODES,
  OPERATOR_SELECTION_MESSAGE,
  RECEIVER_TYPE_LABELS,
  SELF_PICKUP_RECEIVER_TYPE,
  formatYuan,
  operatorExportFileName,
  orderPlacedMessage,
  type Fen,
} from '@huashi/domain';
import {
  BatchPriceDialog,
  Button,
  ConfirmDialog,
  DataTable,
  Dialog,
  EmptyState,
  GradeBadge,
  Input,
  Message,
  Select,
  Spinner,
  useMessage,
  vars,
  type DataTableColumn,
} from '@huashi/ui';
import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ExcelExport } from '../goodTp/useExcelExport';
import { useBuyer, useCart, useCartActions, usePreview, useSubmitOrder } from '../goodTp/useGoodTp';
import { cartExportLine } from '../goodTp/viewModels';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

const StyledTotals = styled.p`
  margin: 0;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${vars.font.size.lg};
  }
`;

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;

  div {
    min-width: 0;
  }
  dt {
    font-size: ${vars.font.size.sm};
    color: ${vars.color.textSecondary};
  }
  dd {
    margin: 0;
    font-weight: ${vars.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

const StyledNote = styled.p`
  margin: 0;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const COLUMNS: DataTableColumn<OperatorCartRow>[] = [
  { key: 'index', header: '序号', width: '0.5fr', cell: (r) => r.index },
  { key: 'flwCode', header: '商品编码', width: '0.9fr', cell: (r) => r.flwCode },
  { key: 'flwName', header: '名称', width: '1fr', cell: (r) => r.flwName },
  {
    key: 'supplier',
    header: '供应商',
    width: '1.2fr',
    cell: (r) => <span title={r.supplierName}>{`${r.supplierId} ${r.supplierName}`}</span>,
  },
  { key: 'levelName', header: '等级', width: '0.6fr', cell: (r) => <GradeBadge levelName={r.levelName} /> },
  { key: 'lenthName', header: '长度', width: '0.8fr', cell: (r) => r.lenthName },
  { key: 'openName', header: '开度', width: '0.6fr', cell: (r) => r.openName },
  { key: 'salepointName', header: '瑕疵', width: '0.6fr', cell: (r) => r.salepointName || '无' },
  { key: 'sourcePrice', header: '结算价', width: '0.7fr', align: 'end', cell: (r) => r.sourcePrice },
  { key: 'salePrice', header: '销售价', width: '0.7fr', align: 'end', cell: (r) => r.salePrice },
  { key: 'buyQty', header: '扎数', width: '0.6fr', align: 'end', cell: (r) => r.buyQty },
  { key: 'buyQtyAll', header: '支数', width: '0.6fr', align: 'end', cell: (r) => r.buyQtyAll },
  { key: 'weightAll', header: '重量（kg）', width: '0.8fr', align: 'end', cell: (r) => r.weightAll },
  { key: 'totalPrice', header: '小计', width: '0.8fr', align: 'end', cell: (r) => r.totalPrice },
];

type Confirm = 'delete' | 'clear' | null;

export function GoodTpCart({ sign, auctionDate, excel }: { sign: string; auctionDate: string; excel: ExcelExport }) {
  const message = useMessage();
  const cart = useCart(sign);
  const actions = useCartActions(sign);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [priceOpen, setPriceOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = useMemo(() => cart.data?.list ?? [], [cart.data]);

  const needSelection = (run: () => void) => () => {
    if (selected.length === 0) {
      setNotice(OPERATOR_SELECTION_MESSAGE);
      message.warning(OPERATOR_SELECTION_MESSAGE);
      return;
    }
    setNotice(null);
    run();
  };

  const remove = async () => {
    try {
      await actions.remove.mutateAsync(selected);
      message.success('删除成功');
      setSelected([]);
    } catch (error) {
      message.error(errorMessage(error, '删除失败，请稍后再试'));
    } finally {
      setConfirm(null);
    }
  };
  const clear = async () => {
    try {
      await actions.clear.mutateAsync();
      message.success('已清空');
      setSelected([]);
    } catch (error) {
      message.error(errorMessage(error, '清空失败，请稍后再试'));
    } finally {
      setConfirm(null);
    }
  };
  const editPrice = async (change: { deltaFen: Fen; type: 'add' | 'sub' }) => {
    try {
      await actions.editPrice.mutateAsync({ price: formatYuan(change.deltaFen), type: change.type, ids: selected });
      message.success('改价成功');
      setPriceOpen(false);
    } catch (error) {
      message.error(errorMessage(error, '改价失败，请稍后再试'));
    }
  };
  const exportCart = () => {
    const chosen = selected.length > 0 ? rows.filter((r) => selected.includes(r.id)) : rows;
    excel
      .run(chosen.map(cartExportLine), operatorExportFileName('cart', auctionDate), '调配购物车')
      .catch((error: unknown) => message.error(error instanceof Error && error.message ? `导出失败：${error.message}` : '导出失败'));
  };

  const lowest = rows.filter((r) => selected.includes(r.id)).map((r) => Math.round(Number(r.salePrice) * 100));

  return (
    <>
      <StyledBar role="toolbar" aria-label="调配购物车操作">
        <Button variant="secondary" onClick={needSelection(() => setPriceOpen(true))}>
          批量改价
        </Button>
        <Button variant="secondary" onClick={needSelection(() => setConfirm('delete'))}>
          删除所选
        </Button>
        <Button variant="secondary" disabled={rows.length === 0} onClick={() => setConfirm('clear')}>
          清空
        </Button>
        <Button variant="secondary" loading={excel.progress !== null} disabled={rows.length === 0} onClick={exportCart}>
          {excel.progress !== null ? `导出中 ${Math.round(excel.progress)}%` : '导出 Excel'}
        </Button>
        {cart.data ? (
          <StyledTotals>
            共 {cart.data.totalNum} 件，{cart.data.totalZa} 扎，{cart.data.totalZhi} 支，{cart.data.totalWeight} kg，合计 ¥
            {cart.data.totalPrice}
          </StyledTotals>
        ) : null}
      </StyledBar>
      {notice ? (
        <Message type="warning" role="alert">
          {notice}
        </Message>
      ) : null}
      {cart.data && rows.length === 0 ? (
        <EmptyState text="调配购物车是空的：在商品列表中选择商品加入，或使用自动调配" />
      ) : (
        <DataTable
          aria-label="调配购物车"
          rows={rows}
          columns={COLUMNS}
          rowKey={(r) => r.id}
          rowLabel={(r) => `${r.flwName} ${r.supplierId}`}
          selectable
          selected={selected}
          onSelectionChange={(keys) => setSelected(keys.map(Number))}
          loading={cart.isPending}
          error={cart.error ? errorMessage(cart.error, '调配购物车加载失败') : undefined}
          onRetry={() => void cart.refetch()}
          emptyText="调配购物车是空的：在商品列表中选择商品加入，或使用自动调配"
          height="min(50vh, 480px)"
        />
      )}
      <Checkout sign={sign} cartRows={rows.length} />

      <BatchPriceDialog
        open={priceOpen}
        onClose={() => setPriceOpen(false)}
        selectedCount={selected.length}
        lowestPriceFen={lowest.length > 0 ? Math.min(...lowest) : undefined}
        pending={actions.editPrice.isPending}
        onSubmit={editPrice}
        serverError={actions.editPrice.error ? errorMessage(actions.editPrice.error) : undefined}
      />
      <ConfirmDialog
        open={confirm !== null}
        message={confirm === 'clear' ? '确认要清空所有吗？' : '确认要批量删除吗？删除后可重新加入购物车'}
        tone="danger"
        confirmLoading={actions.remove.isPending || actions.clear.isPending}
        onConfirm={() => void (confirm === 'clear' ? clear() : remove())}
        onCancel={() => {
          setConfirm(null);
          message.info('已取消');
        }}
      />
    </>
  );
}

const DELIVERY_OPTIONS = ([1, 2, 3, 4] as const).map((code) => ({ value: String(code), label: RECEIVER_TYPE_LABELS[code] }));

/** The buyer, the preview and the two ways to place the order. */
function Checkout({ sign, cartRows }: { sign: string; cartRows: number }) {
  const message = useMessage();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();
  const [buyerId, setBuyerId] = useState('');
  const [target, setTarget] = useState<OperatorOrderTarget | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const buyer = useBuyer(sign, target ? String(target.buyerId) : buyerId);
  const preview = usePreview(sign, target);
  const submit = useSubmitOrder(sign);

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const id = draft.trim();
    if (!/^\d+$/.test(id)) {
      setDraftError('请输入买家编号（数字）');
      return;
    }
    setDraftError(undefined);
    setFailure(null);
    setTarget(null);
    setBuyerId(id);
  };

  const place = async (pay: 0 | 1) => {
    if (!target) return;
    setFailure(null);
    try {
      const result = await submit.mutateAsync({ ...target, pay, requestKey });
      message.success(orderPlacedMessage(result.goodsNum));
      setTarget(null);
      setBuyerId('');
      setDraft('');
    } catch (error) {
      const text = errorMessage(error, '下单失败，请稍后再试');
      setFailure(text);
      message.error(text);
    } finally {
      setRequestKey(crypto.randomUUID());
    }
  };

  return (
    <StyledSection aria-labelledby="goodtp-checkout">
      <h2 id="goodtp-checkout">代买家下单</h2>
      <StyledForm onSubmit={lookUp} aria-label="选择买家">
        <Input label="买家编号" inputMode="numeric" value={draft} error={draftError} onChange={(event) => setDraft(event.target.value)} />
        <Button type="submit" variant="secondary">
          查询买家
        </Button>
      </StyledForm>
      <BuyerConfirm
        open={buyerId !== '' && target === null}
        buyer={buyer}
        onClose={() => setBuyerId('')}
        onConfirm={(chosen) => {
          setTarget({ buyerId, ...chosen });
          setFailure(null);
        }}
      />
      {target ? (
        <>
          {buyer.data ? (
            <StyledFacts aria-label="买家">
              <div>
                <dt>买家</dt>
                <dd>
                  {buyer.data.buyerName}（{buyer.data.userName}）
                </dd>
              </div>
              <div>
                <dt>账户余额</dt>
                <dd>¥{buyer.data.balance}</dd>
              </div>
              <div>
                <dt>收货地址</dt>
                <dd>{addressText(buyer.data.addresses.find((a) => a.id === Number(target.receiverHash)))}</dd>
              </div>
            </StyledFacts>
          ) : null}
          {preview.isPending ? (
            <Spinner label="正在计算订单金额…" />
          ) : preview.error ? (
            <Message type="error" role="alert">
              {errorMessage(preview.error, '订单预览失败')}
            </Message>
          ) : preview.data ? (
            <StyledFacts aria-label="订单预览">
              <div>
                <dt>商品金额</dt>
                <dd>¥{preview.data.totalPrice}</dd>
              </div>
              <div>
                <dt>预估重量</dt>
                <dd>{preview.data.preWeight} kg</dd>
              </div>
              <div>
                <dt>预估运费</dt>
                <dd>¥{preview.data.preDeliveryFee}</dd>
              </div>
              <div>
                <dt>包装费</dt>
                <dd>¥{preview.data.preBoxFee}</dd>
              </div>
              <div>
                <dt>应付金额</dt>
                <dd>¥{preview.data.payPrice}</dd>
              </div>
              <div>
                <dt>共计</dt>
                <dd>{preview.data.goodsNum} 扎</dd>
              </div>
            </StyledFacts>
          ) : null}
          <StyledNote>确认支付后将自动扣除买家账户余额；余额不足时将终止操作。</StyledNote>
          {failure ? (
            <Message type="error" role="alert">
              {failure}
            </Message>
          ) : null}
          <StyledBar>
            <Button
              variant="secondary"
              loading={submit.isPending}
              disabled={cartRows === 0 || !preview.data}
              onClick={() => void place(OPERATOR_PAY_MODES.unpaid)}
            >
              不付款下单
            </Button>
            <Button
              loading={submit.isPending}
              disabled={cartRows === 0 || !preview.data}
              onClick={() => void place(OPERATOR_PAY_MODES.paid)}
            >
              余额支付
            </Button>
            <Button variant="ghost" onClick={() => setTarget(null)}>
              更换买家
            </Button>
          </StyledBar>
        </>
      ) : cartRows === 0 ? (
        <EmptyState text="调配购物车为空，无法下单" />
      ) : null}
    </StyledSection>
  );
}

type BuyerQuery = ReturnType<typeof useBuyer>;
type Cp6 = NonNullable<BuyerQuery['data']>['addresses'][number];

function addressText(address: Cp6 | undefined): string {
  if (!address) return '—';
  return `${address.receiverName} ${address.receiverMobile} ${address.receiverProvince}${address.receiverCity}${address.receiverArea}${address.receiverAddress}`;
}

/** The buyer-confirm dialog: name, balance, addresses (default preselected), delivery method unless self-pickup. */
function BuyerConfirm({
  open,
  buyer,
  onClose,
  onConfirm,
}: {
  open: boolean;
  buyer: BuyerQuery;
  onClose: () => void;
  onConfirm: (chosen: { receiverHash: number; receiverType: number | null }) => void;
}) {
  const addresses = buyer.data?.addresses ?? [];
  const fallback = addresses.find((a) => a.isDefault === 1) ?? addresses[0];
  const [addressId, setAddressId] = useState<string | null>(null);
  const [receiverType, setReceiverType] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const chosen = addresses.find((a) => String(a.id) === (addressId ?? String(fallback?.id ?? '')));
  const selfPickup = chosen?.deliveryType === 1;
  const type = receiverType ?? (chosen && chosen.receiverType > 0 ? String(chosen.receiverType) : '');

  const confirm = () => {
    if (!chosen || (!selfPickup && type === '')) {
      setError('请完善信息');
      return;
    }
    setError(undefined);
    onConfirm({ receiverHash: chosen.id, receiverType: selfPickup ? SELF_PICKUP_RECEIVER_TYPE : Number(type) });
    setAddressId(null);
    setReceiverType(null);
  };

  return (
    <Dialog
      open={open}
      title="确认买家"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            取消
          </Button>
          <Button onClick={confirm} disabled={!buyer.data}>
            确认买家
          </Button>
        </>
      }
    >
      {buyer.isPending ? (
        <Spinner label="正在查询买家…" />
      ) : buyer.error ? (
        <Message type="error" role="alert">
          {errorMessage(buyer.error, '买家查询失败')}
        </Message>
      ) : buyer.data ? (
        <>
          <StyledFacts>
            <div>
              <dt>买家</dt>
              <dd>
                {buyer.data.buyerName}（{buyer.data.userName}）
              </dd>
            </div>
            <div>
              <dt>账户余额</dt>
              <dd>¥{buyer.data.balance}</dd>
            </div>
          </StyledFacts>
          {addresses.length === 0 ? (
            <EmptyState text="该买家还没有收货地址" />
          ) : (
            <Select
              label="收货地址"
              options={addresses.map((a) => ({ value: String(a.id), label: `${a.isDefault === 1 ? '【默认】' : ''}${addressText(a)}` }))}
              value={String(chosen?.id ?? '')}
              onChange={(event) => {
                setAddressId(event.target.value);
                setReceiverType(null);
              }}
            />
          )}
          {chosen && !selfPickup ? (
            <Select
              label="配送方式"
              placeholder="请选择配送方式"
              options={DELIVERY_OPTIONS}
              value={type}
              onChange={(event) => setReceiverType(event.target.value)}
            />
          ) : null}
          {error ? (
            <Message type="error" role="alert">
              {error}
            </Message>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
