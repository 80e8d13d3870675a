import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { fenOf, ZONE_NAMES } from '@huashi/domain';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { EmptyState } from '../EmptyState';
import { GradeBadge } from '../GradeBadge';
import { Price } from '../Price';
import { vars } from '../theme/vars';
import { CartQuantity } from './CartQuantity';

/** One cart line as the shopping-cart call answers it (§3 cart item plus what the page shows). */
export type CartLine = {
  itemId: number;
  stockId: number;
  buyPi: number;
  buyQty: number;
  buyQtyall: number;
  basicQty: number;
  buyPrice: string;
  feeGoods: string;
  feeDiscount: string;
  rule_text: string;
  weightAll: string;
  flwName: string;
  productImage: string;
  levelName: string;
  lenthName: string;
  openName: string;
  supplierId: string;
  supplierName: string;
  flwUnitno: number;
  session: 'A' | 'C';
  maxPi: number;
  /** Why the line cannot be bought now ('' when it can). */
  problem: string;
};

export type CartTableProps = Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> & {
  items: readonly CartLine[];
  /** Item ids ticked for checkout or batch delete. */
  selected?: readonly number[];
  onSelectionChange?: (ids: number[]) => void;
  /** A valid new number of batches for a line. */
  onQuantityChange?: (itemId: number, buyPi: number) => void;
  /** 数量不能为零 / 不能再少啦 / 不能再多啦 from the stepper. */
  onInvalidQuantity?: (message: string) => void;
  onDelete?: (itemId: number) => void;
  /** The pay page's list: no ticks, no stepper, no delete. */
  readOnly?: boolean;
  /** Lines being saved: their controls are disabled. */
  pendingIds?: readonly number[];
  /** Shown under 您当前还没有商品, e.g. a link to the market. */
  emptyAction?: ReactNode;
};

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size.md};
  color: ${vars.color.text};
  background: ${vars.color.surface};

  th {
    padding: ${vars.space[3]} ${vars.space[2]};
    font-weight: ${vars.font.weight.medium};
    font-size: ${vars.font.size.sm};
    color: ${vars.color.textSecondary};
    text-align: left;
    background: ${vars.color.surfaceMuted};
    border-bottom: ${vars.size.borderWidth} solid ${vars.color.border};
    white-space: nowrap;
  }
  td {
    padding: ${vars.space[3]} ${vars.space[2]};
    vertical-align: middle;
    border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
  }
`;

const StyledRow = styled.tr<{ $blocked: boolean }>`
  ${(p) =>
    p.$blocked &&
    css`
      background: ${vars.color.surfaceMuted};
      img {
        opacity: 0.5;
      }
    `}
`;

const StyledProduct = styled.div`
  display: flex;
  gap: ${vars.space[3]};
  align-items: center;
`;

const StyledImage = styled.img`
  flex: none;
  width: ${vars.space[16]};
  height: ${vars.space[16]};
  object-fit: cover;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
`;

const StyledName = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

const StyledTitle = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-weight: ${vars.font.weight.medium};
`;

const StyledMeta = styled.span`
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textMuted};
`;

const StyledTag = styled.span`
  padding: ${vars.space[0]} ${vars.space[1]};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.regular};
  color: ${vars.color.accent};
  background: ${vars.color.accentSoft};
  border-radius: ${vars.radius.sm};
`;

const StyledRule = styled.span`
  font-size: ${vars.font.size.xs};
  color: ${vars.color.primary};
`;

const StyledProblem = styled.span`
  font-size: ${vars.font.size.xs};
  color: ${vars.color.danger};
`;

