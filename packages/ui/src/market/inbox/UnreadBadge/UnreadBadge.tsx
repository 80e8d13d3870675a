import { unreadBadgeText } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled, { css, type RuleSet } from 'styled-components';
import { BellIcon } from '../../../internal/icons';
import { numericText } from '../../../internal/numericText';
import { StyledVisuallyHidden } from '../../../internal/VisuallyHidden';
import { vars } from '../../../theme/vars';

export type UnreadBadgeProps = HTMLAttributes<HTMLSpanElement> & {
  /** Unread messages (the server counts up to 100: 99+). */
  count: number;
  /** `overlay` (default): the pill on the bell's corner (the phone's bar); `inline`: after the bell (the thin desktop bar). */
  placement?: UnreadBadgePlacement;
};

export type UnreadBadgePlacement = 'overlay' | 'inline';

const placements: Record<UnreadBadgePlacement, RuleSet> = {
  overlay: css`
    position: absolute;
    top: calc(-1 * ${vars.space[2]});
    left: 55%;
  `,
  inline: css`
    position: static;
    margin-left: ${vars.space[1]};
  `,
};

const StyledGlyph = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
`;

const StyledCount = styled.span<{ $placement: UnreadBadgePlacement }>`
  ${numericText}
  ${(p) => placements[p.$placement]}
  min-width: ${vars.size.iconMd};
  height: ${vars.size.iconMd};
  padding: ${vars.space[0]} ${vars.space[1]};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.size.iconMd};
  text-align: center;
  color: ${vars.color.textInverse};
  background: ${vars.color.badgeDot};
  border-radius: ${vars.radius.pill};
`;

/**
 * The bell of the top bar (消息中心) with the unread count in a red pill (99+ from 100); no pill when all is read.
 * Screen readers hear "消息" and "N条未读".
 */
export function UnreadBadge({ count, placement = 'overlay', ...rest }: UnreadBadgeProps) {
  const text = unreadBadgeText(count);
  return (
    <StyledGlyph {...rest}>
      <BellIcon />
      {text !== '' && (
        <StyledCount $placement={placement} aria-hidden="true" data-testid="unread-count">
          {text}
        </StyledCount>
      )}
      <StyledVisuallyHidden>{text === '' ? '（无未读）' : `（${text}条未读）`}</StyledVisuallyHidden>
    </StyledGlyph>
  );
}
