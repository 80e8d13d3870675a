import { couponFen, DO_WAY_CART, feeTotalsOf } from '@huashi/api';
import { fenOf, MESSAGES, QUANTITY_MESSAGES, topUpHref } from '@huashi/domain';
import {
  AddressPicker,
  Banner,
  Button,
  Card,
  CartTable,
  CouponPicker,
  Dialog,
  EmptyState,
  FeeBreakdown,
  Page,
  PayConfirm,
  Price,
  Skeleton,
  media,
  useMessage,
  vars,
} from '@huashi/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { cartLineView } from './cartViewModels';
import { selectionFrom } from './payRules';
import { usePayPreview } from './usePayPreview';
import { usePayQuantity } from './usePayQuantity';
import { usePlaceOrder } from './usePlaceOrder';

/** The sticky bar's content: in a row on a desktop; on a phone the amount due over the balance, beside 提交订单. */
const StyledPayBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${vars.space[5]};
  ${media.phone} {
    flex: 1 1 100%;
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'due submit' 'balance submit';
    gap: ${vars.space[0]} ${vars.space[3]};
    font-size: ${vars.font.size.sm};
  }
`;

const StyledDue = styled.span`
  ${media.phone} {
    grid-area: due;
  }
`;

const StyledBalance = styled.span`
  ${media.phone} {
    grid-area: balance;
    font-size: ${vars.font.size.xs};
  }
`;

const StyledSubmit = styled.span`
  ${media.phone} {
    grid-area: submit;
  }
`;

const ADDRESS_HREF = '/address';

/** /pay?listZone=…&codeType=shopCode|nowPay: confirm the order, check logistics, pay from the balance (§2, §4). */
export function CheckoutPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const message = useMessage();
  const selection = useMemo(() => selectionFrom(`?${search}`), [search]);
  // 去充值 carries this page, so 返回付款 after 充值成功 comes back to this order.
  const topUp = topUpHref(`/pay?${search}`);
  const { preview, loading, loadError, reload, couponCode, blocked, chooseCoupon, chooseAddress } = usePayPreview(selection);
  const order = usePlaceOrder(selection, preview);
  const quantity = usePayQuantity(selection);
  const { paying, short, submitError } = order;

  const openConfirm = () => {
    if (!preview) return;
    if (blocked) {
      message.warning(blocked);
      return;
    }
    order.openConfirm();
  };

  if (!selection) {
    return <NothingToCheckOut text={QUANTITY_MESSAGES.noneSelected} onShop={() => navigate('/presell')} />;
  }

  if (!preview) {
    return (
      <Page title="确认订单" gap={5}>
        {loadError ? <EmptyState text={loadError} action={<Button onClick={reload}>重新加载</Button>} /> : <Skeleton lines={6} />}
      </Page>
    );
  }

  if (preview.items.length === 0) {
    return <NothingToCheckOut text={MESSAGES.cartEmpty} onShop={() => navigate('/presell')} />;
  }

  const address = preview.address;
  const back = selection.doWay === DO_WAY_CART ? { href: '/shopcars', label: '返回购物车' } : { href: '/presell', label: '返回商城' };
  const bunches = preview.items.reduce((sum, item) => sum + item.buyQty, 0);
  const problems = preview.problems.filter((p) => p.message !== MESSAGES.addressMissing);
  const lines = preview.items.map(cartLineView);
  const totals = feeTotalsOf(preview.totals);
  const balanceFen = fenOf(preview.balance);
  // A line above the stock is named on the line itself (库存不足，仅剩N批), and nothing is paid until it is lowered.
  const stockShort = lines.some((line) => line.shortage !== '');
  const canPay = !blocked && !stockShort && problems.length === 0 && address !== null && !loading;
  const addressLine = address
    ? `${address.contactUser} ${address.contactPhone} ${address.addrPname}${address.addrCname}${address.addrZname} ${address.address}（${address.logisWayname}）`
    : '';

  return (
    <Page
      title="确认订单"
      gap={5}
      footer={
        <StyledPayBar>
          <StyledBalance>
            可用余额 <Price fen={balanceFen} variant="plain" />
          </StyledBalance>
          <StyledDue>
            共{bunches}扎，应付 <Price fen={totals.payment} size="lg" />
          </StyledDue>
          <StyledSubmit>
            <Button size="lg" disabled={!canPay} loading={loading} onClick={openConfirm}>
              提交订单
            </Button>
          </StyledSubmit>
        </StyledPayBar>
      }
    >
      <Card title="收货地址">
        <AddressPicker
          addresses={preview.addresses}
          selectedId={address?.id ?? null}
          onSelect={chooseAddress}
          addHref={ADDRESS_HREF}
          disabled={loading || paying}
        />
      </Card>

      <Card title="商品清单">
        <CartTable
          items={lines}
          readOnly
          onQuantityChange={stockShort ? quantity.change : undefined}
          onInvalidQuantity={(text) => message.warning(text)}
          pendingIds={quantity.pendingIds}
        />
      </Card>

      {problems.length > 0 && (
        <Banner tone="error">
          {problems.map((p) => (
            <span key={`${p.itemId}-${p.message}`}>{p.message}</span>
          ))}
          <span>
            请调整后再提交，<a href={back.href}>{back.label}</a>
          </span>
        </Banner>
      )}

      <Card title="优惠券">
        <CouponPicker
          coupons={preview.coupons.map(couponFen)}
          selected={couponCode ?? ''}
          onSelect={chooseCoupon}
          disabled={loading || paying}
        />
      </Card>

      <FeeBreakdown
        totals={totals}
        memberLevel={preview.memberLevel}
        memberDiscountText={preview.memberDiscountText}
        preWeight={preview.preWeight}
      />

      {submitError && (
        <Banner tone="error">
          <span>{submitError}</span>
        </Banner>
      )}

      {short && (
        <Banner tone="error">
          <span>
            {MESSAGES.insufficientBalance}，<a href={topUp}>去充值</a>
          </span>
        </Banner>
      )}

      <PayConfirm
        open={order.confirmOpen}
        paymentFen={totals.payment}
        balanceFen={balanceFen}
        bunches={bunches}
        addressLine={addressLine}
        couponCode={preview.couponCode}
        confirmLoading={paying}
        onConfirm={order.pay}
        onCancel={order.cancel}
        onTopUp={() => navigate(topUp)}
      />

      <Dialog
        open={blocked !== null}
        title="暂时无法下单"
        onClose={() => navigate(back.href)}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => navigate(back.href)}>
              {back.label}
            </Button>
            {blocked === MESSAGES.addressMissing && <Button onClick={() => navigate(ADDRESS_HREF)}>去添加地址</Button>}
          </>
        }
      >
        <p role="alert">{blocked}</p>
      </Dialog>
    </Page>
  );
}

/** Nothing selected, or nothing left of the selection: the reason and 去逛逛 back to the market. */
function NothingToCheckOut({ text, onShop }: { text: string; onShop: () => void }) {
  return (
    <Page title="确认订单" gap={5}>
      <EmptyState
        text={text}
        action={
          <Button variant="secondary" onClick={onShop}>
            去逛逛
          </Button>
        }
      />
    </Page>
  );
}
