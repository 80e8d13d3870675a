import {
  activityRuleText,
  activityTermsOf,
  BUY_SHEET_STATE_LABELS,
  buyNowRefusal,
  buySheetTotals,
  formatShanghaiDateTime,
  priceChangeText,
  type LineSums,
  type LotTerms,
  type QuantityMessage,
  type SessionType,
  type SheetChoice,
  type SheetPricing,
} from '@huashi/domain';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { vars } from '../../../theme/vars';
import { media } from '../../../theme/media';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { EmptyState } from '../../../primitives/EmptyState';
import { GradeBadge } from '../../../primitives/GradeBadge';
import { Price, priceText } from '../../../primitives/Price';
import { Skeleton } from '../../../primitives/Skeleton';
import { BatchStepper } from '../../catalog/BatchStepper';

/**
 * The review sheet of issue 32 (再来一单, the order pad, a saved list): one row per asked line — matched (today's lot,
 * price, stock, the change from last time), choose (pick an alternative), nothing today (why) — with per-row quantity
 * and remove, totals, and 加入购物车 / 立即购买 for the whole sheet. A bottom sheet on a phone, a dialog on wider screens.
 *
 * Decisions: the buyer's choices (lot, batches, removed) live here, started from the rows and kept by row key when the
 * rows change (a partial 加入购物车 takes the added rows away: what the buyer chose on the others stays; trial of issue
 * 32); the actions hand the chosen lines out (`BuySheetPick`), the app calls the server. A lot whose session opens later today is shown but not bought
 * (the server refuses a closed session); 立即购买 only for lines of one session open now (domain buyNowRefusal).
 *
 * Money (trial of issue 32: the sheet said ¥283.00 without 会员价 and the cart then asked ¥259.77): a lot's price below
 * its list price carries the 会员价 tag as on the product page, and 合计 is what the cart will show for the chosen lines
 * — the domain's buySheetTotals, the cart's own functions, on each lot's terms and the buyer's `pricing` — with the
 * parts under it (货款, 优惠, 配送费, 包装费). Chosen over naming the sum 货款 alone: the buyer reads the same figure
 * twice. What the sheet cannot know is said in words: the cart's other lines and a coupon are reckoned at checkout.
 */

/** A lot offered on the sheet (the app's view of the contract's SheetLot: money in fen). */
export type SheetLotView = {
  stockId: number;
  session: SessionType;
  when: 'open' | 'later';
  /** When a 'later' lot's session opens (epoch ms), else null. */
  opensAt: number | null;
  supplierId: string;
  supplierName: string;
  flwName: string;
  levelName: string;
  lengthName: string;
  /** The buyer's price per stem, and per 扎; below the list price per stem it is the member price (会员价). */
  priceFen: number;
  bunchPriceFen: number;
  listPriceFen: number;
  /** What the cart reckons a line of this lot with. */
  terms: LotTerms;
  /** Bunches per batch. */
  basicSaleno: number;
  /** Stock in stems and the batches it sells. */
  nowStock: number;
  stemsPerBunch: number;
  maxBatches: number;
  /** The quantity proposed, in batches and 扎, and why it differs from the line's (in words). */
  batches: number;
  bunches: number;
  notes: readonly string[];
};

export type BuySheetRowView = {
  key: string;
  line: { flwName: string; levelName: string; lengthName: string; bunches: number; supplierName: string };
  state: 'matched' | 'choose' | 'none';
  reason: string;
  lot: SheetLotView | null;
  alternatives: readonly SheetLotView[];
  /** What the buyer paid per stem last time, or null. */
  lastPriceFen: number | null;
};

/** A line the buyer chose to buy: its row's key, the lot and the batches. */
export type BuySheetPick = { key: string; stockId: number; batches: number; session: SessionType };

