import type { Fen } from '@huashi/domain';
import { useId } from 'react';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { SummaryList } from '../../../internal/summaryList';
import { StyledBalanceShort, StyledPayBody, StyledPayNote } from '../../../internal/payDialogParts';
import { Price } from '../../../primitives/Price';

export type PayConfirmProps = {
  open: boolean;
  /** Amount to pay. */
  paymentFen: Fen;
  /** Usable balance. */
  balanceFen: Fen;
  /** Bundles (扎) in the order. */
  bunches: number;
  /** Where it goes, e.g. 李花语 13800000001 云南省昆明市五华区篆塘路18号 (公路冷链). */
  addressLine: string;
  /** Coupon used, if any (shown as its code). */
  couponCode?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The order is being placed: the button spins and cannot be pressed twice. */
  confirmLoading?: boolean;
  /** Shown when the balance is short (the page links to /money?key=2). */
  onTopUp?: () => void;
  container?: Element | null;
};

/** 购买确认: what is paid, from which balance, to which address; orders are final (§1). */
export function PayConfirm({
  open,
  paymentFen,
  balanceFen,
  bunches,
  addressLine,
  couponCode,
  onConfirm,
  onCancel,
  confirmLoading = false,
  onTopUp,
  container,
}: PayConfirmProps) {
  const descriptionId = useId();
  const short = balanceFen < paymentFen;
  return (
    <Dialog
      open={open}
      title="购买确认"
      onClose={onCancel}
      size="sm"
      container={container}
      aria-describedby={descriptionId}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            取消
          </Button>
          <Button loading={confirmLoading} onClick={onConfirm}>
            确认支付
          </Button>
        </>
      }
    >
      <StyledPayBody id={descriptionId}>
        <SummaryList $variant="facts">
          <dt>应付金额</dt>
          <dd>
            <Price fen={paymentFen} size="lg" />
          </dd>
          <dt>商品数量</dt>
          <dd>共{bunches}扎</dd>
          <dt>可用余额</dt>
          <dd>
            <Price fen={balanceFen} variant="plain" />
          </dd>
          {couponCode ? (
            <>
              <dt>优惠券</dt>
              <dd>{couponCode}</dd>
            </>
          ) : null}
          <dt>收货地址</dt>
          <dd>{addressLine}</dd>
        </SummaryList>
        {short && (
          <StyledBalanceShort role="alert">
            您的账户余额不足
            {onTopUp && (
              <Button variant="link" size="sm" onClick={onTopUp}>
                去充值
              </Button>
            )}
          </StyledBalanceShort>
        )}
        <StyledPayNote>确认后将从账户余额中扣除，成交后不支持退款。</StyledPayNote>
      </StyledPayBody>
    </Dialog>
  );
}
