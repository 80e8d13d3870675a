import {
  type AfterSalesActionKey,
  canConfirmReceipt,
  formatYuan,
  MESSAGES,
  orderAmountLabel,
  orderStatusLabel,
  TRANSACTION_FEE_FEN,
} from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { OrderItemHeader, OrderItemRow, type OrderItemView } from '../OrderItemRow';
import { Price } from '../../../primitives/Price';
import { AfterSalesDeadline } from '../../../internal/afterSalesDeadline';
import { StyledOrderFrame, StyledOrderStatus } from '../../../internal/orderFrame';
import { itemAfterSalesAction } from '../../../internal/orderMoney';
import { OrderTags } from '../../../internal/orderTags';
import { numericText } from '../../../internal/numericText';
import { media } from '../../../theme/media';
import { vars } from '../../../theme/vars';
import { wrappingRow } from '../../../internal/flex';

/** One order as its card on /order shows it (§3 order main with its sums), money in fen. */
export type OrderMainView = {
  mainId: number;
  orderNo: string;
  createTime: string;
  status: number;
  orderNotice: string;
  deliveryTypeStr: string;
  showTime: string;
  confirmTime?: string;
  /** What was paid, the activity discount, the transaction fee charged (0: none, the line is hidden). */
  paymentFen: number;
  discountFen: number;
  commissionFen: number;
  /** Bunches (扎) of the whole order. */
  bunches: number;
  /** The logistics company and tracking number once shipped (agent collection; '' for self-pickup). */
  logisName?: string;
  logisNumber?: string;
  /** Issue 18: the order waits for payment (待付款): an operator placed it unpaid; 去付款 pays it. */
  unpaid?: boolean;
  /** Issue 18: a market operator placed it for the buyer (代下单). */
  agentPlaced?: boolean;
  /** Every item of it was cancelled: its status reads 已撤销. */
  cancelled?: boolean;
};

export type OrderEntryView = { main: OrderMainView; items: readonly OrderItemView[] };

export type OrderCardProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  entry: OrderEntryView;
  onDetail: (mainId: number) => void;
  onRemark: (main: OrderMainView) => void;
  onExport: (mainId: number) => void;
  onBackOrder: (item: OrderItemView, main: OrderMainView) => void;
  onConfirmReceipt?: (main: OrderMainView) => void;
  onAfterSales?: (item: OrderItemView, action: AfterSalesActionKey, main: OrderMainView) => void;
  /** The export link is being made: 导出 shows progress. */
  exporting?: boolean;
  /** Item whose cancellation request is under way. */
  backPendingItemId?: number | null;
  /**
   * The server's clock (epoch ms): 申请售后 is offered only while a claim is allowed by it (8 hours after receipt), and a
   * delivered order says 售后截止 MM-DD HH:mm or 售后已截止 by it (issue 26).
   */
  now?: number;
  /** 去付款 of an unpaid order (the page asks for confirmation first). */
  onPay?: (main: OrderMainView) => void;
  /** The order is being paid: 去付款 shows progress. */
  paying?: boolean;
  /** Issue 32: 再来一单 — the order's lines matched to today's lots on the review sheet (the link shows when given). */
  onReorder?: (mainId: number) => void;
};

const StyledHeader = styled.header`
  ${wrappingRow(vars.space[2], vars.space[6])}
  padding: ${vars.space[3]} ${vars.space[4]};
  background: ${vars.color.surfaceMuted};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};

  ${media.phone} {
    gap: ${vars.space[1]} ${vars.space[4]};

    button {
      min-height: ${vars.size.controlLg};
    }
  }
`;

const StyledOrderNo = styled.span`
  color: ${vars.color.text};
  font-weight: ${vars.font.weight.medium};
  ${numericText}
`;

const StyledFooter = styled.footer`
  ${wrappingRow(vars.space[2], vars.space[6])}
  padding: ${vars.space[3]} ${vars.space[4]};
  border-top: ${vars.size.borderWidth} solid ${vars.color.divider};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledNote = styled.p<{ $empty: boolean }>`
  flex: 1 1 ${vars.size.dialogSm};
  min-width: 0;
  margin: ${vars.space[0]};
  color: ${(p) => (p.$empty ? vars.color.textMuted : vars.color.text)};
  overflow-wrap: anywhere;
`;

const StyledFigure = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${vars.space[1]};
  white-space: nowrap;
`;