export type BuyReviewSheetProps = {
  open: boolean;
  onClose: () => void;
  /** Default 再来一单. */
  title?: string;
  /** What an empty sheet says; default 没有可购买的商品. */
  emptyText?: string;
  /** The rows; undefined while loading. */
  rows?: readonly BuySheetRowView[];
  /** The buyer's member terms and default address, as the cart reckons the total. */
  pricing: SheetPricing;
  /** The sheet could not be loaded: the message, with 重新加载 when onRetry is given. */
  error?: string | null;
  onRetry?: () => void;
  /** Lines an action could not take, by row key, with the server's reason; they stay on the sheet. */
  rowErrors?: Readonly<Record<string, string>>;
  /** An action under way (its button shows it; the sheet is not changed meanwhile). */
  busy?: 'cart' | 'buy' | null;
  /** Progress of a line-by-line add, e.g. 2 of 5. */
  progress?: { done: number; total: number } | null;
  onAddToCart: (picks: BuySheetPick[]) => void;
  onBuyNow: (picks: BuySheetPick[]) => void;
  /** A refused quantity (不能再少啦 / 不能再多啦), for the page's message. */
  onRefuse?: (message: QuantityMessage) => void;
};

type Choice = { stockId: number | null; batches: number; removed: boolean };

const initialChoice = (row: BuySheetRowView): Choice =>
  row.lot ? { stockId: row.lot.stockId, batches: row.lot.batches, removed: false } : { stockId: null, batches: 0, removed: false };

const lotsOf = (row: BuySheetRowView): SheetLotView[] => (row.lot ? [row.lot, ...row.alternatives] : [...row.alternatives]);

/** The lot chosen on a row (still offered), or null. */
function chosenLot(row: BuySheetRowView, choice: Choice): SheetLotView | null {
  if (choice.removed || choice.stockId === null) return null;
  return lotsOf(row).find((lot) => lot.stockId === choice.stockId) ?? null;
}

const stateLabels: Record<BuySheetRowView['state'], string> = BUY_SHEET_STATE_LABELS;

const stateTones: Record<BuySheetRowView['state'], ReturnType<typeof css>> = {
  matched: css`
    color: ${vars.color.success};
    background: ${vars.color.successSoft};
  `,
  choose: css`
    color: ${vars.color.warning};
    background: ${vars.color.warningSoft};
  `,
  none: css`
    color: ${vars.color.textMuted};
    background: ${vars.color.surfaceSunken};
  `,
};

const StyledList = styled.ul`
  list-style: none;
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

const StyledRow = styled.li<{ $dim: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${(p) => (p.$dim ? vars.color.surfaceMuted : vars.color.surface)};
`;

const StyledRowHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  flex-wrap: wrap;
`;

const StyledName = styled.h3`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.text};
`;

const StyledState = styled.span<{ $state: BuySheetRowView['state'] }>`
  margin-left: auto;
  padding: ${vars.space[0]} ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  font-size: ${vars.font.size.xs};
  ${(p) => stateTones[p.$state]}
`;

const StyledMuted = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

type ReasonTone = 'warning' | 'danger' | 'muted';
const reasonColours: Record<ReasonTone, string> = { warning: vars.color.warning, danger: vars.color.danger, muted: vars.color.textMuted };

const StyledReason = styled.p<{ $tone: ReasonTone }>`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  color: ${(p) => reasonColours[p.$tone]};
`;

/** A lot's activity, as the cart's row says it (满20扎享8折). */
const StyledRule = styled.span`
  font-size: ${vars.font.size.xs};
  color: ${vars.color.primary};
`;

const StyledLotLine = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  flex-wrap: wrap;
`;

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  ${media.phone} {
    width: 100%;
    justify-content: space-between;
  }
`;

const StyledTools = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[4]};
`;

