import { memberLevelLabel } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';

export type MemberRuleView = { level: number; cill_text: string; discount_text: string; coupon_text: string };

export type MembershipPanelProps = HTMLAttributes<HTMLTableElement> & {
  /** Every level's rules (member_levels, edited at the 内容发布 desk), level 0 first. */
  rules: readonly MemberRuleView[];
  /** The buyer's level, marked in the table (null: nobody's, e.g. a visitor). */
  currentLevel?: number | null;
};

const StyledWrap = styled.div`
  max-width: 100%;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size.xs};

  caption {
    padding-bottom: ${vars.space[1]};
    text-align: left;
    font-weight: ${vars.font.weight.bold};
    color: ${vars.color.text};
  }

  th,
  td {
    padding: ${vars.space[1]};
    text-align: left;
    vertical-align: top;
    overflow-wrap: break-word;
    border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
  }

  /* Short cells (the level and its discount) stay on one line; the longer texts wrap. */
  th,
  td:nth-of-type(2) {
    white-space: nowrap;
  }

  tr[aria-current='true'] td,
  tr[aria-current='true'] th {
    background: ${vars.color.memberSoft};
    font-weight: ${vars.font.weight.bold};
    color: ${vars.color.text};
  }
`;

/** The benefits and rules of every member level (升级条件, 折扣, 优惠券), the buyer's own level marked 当前. */
export function MembershipPanel({ rules, currentLevel = null, ...rest }: MembershipPanelProps) {
  if (rules.length === 0) return null;
  return (
    <StyledWrap>
      <StyledTable {...rest}>
        <caption>会员等级与权益</caption>
        <thead>
          <tr>
            <th scope="col">等级</th>
            <th scope="col">门槛</th>
            <th scope="col">折扣</th>
            <th scope="col">优惠券</th>
          </tr>
        </thead>
        <tbody>
          {rules.map((r) => (
            <tr key={r.level} aria-current={r.level === currentLevel ? 'true' : undefined}>
              <th scope="row">
                {memberLevelLabel(r.level)}
                {r.level === currentLevel ? '（当前）' : ''}
              </th>
              <td>{r.cill_text}</td>
              <td>{r.discount_text}</td>
              <td>{r.coupon_text}</td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledWrap>
  );
}
