import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ZONE_NAMES } from '@huashi/domain';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { EmptyState } from '../../../primitives/EmptyState';
import { GradeBadge } from '../../../primitives/GradeBadge';
import { BundlePrice, Price } from '../../../primitives/Price';
import { media } from '../../../theme/media';
import { vars } from '../../../theme/vars';
import { CartQuantity } from './CartQuantity';
import { column } from '../../../internal/flex';

/** One cart (or pay-page) line as the cart shows it, money in fen (the app maps the API's line to it). */
export type CartLine = {
  itemId: number;
  stockId: number;
  /** Batches asked for, bunches (扎) and stems (枝) they make, bunches per batch. */
  buyPi: number;
  buyQty: number;
  buyQtyall: number;
  basicQty: number;
  /** Price of one stem. */
  buyPriceFen: number;
  /** The line's goods before its activity discount, and that discount. */
  goodsFen: number;
  discountFen: number;
  /** The activity rule, e.g. 满10扎享9折 ('' when none). */
  ruleText: string;
  /** Weight of the line in kg, as text (e.g. "2.40"). */
  weightKg: string;
  flwName: string;
  productImage: string;
  levelName: string;
  lenthName: string;
  openName: string;
  supplierId: string;
  supplierName: string;
  /** Stems per bunch. */
  flwUnitno: number;
  session: 'A' | 'C';
  /** Batches still in stock. */
  maxPi: number;
  /** Why the line cannot be bought now ('' when it can). */
  problem: string;
  /** 库存不足，仅剩N批 / 已售罄 when the line asks for more than maxPi ('' when it fits). */
  shortage: string;
};