const StyledAmounts = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[1]};
`;

/** The cart's lines: tick, product, price, batches stepper, quantity, weight, subtotal, delete. */
export function CartTable({
  items,
  selected = [],
  onSelectionChange = () => {},
  onQuantityChange,
  onInvalidQuantity,
  onDelete,
  pendingIds = [],
  emptyAction,
  readOnly = false,
  ...rest
}: CartTableProps) {
  if (items.length === 0) {
    return (
      <div {...rest}>
        <EmptyState text="您当前还没有商品" action={emptyAction} />
      </div>
    );
  }
  const selectable = items.filter((i) => !i.problem).map((i) => i.itemId);
  const chosen = new Set(selected);
  const allChosen = selectable.length > 0 && selectable.every((id) => chosen.has(id));
  const someChosen = selectable.some((id) => chosen.has(id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onSelectionChange(items.map((i) => i.itemId).filter((i) => next.has(i)));
  };

  return (
    <div {...rest}>
      <StyledTable>
        <thead>
          <tr>
            {!readOnly && (
              <th>
                <Checkbox
                  label="全选"
                  checked={allChosen}
                  indeterminate={someChosen && !allChosen}
                  disabled={selectable.length === 0}
                  onChange={(event) => onSelectionChange(event.target.checked ? selectable : [])}
                />
              </th>
            )}
            <th>商品</th>
            <th>单价</th>
            <th>批数</th>
            <th>数量</th>
            <th>重量</th>
            <th>小计</th>
            {!readOnly && <th>操作</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const pending = pendingIds.includes(item.itemId);
            const blocked = item.problem !== '';
            const discountFen = fenOf(item.feeDiscount);
            return (
              <StyledRow key={item.itemId} $blocked={blocked}>
                {!readOnly && (
                  <td>
                    <Checkbox
                      aria-label={`选择${item.flwName}`}
                      checked={!blocked && chosen.has(item.itemId)}
                      disabled={blocked || pending}
                      onChange={(event) => toggle(item.itemId, event.target.checked)}
                    />
                  </td>
                )}
                <td>
                  <StyledProduct>
                    <StyledImage src={item.productImage} alt="" />
                    <StyledName>
                      <StyledTitle>
                        {item.flwName}
                        <GradeBadge levelName={item.levelName} size="sm" />
                        <StyledTag>{ZONE_NAMES[item.session]}</StyledTag>
                      </StyledTitle>
                      <StyledMeta>
                        {item.supplierId} {item.supplierName} · {item.lenthName} · {item.openName}
                      </StyledMeta>
                      {item.rule_text && <StyledRule>{item.rule_text}</StyledRule>}
                      {blocked && <StyledProblem role="status">{item.problem}</StyledProblem>}
                    </StyledName>
                  </StyledProduct>
                </td>
                <td>
                  <StyledAmounts>
                    <Price fen={fenOf(item.buyPrice)} unit="/枝" size="sm" variant="plain" />
                    <StyledMeta>{item.flwUnitno}枝/扎</StyledMeta>
                  </StyledAmounts>
                </td>
                <td>
                  <StyledAmounts>
                    {readOnly ? (
                      <span>{item.buyPi}批</span>
                    ) : (
                      <CartQuantity
                        label={`${item.flwName} 批数`}
                        value={item.buyPi}
                        max={item.maxPi}
                        disabled={pending || item.maxPi < 1}
                        onChange={(value) => onQuantityChange?.(item.itemId, value)}
                        onInvalid={onInvalidQuantity}
                      />
                    )}
                    <StyledMeta>
                      {item.basicQty}扎/批 · 余{item.maxPi}批
                    </StyledMeta>
                  </StyledAmounts>
                </td>
                <td>
                  <StyledAmounts>
                    <span>{item.buyQty}扎</span>
                    <StyledMeta>{item.buyQtyall}枝</StyledMeta>
                  </StyledAmounts>
                </td>
                <td>{item.weightAll}kg</td>
                <td>
                  <StyledAmounts>
                    <Price fen={fenOf(item.feeGoods) - discountFen} size="sm" />
                    {discountFen > 0 && <Price fen={fenOf(item.feeGoods)} size="sm" variant="original" />}
                  </StyledAmounts>
                </td>
                {!readOnly && (
                  <td>
                    <Button variant="link" size="sm" disabled={pending} onClick={() => onDelete?.(item.itemId)}>
                      删除
                    </Button>
                  </td>
                )}
              </StyledRow>
            );
          })}
        </tbody>
      </StyledTable>
    </div>
  );
}
