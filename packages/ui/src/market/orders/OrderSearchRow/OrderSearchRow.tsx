import { canConfirmReceipt, formatYuan, MESSAGES, orderAmountLabel, orderStatusLabel } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { OrderItemHeader, OrderItemRow, type OrderItemView } from '../OrderItemRow';
import { Price } from '../../../primitives/Price';
import { StyledOrderFrame, StyledOrderStatus } from '../../../internal/orderFrame';
import { OrderTags } from '../../../internal/orderTags';
import { media } from '../../../theme/media';
import { vars } from '../../../theme/vars';
import { wrappingRow } from '../../../internal/flex';

/** A search-result row (§3): the matching item with its order's time, number and amount paid (fen). */
export type OrderSearchRowView = {
  mainId: number;
  status: number;
  orderNo?: string;
  createTime: string;
  /** What the whole order paid. */
  paymentFen: number;
  item: OrderItemView;
  orderNotice: string;
  /** Issue 18: the order waits for payment (待付款) / a market operator placed it (代下单). */
  unpaid?: boolean;
  agentPlaced?: boolean;
  /** Every item of the row's order was cancelled: its status reads 已撤销. */
  cancelled?: boolean;
};

export type OrderSearchRowProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  row: OrderSearchRowView;
  onDetail: (mainId: number) => void;
  /** Offered while the order is shipped (status 4). */
  onConfirmReceipt: (mainId: number) => void;
  /** 去付款 of an unpaid order (the page asks for confirmation first). */
  onPay?: (row: OrderSearchRowView) => void;
};

const StyledBar = styled.div`
  ${wrappingRow(vars.space[2], vars.space[6])}
  padding: ${vars.space[2]} ${vars.space[4]};
  background: ${vars.color.surfaceMuted};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledFoot = styled(StyledBar)`
  background: ${vars.color.surface};
  border-top: ${vars.size.borderWidth} solid ${vars.color.divider};
`;

const StyledNote = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;

  /* A phone: the remark takes its own full line, above the amount and the actions. */
  ${media.phone} {
    flex-basis: 100%;
  }
`;

const StyledActions = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};

  ${media.phone} {
    margin-left: auto;

    button {
      min-height: ${vars.size.controlLg};
    }
  }
`;

/**
 * One order-search result: the order's one status text (orderStatusLabel, as on /order and its detail), the item, the amount paid, 详情 and 确认收货 at status 4. Issue 18: an
 * unpaid operator order reads 待付款 with 订单应付 and 去付款.
 */
export function OrderSearchRow({ row, onDetail, onConfirmReceipt, onPay, ...rest }: OrderSearchRowProps) {
  const { item } = row;
  const amount = `订单${orderAmountLabel(row.unpaid).short}`;
  return (
    <StyledOrderFrame aria-label={`订单 ${row.orderNo ?? row.mainId} ${item.flwName}`} {...rest}>
      <StyledBar>
        {row.orderNo ? <span>订单号 {row.orderNo}</span> : null}
        <OrderTags agentPlaced={row.agentPlaced} />
        <span>下单时间 {row.createTime}</span>
        <StyledOrderStatus $status={row.status} $unpaid={row.unpaid} $cancelled={row.cancelled}>
          {orderStatusLabel(row.status, row) ?? ''}
        </StyledOrderStatus>
      </StyledBar>
      <OrderItemHeader />
      <OrderItemRow item={item} />
      <StyledFoot>
        <StyledNote>备注：{row.orderNotice || MESSAGES.noRemark}</StyledNote>
        <span>
          {amount} <Price fen={row.paymentFen} aria-label={`${amount} ${formatYuan(row.paymentFen)}元`} />
        </span>
        <StyledActions>
          <Button variant="link" size="sm" onClick={() => onDetail(row.mainId)}>
            详情
          </Button>
          {row.unpaid && onPay ? (
            <Button variant="primary" size="sm" onClick={() => onPay(row)}>
              去付款
            </Button>
          ) : null}
          {canConfirmReceipt(row.status) ? (
            <Button variant="primary" size="sm" onClick={() => onConfirmReceipt(row.mainId)}>
              确认收货
            </Button>
          ) : null}
        </StyledActions>
      </StyledFoot>
    </StyledOrderFrame>
  );
}