export type CartTableProps = Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> & {
  items: readonly CartLine[];
  /** Item ids ticked for checkout or batch delete. */
  selected?: readonly number[];
  onSelectionChange?: (ids: number[]) => void;
  /** A valid new number of batches for a line (on the pay page: only offered with it, to lower a short line). */
  onQuantityChange?: (itemId: number, buyPi: number) => void;
  /** 数量不能为零 / 不能再少啦 / 不能再多啦 from the stepper. */
  onInvalidQuantity?: (message: string) => void;
  onDelete?: (itemId: number) => void;
  /** The pay page's list: no ticks, no delete; a stepper only when onQuantityChange is given. */
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

  /* A phone: each line is a card — product on top, then price and subtotal, the stepper and 删除, quantity and weight. */
  ${media.phone} {
    &,
    tbody {
      display: block;
    }
    thead tr {
      display: flex;
      align-items: center;
    }
    thead th {
      display: none;
      background: transparent;
      border: none;
    }
    thead th[data-cell='check'] {
      display: block;
      padding: ${vars.space[0]} ${vars.space[1]};
    }
    td {
      padding: ${vars.space[0]};
      border: none;
      min-width: 0;
    }
    td[data-label]::before {
      content: attr(data-label);
      margin-right: ${vars.space[2]};
      font-size: ${vars.font.size.xs};
      color: ${vars.color.textSecondary};
    }
    label {
      min-height: ${vars.size.controlLg};
      min-width: ${vars.size.controlLg};
    }
  }
`;

const StyledRow = styled.tr<{ $blocked: boolean; $readOnly: boolean }>`
  ${(p) =>
    p.$blocked &&
    css`
      background: ${vars.color.surfaceMuted};
      img {
        opacity: 0.5;
      }
    `}

  ${media.phone} {
    display: grid;
    grid-template-columns: ${(p) => (p.$readOnly ? '' : `${vars.size.controlLg} `)}minmax (0, 1fr) auto;
    grid-template-areas: ${(p) =>
      p.$readOnly
        ? `'product product' 'price subtotal' 'pi pi' 'qty weight'`
        : `'check product product' 'check price subtotal' 'check pi actions' 'check qty weight'`};
    align-items: center;
    gap: ${vars.space[2]} ${vars.space[3]};
    padding: ${vars.space[3]} ${vars.space[2]};
    border-top: ${vars.size.borderWidth} solid ${vars.color.divider};

    td[data-cell='check'] {
      grid-area: check;
      align-self: start;
    }
    td[data-cell='product'] {
      grid-area: product;
    }
    td[data-cell='price'] {
      grid-area: price;
    }
    td[data-cell='pi'] {
      grid-area: pi;
    }
    td[data-cell='qty'] {
      grid-area: qty;
    }
    td[data-cell='weight'] {
      grid-area: weight;
      justify-self: end;
    }
    td[data-cell='subtotal'] {
      grid-area: subtotal;
      justify-self: end;
    }
    td[data-cell='actions'] {
      grid-area: actions;
      justify-self: end;
    }
    td[data-cell='actions'] button {
      min-height: ${vars.size.controlLg};
      min-width: ${vars.size.controlLg};
    }
  }
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
  ${column(vars.space[1])}
  min-width: 0;
`;

const StyledTitle = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[2]};
  font-weight: ${vars.font.weight.medium};
`;

/** A product name keeps its characters together: it wraps as a whole, never one character per line. */
const StyledFlower = styled.span`
  white-space: nowrap;
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

const StyledShortage = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[2]};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.danger};
`;

const StyledAmounts = styled.div`
  ${column(vars.space[1])}
  align-items: flex-start;

  ${media.phone} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${vars.space[1]} ${vars.space[2]};
  }
`;

/**
 * The cart's lines: tick, product, price, batches stepper, quantity, weight, subtotal, delete. On a phone each line
 * is a card with the stepper, the subtotal and 删除 in view. A line asking for more than its lot holds says
 * 库存不足，仅剩N批 (with 改为N批 when the quantity can be changed here).
 */
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
  const editable = !readOnly || onQuantityChange !== undefined;

  return (
    <div {...rest}>
      <StyledTable>
        <thead>
          <tr>
            {!readOnly && (
              <th data-cell="check">
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
            // The problem already names the shortage when nothing else stops the line: show it once.
            const shortage = item.shortage && !item.problem.endsWith(item.shortage) ? item.shortage : '';
            const lower = item.shortage !== '' && onQuantityChange !== undefined && item.maxPi >= 1;
            return (
              <StyledRow key={item.itemId} $blocked={blocked} $readOnly={readOnly}>
                {!readOnly && (
                  <td data-cell="check">
                    <Checkbox
                      aria-label={`选择${item.flwName}`}
                      checked={!blocked && chosen.has(item.itemId)}
                      disabled={blocked || pending}
                      onChange={(event) => toggle(item.itemId, event.target.checked)}
                    />
                  </td>
                )}
                <td data-cell="product">
                  <StyledProduct>
                    <StyledImage src={item.productImage} alt="" />
                    <StyledName>
                      <StyledTitle>
                        <StyledFlower>{item.flwName}</StyledFlower>
                        <GradeBadge levelName={item.levelName} size="sm" />
                        <StyledTag>{ZONE_NAMES[item.session]}</StyledTag>
                      </StyledTitle>
                      <StyledMeta>
                        {item.supplierId} {item.supplierName} · {item.lenthName} · {item.openName}
                      </StyledMeta>
                      {item.ruleText && <StyledRule>{item.ruleText}</StyledRule>}
                      {item.problem && <StyledProblem role="status">{item.problem}</StyledProblem>}
                      {shortage && <StyledShortage role="status">{shortage}</StyledShortage>}
                      {lower && (
                        <StyledShortage>
                          <Button variant="link" size="sm" disabled={pending} onClick={() => onQuantityChange?.(item.itemId, item.maxPi)}>
                            改为{item.maxPi}批
                          </Button>
                        </StyledShortage>
                      )}
                    </StyledName>
                  </StyledProduct>
                </td>
                <td data-cell="price" data-label="单价">
                  <StyledAmounts>
                    <BundlePrice stemFen={item.buyPriceFen} stems={item.flwUnitno} size="sm" variant="plain" />
                    <StyledMeta>{item.flwUnitno}枝/扎</StyledMeta>
                  </StyledAmounts>
                </td>
                <td data-cell="pi">
                  <StyledAmounts>
                    {editable ? (
                      <CartQuantity
                        label={`${item.flwName} 批数`}
                        value={item.buyPi}
                        max={item.maxPi}
                        disabled={pending || item.maxPi < 1}
                        onChange={(value) => onQuantityChange?.(item.itemId, value)}
                        onInvalid={onInvalidQuantity}
                      />
                    ) : (
                      <span>{item.buyPi}批</span>
                    )}
                    <StyledMeta>
                      {item.basicQty}扎/批 · 余{item.maxPi}批
                    </StyledMeta>
                  </StyledAmounts>
                </td>
                <td data-cell="qty" data-label="数量">
                  <StyledAmounts>
                    <span>{item.buyQty}扎</span>
                    <StyledMeta>{item.buyQtyall}枝</StyledMeta>
                  </StyledAmounts>
                </td>
                <td data-cell="weight" data-label="重量">
                  {item.weightKg}kg
                </td>
                <td data-cell="subtotal" data-label="小计">
                  <StyledAmounts>
                    <Price fen={item.goodsFen - item.discountFen} size="sm" />
                    {item.discountFen > 0 && <Price fen={item.goodsFen} size="sm" variant="original" />}
                  </StyledAmounts>
                </td>
                {!readOnly && (
                  <td data-cell="actions">
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
