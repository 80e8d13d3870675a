import { unreadBadgeText } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { BellIcon } from '../../../internal/icons';
import { numericText } from '../../../internal/numericText';
import { StyledVisuallyHidden } from '../../../internal/VisuallyHidden';
import { vars } from '../../../theme/vars';

export type UnreadBadgeProps = HTMLAttributes<HTMLSpanElement> & {
  /** Unread messages (the server counts up to 100: 99+). */
  count: number;
};

const StyledGlyph = styled.span`
  position: relative;
  display: inline-flex;
`;

const StyledCount = styled.span`
  ${numericText}
  position: absolute;
  top: calc(-1 * ${vars.space[2]});
  left: 55%;
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
export function UnreadBadge({ count, ...rest }: UnreadBadgeProps) {
  const text = unreadBadgeText(count);
  return (
    <StyledGlyph {...rest}>
      <BellIcon />
      {text !== '' && (
        <StyledCount aria-hidden="true" data-testid="unread-count">
          {text}
        </StyledCount>
      )}
      <StyledVisuallyHidden>{text === '' ? '（无未读）' : `（${text}条未读）`}</StyledVisuallyHidden>
    </StyledGlyph>
  );
}
