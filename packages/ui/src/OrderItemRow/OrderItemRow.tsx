import { AFTER_SALES_ACTIONS, type AfterSalesActionKey, backStatusLabel, canApplyCancellation, fenOf, formatYuan } from '@huashi/domain';
import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { GradeBadge } from '../GradeBadge';
import { Price } from '../Price';
import { numericText } from '../internal/numericText';
import { vars } from '../theme/vars';

/** An order item as the API shows it (§3): money in yuan strings, weight in kg. */
export type OrderItemView = {
  itemId: number;
  productImage: string;
  cateName: string;
  flwName: string;
  levelName: string;
  weightAll: string;
  openName: string;
  supplierId: string;
  supplierName: string;
  buyPrice: string;
  flwUnitno: number;
  buyQtyall: number;
  buyQty: number;
  feeGoods: string;
  feeDiscount: string;
  backStatus: string;
  afterSalesStatus: string;
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

const StyledRow = styled.div`
  display: grid;
  grid-template-columns:
    ${vars.space[16]} minmax(0, 2.2fr) minmax(0, 1.5fr) minmax(0, 1fr) minmax(0, 0.8fr) minmax(0, 0.8fr) minmax(0, 1.1fr)
    minmax(0, 1.2fr);
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.text};

  & + & {
    border-top: ${vars.size.borderWidth} dashed ${vars.color.divider};
  }
`;

const StyledImage = styled.img`
  width: ${vars.space[16]};
  height: ${vars.space[16]};
  object-fit: cover;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
`;

const StyledCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

const StyledName = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.medium};
`;

const StyledMuted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xs};
`;

const StyledNumber = styled.span`
  ${numericText}
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${vars.space[1]};
`;

const StyledLinks = styled.div`
  display: flex;
  gap: ${vars.space[1]};
`;

type BackTone = 'review' | 'failed';
const backTones: Record<BackTone, string> = { review: vars.color.warning, failed: vars.color.danger };

const StyledBackStatus = styled.span<{ $tone: BackTone }>`
  font-size: ${vars.font.size.xs};
  color: ${(p) => backTones[p.$tone]};
`;

/**
 * One bought item of an order (§2 /order): picture, category and flower name with its grade, weight and
 * openness, supplier, unit price, stems, bundles, subtotal (struck through with the discounted one when an
 * activity discount applies), and its actions: 申请撤销 / 审核中 / 撤销失败 and the after-sales link.
 */
export function OrderItemRow({ item, links, onBackOrder, afterSales, onAfterSales, backPending = false, ...rest }: OrderItemRowProps) {
  const goods = fenOf(item.feeGoods);
  const discount = fenOf(item.feeDiscount);
  const backLabel = backStatusLabel(item.backStatus);
  const canApply = canApplyCancellation(item.backStatus);
  const title = `${item.cateName} ${item.flwName}`;
  return (
    <StyledRow role="group" aria-label={`${item.flwName} ${item.levelName}`} {...rest}>
      <StyledImage src={item.productImage} alt={item.flwName} width={64} height={64} loading="lazy" />
      <StyledCell>
        <StyledName>
          <span title={title}>
            <StyledMuted>{item.cateName}</StyledMuted> {item.flwName}
          </span>
          <GradeBadge levelName={item.levelName} size="sm" />
        </StyledName>
        <StyledMuted>
          重量 <StyledNumber>{item.weightAll}</StyledNumber>kg · 开放度 {item.openName || '—'}
        </StyledMuted>
      </StyledCell>
      <StyledCell>
        <StyledNumber>{item.supplierId}</StyledNumber>
        <StyledMuted>{item.supplierName}</StyledMuted>
      </StyledCell>
      <StyledCell>
        <Price fen={fenOf(item.buyPrice)} size="sm" variant="plain" unit="/枝" aria-label={`单价 ${item.buyPrice}元每枝`} />
        <StyledMuted>{item.flwUnitno}枝/扎</StyledMuted>
      </StyledCell>
      <StyledCell>
        <StyledNumber>{item.buyQtyall}枝</StyledNumber>
      </StyledCell>
      <StyledCell>
        <StyledNumber>{item.buyQty}扎</StyledNumber>
      </StyledCell>
      <StyledCell>
        {discount > 0 ? (
          <>
            <Price fen={goods} size="sm" variant="original" />
            <Price fen={goods - discount} aria-label={`优惠后小计 ${formatYuan(goods - discount)}元`} />
          </>
        ) : (
          <Price fen={goods} aria-label={`小计 ${item.feeGoods}元`} />
        )}
      </StyledCell>
      <StyledActions>
        {links ? <StyledLinks>{links}</StyledLinks> : null}
        {canApply && onBackOrder ? (
          <Button variant="link" size="sm" loading={backPending} onClick={() => onBackOrder(item)}>
            申请撤销
          </Button>
        ) : null}
        {backLabel && !canApply ? (
          <StyledBackStatus $tone={backLabel === '审核中' ? 'review' : 'failed'}>{backLabel}</StyledBackStatus>
        ) : null}
        {afterSales && onAfterSales ? (
          <Button variant="link" size="sm" onClick={() => onAfterSales(item, afterSales)}>
            {AFTER_SALES_ACTIONS[afterSales].label}
          </Button>
        ) : null}
      </StyledActions>
    </StyledRow>
  );
}
