import { AFTER_SALES_ACTIONS, type AfterSalesActionKey, backStatusLabel, canApplyCancellation, formatYuan } from '@huashi/domain';
import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../../../primitives/Button';
import { GradeBadge } from '../../../primitives/GradeBadge';
import { BundlePrice, Price } from '../../../primitives/Price';
import { numericText } from '../../../internal/numericText';
import { media } from '../../../theme/media';
import { vars } from '../../../theme/vars';
import { column, wrappingRow } from '../../../internal/flex';

/** One bought item of an order as /order and /orderdetail show it (§3 order item), money in fen. */
export type OrderItemView = {
  itemId: number;
  productImage: string;
  cateName: string;
  flwName: string;
  levelName: string;
  /** Weight of the item in kg, as text (e.g. "3.90"). */
  weightKg: string;
  openName: string;
  supplierId: string;
  supplierName: string;
  /** Price of one stem. */
  buyPriceFen: number;
  /** Stems per bunch. */
  flwUnitno: number;
  /** Stems (枝) and bunches (扎) bought. */
  buyQtyall: number;
  buyQty: number;
  /** The item's goods before its activity discount, and that discount. */
  goodsFen: number;
  discountFen: number;
  /** Cancellation request state (§3 backStatus '0'–'3'; '4' 已撤销: approved and refunded). */
  backStatus: string;
  /** The staff's reason when the request was rejected (backStatus '3' 撤销失败). */
  backReason?: string;
  afterSalesStatus: string;
  /** What approving a cancellation of it would refund now (0 for an unpaid order): the 申请撤销 prompt names it. */
  refundFen: number;
};

export type OrderItemRowProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  item: OrderItemView;
  /** Links shown beside the item (the order's 详情 / 备注 / 导出 on its first item). */
  links?: ReactNode;
  /** 申请撤销 was pressed (only offered while backStatus is '1'). Without it the action is not shown. */
  onBackOrder?: (item: OrderItemView) => void;
  /** The after-sales action to offer, if any (see itemAfterSalesAction). */
  afterSales?: AfterSalesActionKey | null;
  onAfterSales?: (item: OrderItemView, action: AfterSalesActionKey) => void;
  /** A cancellation request for this item is under way. */
  backPending?: boolean;
};

/**
 * The desktop columns, shared by the rows and their header (the same track sizes in every row, so they line up):
 * picture, product, supplier, unit price, stems, bunches, amount and actions. The amount and the actions keep a
 * width of their own (an amount never runs into 审核中 beside it).
 */
const desktopColumns = css`
  display: grid;
  grid-template-columns:
    ${vars.space[16]} minmax(0, 2.2fr) minmax(0, 1.5fr) minmax(0, 1fr) minmax(0, 0.7fr) minmax(0, 0.7fr)
    minmax(calc(${vars.space[16]} + ${vars.space[8]}), 1.1fr) minmax(calc(${vars.space[16]} * 2), 1.2fr);
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
`;

const StyledHeader = styled.div`
  ${desktopColumns}
  padding-top: ${vars.space[2]};
  padding-bottom: ${vars.space[2]};
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textSecondary};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};

  & > span:last-child {
    text-align: right;
  }

  ${media.phone} {
    display: none;
  }
`;

const StyledRow = styled.div`
  ${desktopColumns}
  font-size: ${vars.font.size.sm};
  color: ${vars.color.text};

  & + & {
    border-top: ${vars.size.borderWidth} dashed ${vars.color.divider};
  }

  /* A phone: a card — picture beside the name and supplier, then the labelled figures, then the actions. */
  ${media.phone} {
    /* The unit price (per 扎, per 枝 under it) is the widest of the figures. */
    grid-template-columns: minmax(0, 1.5fr) minmax(0, 0.8fr) minmax(0, 0.8fr) minmax(max-content, 1.2fr);
    grid-template-areas:
      'image name name name'
      'image supplier supplier supplier'
      'price stems bunches amount'
      'actions actions actions actions';
    align-items: start;
    gap: ${vars.space[2]} ${vars.space[3]};
  }
`;

const StyledImage = styled.img`
  width: ${vars.space[16]};
  height: ${vars.space[16]};
  object-fit: cover;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};

  ${media.phone} {
    grid-area: image;
  }
`;

const StyledCell = styled.div<{ $area?: string }>`
  ${column(vars.space[1])}
  min-width: 0;

  ${media.phone} {
    grid-area: ${(p) => p.$area ?? 'auto'};
  }
`;

/** The column's name: read by screen readers on a desktop (the header shows it), shown inline on a phone. */
const StyledLabel = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;

  ${media.phone} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip-path: none;
    font-size: ${vars.font.size.xs};
    color: ${vars.color.textSecondary};
  }
`;

const StyledName = styled.div`
  ${wrappingRow(vars.space[1], vars.space[2])}
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.medium};

  & > span:first-child {
    white-space: nowrap;
  }
`;

const StyledMuted = styled.span`
  color: ${vars.color.textSecondary};
  font-size: ${vars.font.size.xs};
`;

const StyledNumber = styled.span`
  ${numericText}
  white-space: nowrap;
`;

const StyledActions = styled.div`
  ${column(vars.space[1])}
  align-items: flex-end;

  ${media.phone} {
    grid-area: actions;
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: ${vars.space[2]};

    button {
      min-height: ${vars.size.controlLg};
    }
  }
`;

const StyledLinks = styled.div`
  display: flex;
  gap: ${vars.space[1]};
