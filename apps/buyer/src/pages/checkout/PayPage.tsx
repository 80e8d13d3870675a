import { ApiError, DO_WAY_CART, DO_WAY_NOW_PAY, type PreviewResult, type PurchaseSelection } from '@huashi/api';
import { MESSAGES, QUANTITY_MESSAGES, readQuery, readQueryJson, withQuery, yuanToFen } from '@huashi/domain';
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
  useMessage,
} from '@huashi/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useCart } from '../../cart';
import { cart } from '../../session';
import { newPurchaseSign } from './purchaseSign';

const TOP_UP_HREF = '/money?key=2';
const ADDRESS_HREF = '/address';

type Selection = PurchaseSelection | null;

/** Reads what is being bought from the query (§2): listZone and codeType. */
function selectionFrom(search: string): Selection {
  const codeType = readQuery(search, 'codeType');
  const listZone = readQueryJson<unknown>(search, 'listZone');
  if (codeType === 'nowPay') {
    if (!Array.isArray(listZone)) return null;
    const products = listZone
      .map((p) => (p && typeof p === 'object' ? (p as { huaId?: unknown; qty?: unknown }) : {}))
      .map((p) => ({ huaId: Number(p.huaId), qty: Number(p.qty) }))
      .filter((p) => Number.isInteger(p.huaId) && p.huaId > 0 && Number.isInteger(p.qty) && p.qty > 0);
    return products.length > 0 ? { doWay: DO_WAY_NOW_PAY, products } : null;
  }
  // shopCode (the default): the cart, or the ticked cart lines given in listZone.
  const ids = Array.isArray(listZone) ? listZone.map(Number).filter((n) => Number.isInteger(n) && n > 0) : undefined;
  return { doWay: DO_WAY_CART, ids: ids && ids.length > 0 ? ids : undefined };
}

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.msg : MESSAGES.requestFailed;
}

