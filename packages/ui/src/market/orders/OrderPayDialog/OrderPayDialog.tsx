import { AGENT_PLACED_LABEL, ORDER_PAYMENT_MESSAGES, payOrderCheck, type Fen } from '@huashi/domain';
import { useId } from 'react';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { SummaryList } from '../../../internal/summaryList';
import { StyledBalanceShort, StyledPayBody, StyledPayNote } from '../../../internal/payDialogParts';
import { Price } from '../../../primitives/Price';
import { Skeleton } from '../../../primitives/Skeleton';

export type OrderPayDialogProps = {
  open: boolean;
  orderNo: string;
  /** What the order owes (fen). */
  paymentFen: Fen;
  /** Bundles (扎) of the order; null: not known here (a search row), the line is left out. */
  bunches: number | null;
  /** The usable balance (fen); null while it is being read. */
  balanceFen: Fen | null;
  /** The balance could not be read: said, and paying is left to the server's check. */
  balanceError?: string;
  /** An operator placed the order (代下单): said, so the buyer knows where it came from. */
  agentPlaced?: boolean;
  /** The payment is under way: the button spins and cannot be pressed twice. */
  pending?: boolean;
  /** The server refused (e.g. 您的账户余额不足 after the balance changed elsewhere). */
  serverError?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** 去充值 when the balance is short (the page goes to /money?key=2). */
  onTopUp?: () => void;
  container?: Element | null;
};

/**
 * 付款确认 of an unpaid order (待付款, issue 18): the order, what it owes and the usable balance, before anything is
 * taken. A short balance says 您的账户余额不足 with 去充值, and 确认付款 waits until the balance covers it.
 */
export function OrderPayDialog({
  open,
  orderNo,
  paymentFen,
  bunches,
  balanceFen,
  balanceError,
  agentPlaced = false,
  pending = false,
  serverError,
  onConfirm,
  onCancel,
  onTopUp,
  container,
}: OrderPayDialogProps) {
  const descriptionId = useId();
  const short = balanceFen !== null && !payOrderCheck(balanceFen, paymentFen).enough;
  const refusal = serverError ?? (short ? ORDER_PAYMENT_MESSAGES.insufficient : undefined);
  return (
    <Dialog
      open={open}
      title="付款确认"
      onClose={pending ? () => undefined : onCancel}
      size="sm"
      container={container}
      aria-describedby={descriptionId}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            取消
          </Button>
          <Button loading={pending} disabled={short || (balanceFen === null && !balanceError)} onClick={onConfirm}>
            确认付款
          </Button>
        </>
      }
    >
      <StyledPayBody id={descriptionId}>
        <SummaryList $variant="facts">
          <dt>订单号</dt>
          <dd>
            {orderNo}
            {agentPlaced ? `（${AGENT_PLACED_LABEL}）` : ''}
          </dd>
          <dt>应付金额</dt>
          <dd>
            <Price fen={paymentFen} size="lg" />
          </dd>
          {bunches !== null ? (
            <>
              <dt>商品数量</dt>
              <dd>共{bunches}扎</dd>
            </>
          ) : null}
          <dt>可用余额</dt>
          <dd>
            {balanceFen !== null ? (
              <Price fen={balanceFen} variant="plain" />
            ) : balanceError ? (
              balanceError
            ) : (
              <Skeleton variant="text" aria-label="正在读取余额" />
            )}
          </dd>
        </SummaryList>
        {refusal ? (
          <StyledBalanceShort role="alert">
            {refusal}
            {onTopUp && (short || refusal === ORDER_PAYMENT_MESSAGES.insufficient) ? (
              <Button variant="link" size="sm" onClick={onTopUp}>
                去充值
              </Button>
            ) : null}
          </StyledBalanceShort>
        ) : null}
        <StyledPayNote>确认后将从账户余额中扣除，付款后订单进入配货。</StyledPayNote>
      </StyledPayBody>
    </Dialog>
  );
}