const StyledOptions = styled.fieldset`
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  border: none;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

const StyledLegend = styled.legend`
  padding: ${vars.space[0]};
  margin-bottom: ${vars.space[1]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.controlLg};
  padding: ${vars.space[1]} ${vars.space[2]};
  border: ${vars.size.borderWidth} solid ${vars.color.divider};
  border-radius: ${vars.radius.md};
  font-size: ${vars.font.size.sm};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${vars.color.primaryBorder};
    background: ${vars.color.primarySoft};
  }
`;

const StyledOptionText = styled.span`
  flex: 1 1 auto;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[0]} ${vars.space[2]};
`;

const StyledFooter = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  width: 100%;
  flex-wrap: wrap;
  justify-content: flex-end;
  ${media.phone} {
    & > button {
      flex: 1 1 40%;
    }
  }
`;

const StyledTotals = styled.div`
  flex: 1 1 100%;
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[2]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledFooterNote = styled.p`
  flex: 1 1 100%;
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textMuted};
`;

/**
 * The parts of 合计 as the cart names them, and what the sheet leaves to checkout: 货款¥400.00 − 优惠¥29.00 + 配送费¥6.00
 * + 包装费¥2.00；购物车中已有的商品和优惠券在结算时另计.
 */
function feeParts(sums: LineSums, pricing: SheetPricing): string {
  const off = sums.activityFen + sums.memberFen;
  const parts = [
    `货款${priceText(sums.goodsFen)}`,
    off > 0 ? ` − 优惠${priceText(off)}` : '',
    pricing.address ? ` + 配送费${priceText(sums.logisticsFen)}` : '',
    ` + 包装费${priceText(sums.boxFen)}`,
  ];
  const later = pricing.address ? '购物车中已有的商品和优惠券在结算时另计' : '未设默认收货地址，配送费在结算时计算；优惠券在结算时选';
  return `${parts.join('')}；${later}`;
}

const clock = (ms: number | null): string => (ms === null ? '' : (formatShanghaiDateTime(ms) ?? '').slice(11, 16));

/**
 * 斗南花卉 · A+ · 45-50cm: who and what a lot is; its activity (满20扎享8折) beside the price, as the cart and /pay say
 * it for the same line (trial 2 of issue 32: the sheet showed the member price alone).
 */
function LotFacts({ lot }: { lot: SheetLotView }) {
  const rule = activityRuleText(activityTermsOf(lot.terms));
  return (
    <>
      <span>{lot.supplierName}</span>
      <GradeBadge levelName={lot.levelName} size="sm" />
      {lot.lengthName && <span>{lot.lengthName}</span>}
      <Price fen={lot.bunchPriceFen} size="sm" unit="/扎" variant={lot.priceFen < lot.listPriceFen ? 'member' : 'default'} />
      {rule && <StyledRule>{rule}</StyledRule>}
      <span>库存{Math.floor(lot.nowStock / Math.max(lot.stemsPerBunch, 1))}扎</span>
      {lot.when === 'later' && <span>{clock(lot.opensAt)}开场</span>}
    </>
  );
}

type RowProps = {
  row: BuySheetRowView;
  choice: Choice;
  error: string | undefined;
  disabled: boolean;
  onChange: (choice: Choice) => void;
  onRefuse?: (message: QuantityMessage) => void;
};

function SheetRow({ row, choice, error, disabled, onChange, onRefuse }: RowProps) {
  const lot = chosenLot(row, choice);
  const options = lotsOf(row);
  const [showOptions, setShowOptions] = useState(row.state === 'choose');
  const { line } = row;
  const lineText = [line.levelName, line.lengthName, `${line.bunches}扎`, line.supplierName].filter(Boolean).join(' · ');
  const change = lot ? priceChangeText(lot.priceFen, row.lastPriceFen) : null;
  const pick = (next: SheetLotView) => onChange({ stockId: next.stockId, batches: next.batches, removed: false });
  return (
    <StyledRow $dim={row.state === 'none' || choice.removed} aria-label={line.flwName}>
      <StyledRowHead>
        <StyledName>{line.flwName}</StyledName>
        <StyledMuted as="span">{lineText}</StyledMuted>
        <StyledState $state={row.state}>{choice.removed ? '已移除' : stateLabels[row.state]}</StyledState>
      </StyledRowHead>
      {row.reason && <StyledReason $tone={row.state === 'none' ? 'muted' : 'warning'}>{row.reason}</StyledReason>}
      {lot && !choice.removed && (
        <>
          <StyledLotLine>
            <StyledMuted as="div">
              <StyledOptionText>
                <LotFacts lot={lot} />
              </StyledOptionText>
            </StyledMuted>
            <StyledActions>
              <BatchStepper
                value={choice.batches}
                max={lot.maxBatches}
                disabled={disabled || lot.when !== 'open'}
                label={`${line.flwName}购买批数`}
                onChange={(batches) => onChange({ ...choice, batches })}
                onRefuse={onRefuse}
              />
              <StyledMuted as="span">
                {lot.basicSaleno > 1 ? `${choice.batches * lot.basicSaleno}扎（${choice.batches}批）` : `${choice.batches}扎`}
              </StyledMuted>
            </StyledActions>
          </StyledLotLine>
          {change && <StyledMuted>{change}</StyledMuted>}
          {lot.stockId === row.lot?.stockId && lot.notes.map((note) => <StyledMuted key={note}>{note}</StyledMuted>)}
          {lot.when === 'later' && <StyledReason $tone="warning">{`${clock(lot.opensAt)}开场后可购买，本次不加入`}</StyledReason>}
        </>
      )}
      {error && (
        <StyledReason $tone="danger" role="alert">
          {error}
        </StyledReason>
      )}
      {showOptions && options.length > 0 && !choice.removed && (
        <StyledOptions disabled={disabled}>
          <StyledLegend>{row.state === 'choose' ? '选择替代货源' : '换一个货源'}</StyledLegend>
          {options.map((option) => (
            <StyledOption key={option.stockId}>
              <input
                type="radio"
                name={`sheet-${row.key}`}
                checked={choice.stockId === option.stockId}
                onChange={() => pick(option)}
                aria-label={`${option.supplierName} ${option.levelName} ${option.lengthName} ${priceText(option.bunchPriceFen)}/扎`}
              />
              <StyledOptionText>
                <LotFacts lot={option} />
              </StyledOptionText>
            </StyledOption>
          ))}
        </StyledOptions>
      )}
      {row.state !== 'none' && (
        <StyledTools>
          {row.state === 'matched' && options.length > 1 && !choice.removed && (
            <Button variant="link" size="sm" aria-expanded={showOptions} onClick={() => setShowOptions(!showOptions)}>
              {showOptions ? '收起其他货源' : `其他货源（${options.length - 1}）`}
            </Button>
          )}
          <Button
            variant="link"
            size="sm"
            disabled={disabled}
            onClick={() => onChange(choice.removed ? { ...initialChoice(row), removed: false } : { ...choice, removed: true })}
          >
            {choice.removed ? '恢复' : '移除'}
          </Button>
        </StyledTools>
      )}
    </StyledRow>
  );
}

/**
 * A row's choice when its rows arrive again (after a partial 加入购物车 the added lines leave, the rest come back, and a
 * reload may change stock): the buyer's choice is kept while its lot is still offered (batches clipped to what the lot
 * sells now), a removed row stays removed; a row new to the sheet, or whose chosen lot is gone, starts from its proposal.
 */
function keptChoice(row: BuySheetRowView, before: Choice | undefined): Choice {
  if (!before) return initialChoice(row);
  if (before.removed) return before;
  const lot = before.stockId === null ? undefined : lotsOf(row).find((l) => l.stockId === before.stockId);
  if (!lot) return initialChoice(row);
  return { ...before, batches: Math.max(1, Math.min(before.batches, lot.maxBatches)) };
}

/** The sheet's rows with the buyer's choices: kept for the rows that stay (keptChoice), forgotten with the rows. */
function useChoices(rows: readonly BuySheetRowView[] | undefined) {
  const [seen, setSeen] = useState(rows);
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries((rows ?? []).map((r) => [r.key, initialChoice(r)])),
  );
  if (seen !== rows) {
    setSeen(rows);
    setChoices((before) => Object.fromEntries((rows ?? []).map((r) => [r.key, keptChoice(r, before[r.key])])));
  }
  return [choices, setChoices] as const;
}

export function BuyReviewSheet({
  open,
  onClose,
  title = '再来一单',
  emptyText = '没有可购买的商品',
  rows,
  pricing,
  error = null,
  onRetry,
  rowErrors = {},
  busy = null,
  progress = null,
  onAddToCart,
  onBuyNow,
  onRefuse,
}: BuyReviewSheetProps) {
  const [choices, setChoices] = useChoices(rows);
  const chosen = (rows ?? []).flatMap((row) => {
    const choice = choices[row.key] ?? initialChoice(row);
    const lot = chosenLot(row, choice);
    return lot && choice.batches > 0 ? [{ row, lot, batches: choice.batches }] : [];
  });
  const buyable = chosen.filter((c) => c.lot.when === 'open');
  const asChoice = (c: (typeof chosen)[number]): SheetChoice => ({ session: c.lot.session, when: c.lot.when });
  const totals = buySheetTotals(
    buyable.map((c) => ({ terms: c.lot.terms, batches: c.batches })),
    pricing,
  );
  const buyNowBlocked = buyNowRefusal(chosen.map(asChoice));
  const picks = (): BuySheetPick[] =>
    buyable.map((c) => ({ key: c.row.key, stockId: c.lot.stockId, batches: c.batches, session: c.lot.session }));
  const loading = rows === undefined && !error;
  const ready = rows !== undefined && rows.length > 0 && !error;

  const footer = ready ? (
    <StyledFooter>
      <StyledTotals aria-live="polite">
        <span>
          共{totals.lines}种 · {totals.sums.bunches}扎
        </span>
        <span>
          合计 <Price fen={totals.totalFen} size="md" />
        </span>
      </StyledTotals>
      <StyledFooterNote>{feeParts(totals.sums, pricing)}</StyledFooterNote>
      {progress && <StyledFooterNote aria-live="polite">{`正在加入购物车 ${progress.done}/${progress.total}`}</StyledFooterNote>}
      {buyNowBlocked && totals.lines > 0 && <StyledFooterNote>{buyNowBlocked}</StyledFooterNote>}
      <Button
        variant="secondary"
        loading={busy === 'cart'}
        disabled={busy !== null || buyable.length === 0}
        onClick={() => onAddToCart(picks())}
      >
        加入购物车
      </Button>
      <Button
        variant="primary"
        loading={busy === 'buy'}
        disabled={busy !== null || buyNowBlocked !== null}
        onClick={() => onBuyNow(picks())}
      >
        立即购买
      </Button>
    </StyledFooter>
  ) : undefined;

  return (
    <Dialog open={open} title={title} size="lg" placement="bottom" onClose={onClose} footer={footer}>
      {loading && (
        <div role="status" aria-busy="true" aria-label="正在匹配今日货源">
          <Skeleton variant="text" lines={6} />
        </div>
      )}
      {error && <EmptyState text={error} onRetry={onRetry} />}
      {rows !== undefined && rows.length === 0 && !error && <EmptyState text={emptyText} />}
      {ready && (
        <StyledList>
          {rows.map((row) => (
            <SheetRow
              key={row.key}
              row={row}
              choice={choices[row.key] ?? initialChoice(row)}
              error={rowErrors[row.key]}
              disabled={busy !== null}
              onChange={(choice) => setChoices((all) => ({ ...all, [row.key]: choice }))}
              onRefuse={onRefuse}
            />
          ))}
        </StyledList>
      )}
    </Dialog>
  );
}
