import {
  canFulfil,
  FULFILMENT_ACTION_CODES,
  FULFILMENT_ACTIONS,
  formatShanghaiDateTime,
  orderWhollyCancelled,
  type Fen,
  type FulfilmentAction,
} from '@huashi/domain';
import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { priceText } from '../../primitives/Price';
import { Skeleton } from '../../primitives/Skeleton';
import { Stack } from '../../primitives/Stack';
import { numericText } from '../../internal/numericText';
import { retryAction } from '../../internal/retryAction';
import { SummaryList } from '../../internal/summaryList';
import { vars } from '../../theme/vars';
import type { DeskOrderRowData } from '../OrdersDesk';

/** One item of the order with the lot it came from (where the picker finds it, whose flowers they are). */
export type OrderDetailItemData = {
  itemId: number;
  flwName: string;
  levelName: string;
  /** e.g. 35-40cm. */
  lengthName: string;
  /** e.g. 2-3度. */
  openName: string;
  stockId: number;
  positionNo: string;
  supplierId: string;
  supplierName: string;
  bundles: number;
  stems: number;
  goodsFen: Fen;
  /** 已撤销: the cancellation was approved; the bundles went back to the lot. */
  cancelled: boolean;
  /** A rejected cancellation's reason (撤销失败), '' when none. */
  backReason: string;
};

/** One line of the order's history (epoch ms): what happened and who did it. */
export type OrderHistoryData = { at: number; what: string; actor: string };

export type OrderDetailData = {
  /** The order as the desk lists it: the actions read it as the desk's do. */
  row: DeskOrderRowData;
  rcvUser: string;
  rcvPhone: string;
  /** 省 市 区 and the street address. */
  rcvAddress: string;
  /** The buyer's remark, '' when none. */
  orderNotice: string;
  /** Epoch ms; null: 待付款. */
  paidAt: number | null;
  paymentFen: Fen;
  items: readonly OrderDetailItemData[];
  history: readonly OrderHistoryData[];
};

export type OrderDetailPanelProps = {
  open: boolean;
  /** Esc, × (关闭) and a click beside the panel; focus goes back to what opened it (the row's 详情). */
  onClose: () => void;
  /** The order; absent while it loads or when the read failed. */
  detail?: OrderDetailData | null;
  loading?: boolean;
  /** The read's failure, e.g. 订单不存在 or 订单加载失败. */
  error?: string;
  onRetry?: () => void;
  /** The desk's own action on this one order (the page opens the same confirmation or ship dialog). */
  onAction: (action: FulfilmentAction, rows: DeskOrderRowData[]) => void;
  /** The action under way (its button spins, the others wait). */
  pendingAction?: FulfilmentAction | null;
  /** More actions on the order beside the desk's (print the packing slip or the label …), before them in the bar. */
  extraActions?: ReactNode;
  /** The outcome of the last action taken here (moved, or refused with the reason). */
  notice?: { tone: 'success' | 'warning' | 'error'; text: string } | null;
};

const StyledContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  outline: none;
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const StyledHeading = styled.h3`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.text};
`;

/** The address takes the rest of its row: it is the longest fact. */
const StyledWide = styled.dd`
  grid-column: 2 / -1;
`;

const StyledMuted = styled.span`
  color: ${vars.color.textSecondary};
`;

const StyledUnpaid = styled.span`
  color: ${vars.color.danger};
  font-weight: ${vars.font.weight.medium};
`;

const StyledFigure = styled.span`
  ${numericText}
`;

