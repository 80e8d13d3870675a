import { AFTER_SALES_DEADLINE_TEXTS } from '@huashi/domain';
import styled from 'styled-components';
import { vars } from '../theme/vars';
import { numericText } from './numericText';
import { orderAfterSalesDeadline } from './orderMoney';

/**
 * Issue 26: how long after-sales stays open on a delivered order, by the domain's rule (afterSalesDeadlineText) and the
 * server's clock: 售后截止 11-18 13:32 while a claim may be filed (the warning colour: it runs out), 售后已截止 once it
 * cannot (muted); nothing before delivery or before the server's clock is known. Shared by OrderCard and OrderDetail.
 */
export type AfterSalesDeadlineProps = { main: { showTime: string; confirmTime?: string }; now: number | undefined };

const StyledDeadline = styled.span<{ $closed: boolean }>`
  ${numericText}
  white-space: nowrap;
  font-size: ${vars.font.size.sm};
  font-weight: ${(p) => (p.$closed ? vars.font.weight.regular : vars.font.weight.medium)};
  color: ${(p) => (p.$closed ? vars.color.textMuted : vars.color.warning)};
`;

export function AfterSalesDeadline({ main, now }: AfterSalesDeadlineProps) {
  const text = orderAfterSalesDeadline(main, now);
  if (!text) return null;
  return <StyledDeadline $closed={text === AFTER_SALES_DEADLINE_TEXTS.closed}>{text}</StyledDeadline>;
}
