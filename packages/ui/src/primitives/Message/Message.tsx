import type { ComponentType, HTMLAttributes, ReactNode, SVGProps } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/vars';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../internal/icons';

export type MessageType = 'success' | 'error' | 'info' | 'warning';

export type MessageProps = HTMLAttributes<HTMLDivElement> & {
  type: MessageType;
  children: ReactNode;
};

type Tone = { fg: string; bg: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

const tones: Record<MessageType, Tone> = {
  success: { fg: vars.color.success, bg: vars.color.successSoft, icon: SuccessIcon },
  error: { fg: vars.color.danger, bg: vars.color.dangerSoft, icon: ErrorIcon },
  info: { fg: vars.color.info, bg: vars.color.infoSoft, icon: InfoIcon },
  warning: { fg: vars.color.warning, bg: vars.color.warningSoft, icon: WarningIcon },
};

const StyledMessage = styled.div<{ $type: MessageType }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  /* Never wider than the screen less a margin on each side (a phone). */
  max-width: min(${vars.size.messageMaxWidth}, calc(100vw - 2 * ${vars.space[4]}));
  padding: ${vars.space[2]} ${vars.space[4]};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  color: ${vars.color.text};
  background: ${(p) => tones[p.$type].bg};
  border: ${vars.size.borderWidth} solid ${(p) => tones[p.$type].fg};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.md};
`;

const StyledIcon = styled.span<{ $type: MessageType }>`
  display: inline-flex;
  flex: none;
  margin-top: calc((${vars.font.size.md} * ${vars.font.lineHeight.normal} - ${vars.size.iconMd}) / 2);
  font-size: ${vars.size.iconMd};
  color: ${(p) => tones[p.$type].fg};
`;

/**
 * The brief message bar (success / error / info / warning). It only draws; showing it for
 * 2–3 s (MESSAGE_DURATION_MS) and stacking several is `MessageProvider`'s job (`useMessage()`).
 */
export function Message({ type, children, ...rest }: MessageProps) {
  const Icon = tones[type].icon;
  return (
    <StyledMessage role={type === 'error' ? 'alert' : 'status'} $type={type} {...rest}>
      <StyledIcon $type={type}>
        <Icon />
      </StyledIcon>
      <span>{children}</span>
    </StyledMessage>
  );
}
