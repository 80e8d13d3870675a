import styled, { css, type RuleSet } from 'styled-components';
import { media } from '../theme/media';
import { vars } from '../theme/vars';
import { numericText } from './numericText';

/**
 * The one term/value list (`dl` of `dt`/`dd`) every summary in the library is drawn with: the facts of a form or a
 * dialog, a bound card, an order's fields, its cost lines, a cart's totals, a buyer's account. Names are always in
 * the secondary text colour and values never carry the browser's `dd` indent; what differs is the layout, chosen by
 * `$variant` from one lookup table (issue 28 found seven hand-made grids that were these layouts written again):
 *
 * - `panel` (default) — the figures a staff dialog confirms (买家, 账户余额, 退款金额 …): shaded, names on the left,
 *   figures on the right.
 * - `facts` — plain name | value rows, long values wrapping (实名 facts, 售后 detail, 付款确认). `$compact` closes the
 *   gaps to the panel's (a review card's facts beside its photos).
 * - `figures` — `facts` whose values are figures (the numeric font: 可用余额, 冻结中 of 提现).
 * - `card` — `facts` in a bordered card (the bound 银行卡).
 * - `pairs` — two name | value pairs a row, one on a phone (the fields of /orderdetail); a `dd` with `grid-column`
 *   `2 / -1` takes the rest of its row.
 * - `amounts` — names on the left, amounts aligned on the right across the list's width (费用明细 of checkout).
 * - `receipt` — names and amounts both right-aligned in a list as wide as its text, amounts in a column of at least
 *   26 spaces (费用明细 of an order, under its total).
 * - `totals` — `div`-wrapped name + figure pairs in a row that wraps (合计 of the cart and of /goodTp's cart).
 * - `tiles` — `div`-wrapped pairs as tiles of at least a menu's width, the name small above its value (a buyer's
 *   contacts on the 买家 desk).
 *
 * Where a summary sits (its flex basis, its font size) stays with the component that places it.
 */
export type SummaryListVariant = 'panel' | 'facts' | 'figures' | 'card' | 'pairs' | 'amounts' | 'receipt' | 'totals' | 'tiles';

const facts = css`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space[2]} ${vars.space[4]};

  dd {
    overflow-wrap: anywhere;
  }
`;

const LAYOUTS: Record<SummaryListVariant, RuleSet<object>> = {
  panel: css`
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${vars.space[1]} ${vars.space[3]};
    padding: ${vars.space[3]};
    background: ${vars.color.surfaceMuted};
    border-radius: ${vars.radius.md};

    dd {
      text-align: end;
      ${numericText}
    }
  `,
  facts,
  figures: css`
    ${facts}

    dd {
      ${numericText}
    }
  `,
  card: css`
    ${facts}
    padding: ${vars.space[4]};
    border: ${vars.size.borderWidth} solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
  `,
  pairs: css`
    display: grid;
    grid-template-columns: max-content 1fr max-content 1fr;
    gap: ${vars.space[3]} ${vars.space[4]};
    padding: ${vars.space[4]};
    font-size: ${vars.font.size.sm};

    dt {
      color: ${vars.color.textMuted};
    }

    dd {
      color: ${vars.color.text};
      overflow-wrap: anywhere;
    }

    ${media.phone} {
      grid-template-columns: max-content minmax(0, 1fr);

      dt,
      dd {
        grid-column: auto;
      }
    }
  `,
  amounts: css`
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${vars.space[2]} ${vars.space[6]};
    color: ${vars.color.textSecondary};

    dd {
      text-align: right;
    }
  `,
  receipt: css`
    display: grid;
    grid-template-columns: auto minmax(calc(${vars.space[16]} + ${vars.space[10]}), auto);
    gap: ${vars.space[2]} ${vars.space[6]};

    dt,
    dd {
      text-align: right;
    }
  `,
  totals: css`
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;

    div {
      display: flex;
      gap: ${vars.space[1]};
      align-items: baseline;
    }
  `,
  tiles: css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(${vars.size.menuMinWidth}, 1fr));
    gap: ${vars.space[3]} ${vars.space[4]};

    dt {
      font-size: ${vars.font.size.sm};
    }

    dd {
      margin-top: ${vars.space[1]};
      overflow-wrap: anywhere;
    }
  `,
};

export type SummaryListProps = { $variant?: SummaryListVariant; $compact?: boolean };

export const SummaryList = styled.dl<SummaryListProps>`
  margin: ${vars.space[0]};

  dt {
    color: ${vars.color.textSecondary};
  }

  dd {
    margin: ${vars.space[0]};
  }

  ${({ $variant = 'panel' }) => LAYOUTS[$variant]}
  ${({ $compact }) =>
    $compact &&
    css`
      gap: ${vars.space[1]} ${vars.space[3]};
    `}
`;
