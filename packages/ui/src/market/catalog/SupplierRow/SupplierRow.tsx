import { bunchPriceFen, CLAIM_RATE_HINT, maxBatches, type QuantityMessage } from '@huashi/domain';
import { Fragment, useState, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { media } from '../../../theme/media';
import { BatchStepper } from '../BatchStepper';
import { BuyButtons } from '../internal/BuyButtons';
import { GradeBadge } from '../../../primitives/GradeBadge';
import { BundlePrice, Price } from '../../../primitives/Price';
import { supplierNoteParts } from './supplierNotes';
import { column } from '../../../internal/flex';

/** One supplier's lot of a product (§3 supplier row), with money in fen. */
export type SupplierRowData = {
  id: number;
  supplierId: string;
  supplierName: string;
  levelName: string;
  lenthName: string;
  openName: string;
  basicSaleno: number;
  packageName: string;
  positionNo: string;
  /** Stems in stock. */
  nowStock: number;
  /** Per stem, before and after the member discount. */
  salePriceFen: number;
  memberPriceFen: number;
  flwUnitno: number;
  meritName: string;
  salepointName: string;
  /** Activity discount rule text, null when none. */
  activityRuleText: string | null;
  logisWayname: string;
  /** Packing fee of one bunch. */
  feeBoxFen: number;
  /**
   * A quality signal, the domain's claimRateText: accepted claims ÷ delivered items of the window with its basis
   * ("近30天售后率 1.3%（2/150）", or 暂无 with too few items); not shown when absent.
   */
  claimRate?: string;
};

export type SupplierRowProps = Omit<HTMLAttributes<HTMLElement>, 'onChange'> & {
  row: SupplierRowData;
  onAddToCart?: (batches: number) => void;
  onBuyNow?: (batches: number) => void;
  onRefuse?: (message: QuantityMessage) => void;
  /** Buying is off (the session is closed): the reason is shown on the buttons' title. */
  disabledReason?: string | null;
  /** An action in progress (adding to the cart). */
  busy?: boolean;
};

/** A batch count at or below this is shown as low stock. */
export const LOW_STOCK_BATCHES = 3;

const StyledRow = styled.article`
  display: grid;
  /* The text columns share what the price (its own width) and the actions leave. */
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr) fit-content(9rem) auto;
  align-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[3]} ${vars.space[4]};
  background: ${vars.color.surface};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
  /* A phone shows each supplier as a card: name and details, then price and stock, then the stepper and buttons. */
  ${media.phone} {
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: ${vars.space[3]};
    padding: ${vars.space[4]};
  }
`;

const StyledCol = styled.div`
  ${column(vars.space[1])}
  min-width: 0;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledName = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-size: ${vars.font.size.md};
  color: ${vars.color.text};
  font-weight: ${vars.font.weight.medium};
  min-width: 0;

  flex-wrap: wrap;
  /* The supplier's name is shown whole: it wraps below the grade and id when the column is narrow. */
  & > span {
    max-width: 100%;
  }
`;

const StyledTag = styled.span<{ $tone: 'activity' | 'low' | 'out' }>`
  display: inline-flex;
  width: fit-content;
  padding: ${vars.space[0]} ${vars.space[2]};
  font-size: ${vars.font.size.xs};
  border-radius: ${vars.radius.sm};
  color: ${(p) => tagTones[p.$tone].fg};
  background: ${(p) => tagTones[p.$tone].bg};
`;

/**
 * A whole token (a label with its value): it moves to the next line as a whole rather than
 * breaking inside, and breaks inside only when longer than a whole line.
 */
const StyledToken = styled.span`
  display: inline-block;
  max-width: 100%;
`;

/** Tokens joined by " · ", the line breaking only between them. */
function Tokens({ items }: { items: readonly (ReactNode | false | null | undefined | '')[] }) {
  const present = items.filter((item) => item !== false && item !== null && item !== undefined && item !== '');
  return (
    <span>
      {present.map((item, index) => (
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          {/* The separator ends the token before it, so no line starts with "·". */}
          <StyledToken>
            {item}
            {index < present.length - 1 ? ' ·' : null}
          </StyledToken>
        </Fragment>
      ))}
    </span>
  );
}

const tagTones = {
  activity: { fg: vars.color.danger, bg: vars.color.dangerSoft },
  low: { fg: vars.color.warning, bg: vars.color.warningSoft },
  out: { fg: vars.color.textMuted, bg: vars.color.surfaceSunken },
} as const;

const StyledPriceCol = styled(StyledCol)`
  ${media.phone} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
  }
`;

const StyledActions = styled.div`
  ${column(vars.space[2])}
  align-items: flex-end;
  ${media.phone} {
    align-items: flex-start;
    & > :last-child {
      align-self: stretch;
    }
  }
`;

const StyledButtons = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  /* 44 px buttons sharing the width on a phone. */
  ${media.phone} {
    & > button {
      flex: 1;
      min-height: ${vars.size.controlLg};
      font-size: ${vars.font.size.md};
    }
  }
`;

/**
 * A supplier row of /shopdetails and the quick-buy popup: grade, supplier, length, openness,
 * packing, position, selling point, the bunch price (member price when lower), stock in
 * batches, the batch stepper, add to cart and buy now.
 */
export function SupplierRow({ row, onAddToCart, onBuyNow, onRefuse, disabledReason = null, busy = false, ...rest }: SupplierRowProps) {
  const [batches, setBatches] = useState(1);
  const max = maxBatches({ stock: row.nowStock, stemsPerBunch: row.flwUnitno, basicSaleQuantity: row.basicSaleno });
  const soldOut = max < 1;
  const memberLower = row.memberPriceFen < row.salePriceFen;
  const blocked = soldOut || disabledReason !== null;
  const notes = supplierNoteParts(row);
  return (
    <StyledRow aria-label={`${row.supplierId} ${row.supplierName}`} {...rest}>
      <StyledCol>
        <StyledName>
          <GradeBadge levelName={row.levelName} />
          <span>{row.supplierId}</span>
          <span>{row.supplierName}</span>
        </StyledName>
        <Tokens items={[`长度 ${row.lenthName}`, `开放度 ${row.openName}`, row.packageName, `位置 ${row.positionNo}`]} />
      </StyledCol>
      <StyledCol>
        {notes.length > 0 && <Tokens items={notes} />}
        <Tokens
          items={[
            `每批 ${row.basicSaleno} 扎`,
            `每扎 ${row.flwUnitno} 枝`,
            <>
              包装费 <Price fen={row.feeBoxFen} size="sm" variant="plain" />
              /扎
            </>,
            row.logisWayname,
          ]}
        />
        {row.claimRate ? <StyledToken title={CLAIM_RATE_HINT}>{row.claimRate}</StyledToken> : null}
        {row.activityRuleText && <StyledTag $tone="activity">限时折扣 {row.activityRuleText}</StyledTag>}
      </StyledCol>
      <StyledPriceCol>
        <span>
          <BundlePrice stemFen={row.memberPriceFen} stems={row.flwUnitno} size="lg" variant={memberLower ? 'member' : 'default'} />
          {memberLower && (
            <>
              {' '}
              <Price fen={bunchPriceFen(row.salePriceFen, row.flwUnitno)} size="sm" variant="original" />
            </>
          )}
        </span>
        {soldOut ? (
          <StyledTag $tone="out">已售罄</StyledTag>
        ) : max <= LOW_STOCK_BATCHES ? (
          <StyledTag $tone="low">仅剩 {max} 批</StyledTag>
        ) : (
          <StyledToken>库存 {max} 批</StyledToken>
        )}
      </StyledPriceCol>
      <StyledActions>
        <BatchStepper value={batches} max={max} onChange={setBatches} onRefuse={onRefuse} disabled={blocked && !soldOut} />
        <StyledButtons>
          <BuyButtons {...{ batches, blocked, disabledReason, busy, onAddToCart, onBuyNow }} />
        </StyledButtons>
      </StyledActions>
    </StyledRow>
  );
}
