import { LOGIS_TYPE_LABELS, MESSAGES, RECEIVER_TYPE_LABELS, SELF_PICKUP, formatPrice, type Fen } from '@huashi/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { Message } from '../../primitives/Message';
import { Skeleton } from '../../primitives/Skeleton';
import { SummaryList } from '../../internal/summaryList';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';
import type { OperatorBuyerAddressData } from '../BuyerConfirmDialog/BuyerConfirmDialog';

/** order/preview: goods, weight, fees and what the buyer pays. */
export type CheckoutPreviewData = {
  /** Bundles in the order. */
  goodsNum: number;
  totalPriceFen: Fen;
  preWeightKg: number;
  preDeliveryFeeFen: Fen;
  preBoxFeeFen: Fen;
  payPriceFen: Fen;
};

/** 0 不付款下单 (an unpaid order, 待付款), 1 余额支付 (paid at once from the buyer's balance). */
export type CheckoutPayMode = 0 | 1;

export type CheckoutPanelProps = {
  buyer: { buyerName: string; userName: string; balanceFen: Fen; memberNote?: string | null };
  address: OperatorBuyerAddressData;
  /** The receiver type chosen for an agent-collection address. */
  receiverType: number;
  preview: CheckoutPreviewData | null;
  previewLoading?: boolean;
  previewError?: string;
  onRetryPreview?: () => void;
  onSubmit: (pay: CheckoutPayMode) => void;
  /** The pay mode being placed; null when nothing is under way. */
  submitting?: CheckoutPayMode | null;
  /** The server's refusal of the last submit (e.g. 您的账户余额不足). */
  error?: string;
  /** 更换买家: back to the buyer confirm. */
  onChangeBuyer?: () => void;
};

/** The spec's text on paying from the balance (§4). */
export const CHECKOUT_PAY_NOTICE = '确认付款后将自动扣除买家账户余额，余额不足时将终止操作';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};

  ${media.phone} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const StyledNotice = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledPay = styled.dd`
  color: ${vars.color.price};
  font-weight: ${vars.font.weight.medium};
  font-size: ${vars.font.size.lg};
`;

function kg(weight: number): string {
  return `${(Number.isFinite(weight) ? weight : 0).toFixed(2)} kg`;
}

function deliveryText(address: OperatorBuyerAddressData, receiverType: number): string {
  if (address.deliveryType === SELF_PICKUP) return LOGIS_TYPE_LABELS[1];
  const label = RECEIVER_TYPE_LABELS[receiverType as keyof typeof RECEIVER_TYPE_LABELS] ?? '';
  return label ? `${LOGIS_TYPE_LABELS[2]} · ${label}` : LOGIS_TYPE_LABELS[2];
}

/** The question 余额支付 asks before it takes the buyer's money (issue 26): whose balance, and how much. */
export function balancePayQuestion(buyer: { buyerName: string; userName: string }, payFen: Fen): string {
  return `从买家 ${buyer.buyerName}（${buyer.userName}）的账户余额支付 ${formatPrice(payFen)}？确认后立即扣款。`;
}

/**
 * 结算 of /goodTp: the confirmed buyer, their balance and address, the preview (goods, weight, delivery and box
 * fees, payable), then 不付款下单 (pay 0: the order waits 待付款) or 余额支付 (pay 1), which first asks for
 * confirmation naming the buyer and the amount (issue 26). It says that paying takes the balance and stops when it is
 * insufficient; a payable above the balance is pointed out before, and the server's refusal is shown after. For a
 * member buyer it says why the member price does not apply (the operator sets the price: domain operatorMemberPriceNote).
 */
export function CheckoutPanel({
  buyer,
  address,
  receiverType,
  preview,
  previewLoading = false,
  previewError,
  onRetryPreview,
  onSubmit,
  submitting = null,
  error,
  onChangeBuyer,
}: CheckoutPanelProps) {
  const busy = submitting !== null;
  const [confirmingPay, setConfirmingPay] = useState(false);
  const short = preview !== null && preview.payPriceFen > buyer.balanceFen;
  const ready = preview !== null && !previewLoading && previewError === undefined;
  return (
    <Card
      title="结算"
      extra={
        onChangeBuyer ? (
          <Button size="sm" variant="secondary" onClick={onChangeBuyer} disabled={busy}>
            更换买家
          </Button>
        ) : undefined
      }
      footer={
        <StyledActions>
          <Button variant="secondary" onClick={() => onSubmit(0)} loading={submitting === 0} disabled={!ready || busy}>
            不付款下单
          </Button>
          <Button onClick={() => setConfirmingPay(true)} loading={submitting === 1} disabled={!ready || busy}>
            余额支付
          </Button>
        </StyledActions>
      }
    >
      <SummaryList>
        <dt>买家</dt>
        <dd>
          {buyer.buyerName}（{buyer.userName}）
        </dd>
        <dt>账户余额</dt>
        <dd>{formatPrice(buyer.balanceFen)}</dd>
        <dt>收货人</dt>
        <dd>
          {address.receiverName} {address.receiverMobile}
        </dd>
        <dt>收货地址</dt>
        <dd>
          {address.region} {address.receiverAddress}
        </dd>
        <dt>配送方式</dt>
        <dd>{deliveryText(address, receiverType)}</dd>
      </SummaryList>
      {previewError !== undefined && !previewLoading ? (
        // The server's refusal as it is (e.g. 调配购物车为空，请先添加商品): never silence, never an endless skeleton.
        <Message type="error" role="alert">
          {previewError}
          {onRetryPreview ? (
            <>
              {' '}
              <Button size="sm" variant="secondary" onClick={onRetryPreview}>
                重新计算
              </Button>
            </>
          ) : null}
        </Message>
      ) : previewLoading || preview === null ? (
        <Skeleton lines={5} aria-label="正在计算订单金额" />
      ) : (
        <SummaryList aria-label="订单预览">
          <dt>商品数量</dt>
          <dd>{preview.goodsNum} 扎</dd>
          <dt>商品金额</dt>
          <dd>{formatPrice(preview.totalPriceFen)}</dd>
          <dt>预估重量</dt>
          <dd>{kg(preview.preWeightKg)}</dd>
          <dt>预估物流费</dt>
          <dd>{formatPrice(preview.preDeliveryFeeFen)}</dd>
          <dt>包装费</dt>
          <dd>{formatPrice(preview.preBoxFeeFen)}</dd>
          <dt>应付金额</dt>
          <StyledPay>{formatPrice(preview.payPriceFen)}</StyledPay>
        </SummaryList>
      )}
      {buyer.memberNote ? <Message type="info">{buyer.memberNote}</Message> : null}
      <StyledNotice>{CHECKOUT_PAY_NOTICE}</StyledNotice>
      {short ? (
        <Message type="warning">
          {MESSAGES.insufficientBalance}：应付 {formatPrice(preview.payPriceFen)}，余额 {formatPrice(buyer.balanceFen)}
          ，余额支付将被拒绝，可选择不付款下单
        </Message>
      ) : null}
      {error ? (
        <Message type="error" role="alert">
          {error}
        </Message>
      ) : null}
      <ConfirmDialog
        open={confirmingPay && preview !== null}
        title="余额支付"
        message={preview ? balancePayQuestion(buyer, preview.payPriceFen) : ''}
        confirmText="确认支付"
        onCancel={() => setConfirmingPay(false)}
        onConfirm={() => {
          setConfirmingPay(false);
          onSubmit(1);
        }}
      />
    </Card>
  );
}