`;

type BackTone = 'review' | 'failed' | 'cancelled';
const backTones: Record<BackTone, string> = { review: vars.color.warning, failed: vars.color.danger, cancelled: vars.color.textSecondary };
const backToneOf: Record<string, BackTone> = { 审核中: 'review', 撤销失败: 'failed', 已撤销: 'cancelled' };

const StyledBackStatus = styled.span<{ $tone: BackTone }>`
  font-size: ${vars.font.size.xs};
  color: ${(p) => backTones[p.$tone]};
  white-space: nowrap;
`;

/** Why a cancellation was refused: under 撤销失败, wrapping within the actions' column. */
const StyledBackReason = styled.span`
  max-width: 100%;
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textSecondary};
  text-align: right;
  overflow-wrap: anywhere;
`;

/** The column names of order items (§2 /order), above the rows on a desktop; a phone shows them in each card. */
export const ORDER_ITEM_COLUMNS = {
  product: '商品',
  supplier: '供应商',
  price: '单价',
  stems: '枝数',
  bunches: '扎数',
  amount: '小计',
  actions: '操作',
} as const;

/** The header row of a list of OrderItemRow (hidden on a phone, where each card labels its figures). */
export function OrderItemHeader(props: Omit<HTMLAttributes<HTMLDivElement>, 'children'>) {
  return (
    // Hidden from screen readers: every cell of a row names its column itself.
    <StyledHeader aria-hidden="true" {...props}>
      <span />
      <span>{ORDER_ITEM_COLUMNS.product}</span>
      <span>{ORDER_ITEM_COLUMNS.supplier}</span>
      <span>{ORDER_ITEM_COLUMNS.price}</span>
      <span>{ORDER_ITEM_COLUMNS.stems}</span>
      <span>{ORDER_ITEM_COLUMNS.bunches}</span>
      <span>{ORDER_ITEM_COLUMNS.amount}</span>
      <span>{ORDER_ITEM_COLUMNS.actions}</span>
    </StyledHeader>
  );
}

/**
 * One bought item of an order (§2 /order): picture, category and flower name with its grade, weight and
 * openness, supplier, unit price, stems, bundles, subtotal (struck through with the discounted one when an
 * activity discount applies), and its actions: 申请撤销 / 审核中 / 撤销失败 (with the staff's reason) / 已撤销 and the
 * after-sales link.
 */
export function OrderItemRow({ item, links, onBackOrder, afterSales, onAfterSales, backPending = false, ...rest }: OrderItemRowProps) {
  const goods = item.goodsFen;
  const discount = item.discountFen;
  const backLabel = backStatusLabel(item.backStatus);
  const canApply = canApplyCancellation(item.backStatus);
  const title = `${item.cateName} ${item.flwName}`;
  return (
    <StyledRow role="group" aria-label={`${item.flwName} ${item.levelName}`} {...rest}>
      <StyledImage src={item.productImage} alt={item.flwName} width={64} height={64} loading="lazy" />
      <StyledCell $area="name">
        <StyledName>
          <span title={title}>
            <StyledMuted>{item.cateName}</StyledMuted> {item.flwName}
          </span>
          <GradeBadge levelName={item.levelName} size="sm" />
        </StyledName>
        <StyledMuted>
          重量 <StyledNumber>{item.weightKg}</StyledNumber>kg · 开放度 {item.openName || '—'}
        </StyledMuted>
      </StyledCell>
      <StyledCell $area="supplier">
        <StyledNumber>{item.supplierId}</StyledNumber>
        <StyledMuted>{item.supplierName}</StyledMuted>
      </StyledCell>
      <StyledCell $area="price">
        <StyledLabel>{ORDER_ITEM_COLUMNS.price}</StyledLabel>
        <BundlePrice stemFen={item.buyPriceFen} stems={item.flwUnitno} size="sm" variant="plain" />
        <StyledMuted>{item.flwUnitno}枝/扎</StyledMuted>
      </StyledCell>
      <StyledCell $area="stems">
        <StyledLabel>{ORDER_ITEM_COLUMNS.stems}</StyledLabel>
        <StyledNumber>{item.buyQtyall}枝</StyledNumber>
      </StyledCell>
      <StyledCell $area="bunches">
        <StyledLabel>{ORDER_ITEM_COLUMNS.bunches}</StyledLabel>
        <StyledNumber>{item.buyQty}扎</StyledNumber>
      </StyledCell>
      <StyledCell $area="amount">
        <StyledLabel>{ORDER_ITEM_COLUMNS.amount}</StyledLabel>
        {discount > 0 ? (
          <>
            <Price fen={goods} size="sm" variant="original" />
            <Price fen={goods - discount} aria-label={`优惠后小计 ${formatYuan(goods - discount)}元`} />
          </>
        ) : (
          <Price fen={goods} aria-label={`小计 ${formatYuan(goods)}元`} />
        )}
      </StyledCell>
      <StyledActions>
        {links ? <StyledLinks>{links}</StyledLinks> : null}
        {canApply && onBackOrder ? (
          <Button variant="link" size="sm" loading={backPending} onClick={() => onBackOrder(item)}>
            申请撤销
          </Button>
        ) : null}
        {backLabel && !canApply ? <StyledBackStatus $tone={backToneOf[backLabel] ?? 'failed'}>{backLabel}</StyledBackStatus> : null}
        {backLabel === '撤销失败' && item.backReason ? <StyledBackReason>原因：{item.backReason}</StyledBackReason> : null}
        {afterSales && onAfterSales ? (
          <Button variant="link" size="sm" onClick={() => onAfterSales(item, afterSales)}>
            {AFTER_SALES_ACTIONS[afterSales].label}
          </Button>
        ) : null}
      </StyledActions>
    </StyledRow>
  );
}