/** /pay?listZone=…&codeType=shopCode|nowPay: confirm the order, check logistics, pay from the balance (§2, §4). */
export function PayPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const message = useMessage();
  const { refresh: refreshDot } = useCart();
  const selection = useMemo(() => selectionFrom(`?${search}`), [search]);

  const [preview, setPreview] = useState<PreviewResult | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  /** undefined until the first preview: the server then picks the best usable coupon. */
  const [couponCode, setCouponCode] = useState<string | undefined>(undefined);
  const [addressId, setAddressId] = useState<number | undefined>(undefined);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [paying, setPaying] = useState(false);
  const [short, setShort] = useState(false);
  /** The last refusal of a submit (kept on the page: a message bar fades). */
  const [submitError, setSubmitError] = useState<string | null>(null);
  /** One sign per confirmation: a retry after a network error reuses it, so a double click never pays twice. */
  const signRef = useRef<string | null>(null);

  const load = useCallback(
    async (opts: { couponCode?: string; addressId?: number }) => {
      if (!selection) return;
      setLoading(true);
      try {
        const next = await cart.preview({ ...selection, couponCode: opts.couponCode, addressId: opts.addressId });
        setPreview(next);
        setCouponCode(next.couponCode);
        setAddressId(next.address?.id);
        setLoadError(null);
        return next;
      } catch (error) {
        setLoadError(errorText(error));
        message.error(errorText(error));
        return null;
      } finally {
        setLoading(false);
      }
    },
    [selection, message],
  );

  // First preview, then the logistics check of §4 (it must answer 200 before paying).
  useEffect(() => {
    let live = true;
    void (async () => {
      const first = await load({});
      if (!live || !first || first.items.length === 0) return;
      try {
        const check = await cart.checkLogistics(first.session ?? undefined);
        if (live) setBlocked(Number(check.code) === 200 ? null : check.msg);
      } catch (error) {
        if (live) setBlocked(errorText(error));
      }
    })();
    return () => {
      live = false;
    };
  }, [load]);

  const chooseCoupon = (code: string) => {
    setCouponCode(code);
    void load({ couponCode: code, addressId });
  };
  const chooseAddress = (id: number) => {
    setAddressId(id);
    void load({ couponCode, addressId: id });
  };

  const openConfirm = () => {
    if (!preview) return;
    if (blocked) {
      message.warning(blocked);
      return;
    }
    signRef.current = null;
    setShort(false);
    setSubmitError(null);
    setConfirmOpen(true);
  };

  const pay = async () => {
    if (!selection || !preview || paying) return;
    setPaying(true);
    try {
      signRef.current ??= await newPurchaseSign();
      const { msg, data } = await cart.submit({ ...selection, couponCode: preview.couponCode, addressId, sign: signRef.current });
      message.success(msg);
      void refreshDot();
      setConfirmOpen(false);
      navigate(withQuery('/elseWhite', { mainId: data.mainId, orderNo: data.orderNo, pay: data.allfeePayment }), { replace: true });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 0;
      // A network failure may have placed the order: keep the sign so that trying again cannot pay twice.
      if (code !== 0) signRef.current = null;
      if (code === 411) {
        setShort(true);
        message.error(MESSAGES.insufficientBalance);
      } else {
        setSubmitError(errorText(error));
        message.error(errorText(error));
      }
      if (code !== 0) {
        setConfirmOpen(false);
        void load({ couponCode: preview.couponCode, addressId });
      }
    } finally {
      setPaying(false);
    }
  };

  if (!selection) {
    return (
      <Page title="确认订单" gap={5}>
        <EmptyState
          text={QUANTITY_MESSAGES.noneSelected}
          action={
            <Button variant="secondary" onClick={() => navigate('/presell')}>
              去逛逛
            </Button>
          }
        />
      </Page>
    );
  }

  if (!preview) {
    return (
      <Page title="确认订单" gap={5}>
        {loadError ? (
          <EmptyState text={loadError} action={<Button onClick={() => void load({})}>重新加载</Button>} />
        ) : (
          <Skeleton lines={6} />
        )}
      </Page>
    );
  }

  if (preview.items.length === 0) {
    return (
      <Page title="确认订单" gap={5}>
        <EmptyState
          text={MESSAGES.cartEmpty}
          action={
            <Button variant="secondary" onClick={() => navigate('/presell')}>
              去逛逛
            </Button>
          }
        />
      </Page>
    );
  }

  const address = preview.address;
  const back = selection.doWay === DO_WAY_CART ? { href: '/shopcars', label: '返回购物车' } : { href: '/presell', label: '返回商城' };
  const bunches = preview.items.reduce((sum, item) => sum + item.buyQty, 0);
  const problems = preview.problems.filter((p) => p.message !== MESSAGES.addressMissing);
  const canPay = !blocked && problems.length === 0 && address !== null && !loading;
  const addressLine = address
    ? `${address.contactUser} ${address.contactPhone} ${address.addrPname}${address.addrCname}${address.addrZname} ${address.address}（${address.logisWayname}）`
    : '';

  return (
    <Page
      title="确认订单"
      gap={5}
      footer={
        <>
          <span>
            可用余额 <Price fen={yuanToFen(preview.balance) ?? 0} variant="plain" />
          </span>
          <span>
            共{bunches}扎，应付 <Price fen={yuanToFen(preview.totals.allfeePayment) ?? 0} size="lg" />
          </span>
          <Button size="lg" disabled={!canPay} loading={loading} onClick={openConfirm}>
            提交订单
          </Button>
        </>
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
        <CartTable items={preview.items} readOnly />
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
        <CouponPicker coupons={preview.coupons} selected={couponCode ?? ''} onSelect={chooseCoupon} disabled={loading || paying} />
      </Card>

      <FeeBreakdown
        totals={preview.totals}
        memberLevel={preview.memberLevel}
        memberDiscountRate={preview.memberDiscountRate}
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
            {MESSAGES.insufficientBalance}，<a href={TOP_UP_HREF}>去充值</a>
          </span>
        </Banner>
      )}

      <PayConfirm
        open={confirmOpen}
        payment={preview.totals.allfeePayment}
        balance={preview.balance}
        bunches={bunches}
        addressLine={addressLine}
        couponCode={preview.couponCode}
        confirmLoading={paying}
        onConfirm={() => void pay()}
        onCancel={() => {
          setConfirmOpen(false);
          message.info(MESSAGES.cancelled);
        }}
        onTopUp={() => navigate(TOP_UP_HREF)}
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
