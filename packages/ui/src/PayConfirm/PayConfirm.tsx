import { fenOf } from '@huashi/domain';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Price } from '../Price';
import { vars } from '../theme/vars';

export type PayConfirmProps = {
  open: boolean;
  /** Amount to pay, yuan string ("437.42"). */
  payment: string;
  /** Usable balance, yuan string. */
  balance: string;
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

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.relaxed};
`;

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${vars.space[4]};
  row-gap: ${vars.space[2]};
  margin: ${vars.space[0]};

  dt {
    color: ${vars.color.textSecondary};
  }
  dd {
    margin: ${vars.space[0]};
  }
`;

const StyledNote = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textMuted};
`;

const StyledShort = styled.p`
  display: flex;
  gap: ${vars.space[2]};
  align-items: center;
  margin: ${vars.space[0]};
  padding: ${vars.space[2]} ${vars.space[3]};
  color: ${vars.color.danger};
  background: ${vars.color.dangerSoft};
  border-radius: ${vars.radius.md};
`;

/** 购买确认: what is paid, from which balance, to which address; orders are final (§1). */
export function PayConfirm({
  open,
  payment,
  balance,
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
  const short = fenOf(balance) < fenOf(payment);
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
      <StyledBody id={descriptionId}>
        <StyledList>
          <dt>应付金额</dt>
          <dd>
            <Price fen={fenOf(payment)} size="lg" />
          </dd>
          <dt>商品数量</dt>
          <dd>共{bunches}扎</dd>
          <dt>可用余额</dt>
          <dd>
            <Price fen={fenOf(balance)} variant="plain" />
          </dd>
          {couponCode ? (
            <>
              <dt>优惠券</dt>
              <dd>{couponCode}</dd>
            </>
          ) : null}
          <dt>收货地址</dt>
          <dd>{addressLine}</dd>
        </StyledList>
        {short && (
          <StyledShort role="alert">
            您的账户余额不足
            {onTopUp && (
              <Button variant="link" size="sm" onClick={onTopUp}>
                去充值
              </Button>
            )}
          </StyledShort>
        )}
        <StyledNote>确认后将从账户余额中扣除，成交后不支持退款。</StyledNote>
      </StyledBody>
    </Dialog>
  );
}