/**
 * One order on /order (§2): number, time, delivery and status; its items (the first carries 详情 / 备注 / 导出,
 * each its cancellation action); then the note (or 暂无备注), activity discount, bundle count, the transaction
 * fee 9.00 when allCommission is above 0, and the total paid. 确认收货 shows while the order is shipped (4). Issue 26: a
 * delivered order says how long after-sales stays open (售后截止 11-18 13:32), or 售后已截止, beside its status.
 * Issue 18: an operator's order says 代下单; unpaid, its status reads 待付款 (not 订单配货中), it shows 应付 instead of
 * 实付 and offers 去付款.
 */
export function OrderCard({
  entry,
  onDetail,
  onRemark,
  onExport,
  onBackOrder,
  onConfirmReceipt,
  onAfterSales,
  exporting = false,
  backPendingItemId = null,
  now,
  onPay,
  paying = false,
  onReorder,
  ...rest
}: OrderCardProps) {
  const { main, items } = entry;
  const discount = main.discountFen;
  const amount = orderAmountLabel(main.unpaid).short;
  const links = (
    <>
      <Button variant="link" size="sm" onClick={() => onDetail(main.mainId)}>
        详情
      </Button>
      <Button variant="link" size="sm" onClick={() => onRemark(main)}>
        备注
      </Button>
      <Button variant="link" size="sm" loading={exporting} onClick={() => onExport(main.mainId)}>
        导出
      </Button>
      {onReorder ? (
        <Button variant="link" size="sm" onClick={() => onReorder(main.mainId)}>
          再来一单
        </Button>
      ) : null}
    </>
  );
  return (
    <StyledOrderFrame aria-label={`订单 ${main.orderNo}`} {...rest}>
      <StyledHeader>
        <span>
          订单号 <StyledOrderNo>{main.orderNo}</StyledOrderNo>
        </span>
        <OrderTags agentPlaced={main.agentPlaced} />
        <span>下单时间 {main.createTime}</span>
        {main.deliveryTypeStr ? <span>配送设置 {main.deliveryTypeStr}</span> : null}
        {main.status >= 4 && main.logisNumber ? (
          <span>
            物流 {main.logisName} <StyledOrderNo>{main.logisNumber}</StyledOrderNo>
          </span>
        ) : null}
        <StyledOrderStatus $status={main.status} $unpaid={main.unpaid} $cancelled={main.cancelled}>
          {orderStatusLabel(main.status, main) ?? ''}
        </StyledOrderStatus>
        <AfterSalesDeadline main={main} now={now} />
        {onConfirmReceipt && canConfirmReceipt(main.status) ? (
          <Button size="sm" variant="primary" onClick={() => onConfirmReceipt(main)}>
            确认收货
          </Button>
        ) : null}
      </StyledHeader>
      <div>
        <OrderItemHeader />
        {items.map((item, index) => (
          <OrderItemRow
            key={item.itemId}
            item={item}
            links={index === 0 ? links : undefined}
            onBackOrder={(it) => onBackOrder(it, main)}
            backPending={backPendingItemId === item.itemId}
            afterSales={itemAfterSalesAction(main, item, now)}
            onAfterSales={onAfterSales ? (it, action) => onAfterSales(it, action, main) : undefined}
          />
        ))}
      </div>
      <StyledFooter>
        <StyledNote $empty={!main.orderNotice}>备注：{main.orderNotice || MESSAGES.noRemark}</StyledNote>
        {discount > 0 ? (
          <StyledFigure>
            活动优惠 <Price fen={-discount} size="sm" variant="plain" />
          </StyledFigure>
        ) : null}
        <StyledFigure>共 {main.bunches} 扎</StyledFigure>
        {main.commissionFen > 0 ? (
          <StyledFigure>
            交易手续费 <Price fen={TRANSACTION_FEE_FEN} size="sm" variant="plain" />
          </StyledFigure>
        ) : null}
        <StyledFigure>
          {amount} <Price fen={main.paymentFen} size="lg" aria-label={`${amount} ${formatYuan(main.paymentFen)}元`} />
        </StyledFigure>
        {main.unpaid && onPay ? (
          <Button size="sm" variant="primary" loading={paying} onClick={() => onPay(main)}>
            去付款
          </Button>
        ) : null}
      </StyledFooter>
    </StyledOrderFrame>
  );
}