const StyledNote = styled.p`
  margin: ${vars.space[0]};
  padding: ${vars.space[2]} ${vars.space[3]};
  background: ${vars.color.surfaceMuted};
  border-radius: ${vars.radius.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size.sm};

  th,
  td {
    padding: ${vars.space[2]};
    border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
    text-align: left;
    vertical-align: top;
  }
  th {
    font-weight: ${vars.font.weight.medium};
    color: ${vars.color.textSecondary};
    background: ${vars.color.surfaceMuted};
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;

/** A cancelled item stays in the list, greyed and struck through, so the picker does not pull it. */
const StyledItemRow = styled.tr<{ $cancelled: boolean }>`
  color: ${(p) => (p.$cancelled ? vars.color.textMuted : vars.color.text)};
  text-decoration: ${(p) => (p.$cancelled ? 'line-through' : 'none')};
`;

const StyledTag = styled.span`
  display: inline-block;
  margin-left: ${vars.space[1]};
  padding: ${vars.space[0]} ${vars.space[1]};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.font.size.xs};
  color: ${vars.color.danger};
  border: ${vars.size.borderWidth} solid currentColor;
  text-decoration: none;
`;

const StyledHistory = styled.ol`
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  font-size: ${vars.font.size.sm};

  li {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr) max-content;
    gap: ${vars.space[3]};
  }
