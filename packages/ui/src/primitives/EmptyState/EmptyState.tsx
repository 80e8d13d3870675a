import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/vars';
import { FlowerIllustration } from '../../internal/icons';
import { Button } from '../Button';

export type EmptyStateProps = HTMLAttributes<HTMLDivElement> & {
  /** Default 暂无数据. */
  text?: ReactNode;
  /** E.g. a button to add the first address. */
  action?: ReactNode;
  /**
   * What failed to load can be asked for again: 重新加载 (a secondary button) is the action, unless `action` names
   * another. A page whose data failed shows its error as the text and this.
   */
  onRetry?: () => void;
  /** Replaces the flower illustration; `null` hides it. */
  icon?: ReactNode;
};

const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[10]} ${vars.space[4]};
  text-align: center;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.md};
`;

const StyledText = styled.p`
  margin: ${vars.space[0]};
`;

const StyledIllustration = styled.span`
  display: inline-flex;
  width: ${vars.size.illustration};
  height: ${vars.size.illustration};
  opacity: 0.85;

  svg {
    width: 100%;
    height: 100%;
  }
`;

/** What a list or page shows when it has nothing: a quiet flower, the text, an optional action. */
export function EmptyState({ text = '暂无数据', action, onRetry, icon, ...rest }: EmptyStateProps) {
  return (
    <StyledEmpty {...rest}>
      {icon !== null && <StyledIllustration aria-hidden="true">{icon ?? <FlowerIllustration />}</StyledIllustration>}
      <StyledText>{text}</StyledText>
      {action ??
        (onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            重新加载
          </Button>
        ) : null)}
    </StyledEmpty>
  );
}