`;

const timeText = (at: number | null) => (at === null ? '' : (formatShanghaiDateTime(at) ?? ''));

/** The desk's actions this order can take now, in the desk's order. */
export function detailActions(detail: OrderDetailData): FulfilmentAction[] {
  const cancelled = orderWhollyCancelled(detail.items);
  return FULFILMENT_ACTION_CODES.filter((action) => canFulfil(action, { ...detail.row, cancelled }));
}

function Details({ detail }: { detail: OrderDetailData }) {
  const { row } = detail;
  const standing = detail.items.filter((item) => !item.cancelled);
  const id = useId();
  const [notesId, itemsId, historyId] = [`${id}-notes`, `${id}-items`, `${id}-history`];
  return (
    <Stack gap={5}>
      <SummaryList $variant="pairs">
        <dt>状态</dt>
        <dd>
          {row.unpaid ? <StyledUnpaid>{row.statusLabel}</StyledUnpaid> : row.statusLabel}
          {orderWhollyCancelled(detail.items) ? <StyledMuted>（商品已全部撤销）</StyledMuted> : null}
        </dd>
        <dt>买家</dt>
        <dd>
          {row.buyerName} <StyledFigure>{row.buyerPhone}</StyledFigure>
          {row.placedByLabel ? <StyledMuted> {row.placedByLabel}</StyledMuted> : null}
        </dd>
        <dt>付款</dt>
        <dd>
          {detail.paidAt === null ? (
            <StyledUnpaid>待付款</StyledUnpaid>
          ) : (
            <>
              已付款 <StyledFigure>{priceText(detail.paymentFen)}</StyledFigure>{' '}
              <StyledMuted>
                <StyledFigure>{timeText(detail.paidAt)}</StyledFigure>
              </StyledMuted>
            </>
          )}
        </dd>
        <dt>配送方式</dt>
        <dd>{row.deliveryTypeLabel}</dd>
        <dt>收货人</dt>
        <dd>
          {detail.rcvUser} <StyledFigure>{detail.rcvPhone}</StyledFigure>
        </dd>
        <dt>物流</dt>
        <dd>
          {row.logisNumber ? (
            <>
              {row.logisName} <StyledFigure>{row.logisNumber}</StyledFigure>
            </>
          ) : (
            <StyledMuted>{row.logisName || '—'}</StyledMuted>
          )}
        </dd>
        <dt>地址</dt>
        <StyledWide>{detail.rcvAddress}</StyledWide>
      </SummaryList>

      <StyledSection aria-labelledby={notesId}>
        <StyledHeading id={notesId}>备注</StyledHeading>
        {detail.orderNotice ? <StyledNote>买家备注：{detail.orderNotice}</StyledNote> : <StyledMuted>买家未留备注</StyledMuted>}
      </StyledSection>

      <StyledSection aria-labelledby={itemsId}>
        <StyledHeading id={itemsId}>
          商品（{standing.length}项，{standing.reduce((sum, item) => sum + item.bundles, 0)}扎）
        </StyledHeading>
        <StyledTable aria-labelledby={itemsId}>
          <thead>
            <tr>
              <th scope="col">位置</th>
              <th scope="col">品种</th>
              <th scope="col">批次 / 供应商</th>
              <th scope="col">数量</th>
            </tr>
          </thead>
          <tbody>
            {detail.items.map((item) => (
              <StyledItemRow key={item.itemId} $cancelled={item.cancelled}>
                <td>
                  <StyledFigure>{item.positionNo}</StyledFigure>
                </td>
                <td>
                  {item.flwName} {item.levelName}级 {item.lengthName} {item.openName}
                  {item.cancelled ? <StyledTag>已撤销</StyledTag> : null}
                  {item.backReason ? <StyledMuted> 撤销失败：{item.backReason}</StyledMuted> : null}
                </td>
                <td>
                  <StyledFigure>#{item.stockId}</StyledFigure> {item.supplierName}
                  <StyledMuted>（{item.supplierId}）</StyledMuted>
                </td>
                <td>
                  <StyledFigure>
                    {item.bundles}扎 / {item.stems}枝
                  </StyledFigure>
                  <br />
                  <StyledMuted>
                    <StyledFigure>{priceText(item.goodsFen)}</StyledFigure>
                  </StyledMuted>
                </td>
              </StyledItemRow>
            ))}
          </tbody>
        </StyledTable>
      </StyledSection>

      <StyledSection aria-labelledby={historyId}>
        <StyledHeading id={historyId}>记录</StyledHeading>
        <StyledHistory aria-labelledby={historyId}>
          {detail.history.map((entry, i) => (
            <li key={`${entry.at}-${i}`}>
              <StyledMuted>
                <StyledFigure>{timeText(entry.at)}</StyledFigure>
              </StyledMuted>
              <span>{entry.what}</span>
              <StyledMuted>{entry.actor}</StyledMuted>
            </li>
          ))}
        </StyledHistory>
      </StyledSection>
    </Stack>
  );
}

/**
 * One order of the 订单履约 desk (issue 31), beside the table at 1366 px and over it at 1024 px: buyer and phone, the
 * address with its delivery way, the items with their lots (position, supplier, grade, length), the buyer's remark,
 * payment, and the history with who did what; the desk's actions this order can take now, and the page's own
 * (`extraActions`: printing) beside them.
 */
export function OrderDetailPanel({
  open,
  onClose,
  detail = null,
  loading = false,
  error,
  onRetry,
  onAction,
  pendingAction = null,
  extraActions,
  notice = null,
}: OrderDetailPanelProps) {
  const actions = detail ? detailActions(detail) : [];
  // Focus starts on the content, not on the first action: an Enter that opened the panel must not also pack or ship.
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      open={open}
      placement="side"
      title={detail ? `订单 ${detail.row.orderNo}` : '订单详情'}
      onClose={onClose}
      closeOnBackdropClick
      initialFocusRef={contentRef}
      aria-busy={loading || undefined}
      footer={
        detail && (actions.length > 0 || extraActions) ? (
          <>
            {extraActions}
            {actions.map((action) => (
              <Button
                key={action}
                variant={action === 'ship' ? 'primary' : 'secondary'}
                disabled={pendingAction !== null && pendingAction !== action}
                loading={pendingAction === action}
                onClick={() => onAction(action, [detail.row])}
              >
                {FULFILMENT_ACTIONS[action].name}
              </Button>
            ))}
          </>
        ) : undefined
      }
    >
      <StyledContent ref={contentRef} tabIndex={-1}>
        {notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
        {error !== undefined ? (
          <Banner tone="error" action={retryAction(onRetry)}>
            {error}
          </Banner>
        ) : loading || !detail ? (
          <Skeleton lines={8} aria-label="订单加载中" />
        ) : (
          <Details detail={detail} />
        )}
      </StyledContent>
    </Dialog>
  );
}
