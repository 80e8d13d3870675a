import type { ComponentType, HTMLAttributes, ReactNode, SVGProps } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/vars';
import { media } from '../../theme/media';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../internal/icons';
import { column } from '../../internal/flex';

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

export type BannerProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** Default info. */
  tone?: BannerTone;
  /** A bold first line. */
  title?: ReactNode;
  /** E.g. a 去充值 link or a small button, shown at the end. */
  action?: ReactNode;
  /** Shows a close button (关闭) that calls it. */
  onDismiss?: () => void;
  /** Accessible name of the close button; default 关闭. */
  dismissLabel?: string;
  /** Hide the tone's icon. */
  hideIcon?: boolean;
};

type ToneStyle = {
  fg: string;
  bg: string;
  /** error interrupts (role alert); the others are polite (role status). */
  role: 'alert' | 'status';
  Icon: ComponentType<Omit<SVGProps<SVGSVGElement>, 'children'>>;
};

const tones: Record<BannerTone, ToneStyle> = {
  info: { fg: vars.color.info, bg: vars.color.infoSoft, role: 'status', Icon: InfoIcon },
  success: { fg: vars.color.success, bg: vars.color.successSoft, role: 'status', Icon: SuccessIcon },
  warning: { fg: vars.color.warning, bg: vars.color.warningSoft, role: 'status', Icon: WarningIcon },
  error: { fg: vars.color.danger, bg: vars.color.dangerSoft, role: 'alert', Icon: ErrorIcon },
};

const StyledBanner = styled.div<{ $tone: BannerTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  color: ${(p) => tones[p.$tone].fg};
  background: ${(p) => tones[p.$tone].bg};
  border-radius: ${vars.radius.md};

  a {
    color: ${vars.color.primary};
  }
`;

const StyledIcon = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  height: calc(${vars.font.size.md} * ${vars.font.lineHeight.normal});
  font-size: ${vars.size.iconMd};
`;

const StyledBody = styled.div`
  flex: 1;
  ${column(vars.space[1])}
  min-width: ${vars.space[0]};
`;

const StyledTitle = styled.strong`
  font-weight: ${vars.font.weight.medium};
`;

const StyledAction = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

const StyledDismiss = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.controlSm};
  height: ${vars.size.controlSm};
  margin: calc(-1 * ${vars.space[1]}) calc(-1 * ${vars.space[2]}) calc(-1 * ${vars.space[1]}) ${vars.space[0]};
  padding: ${vars.space[0]};
  font-size: ${vars.size.iconMd};
  color: ${vars.color.textSecondary};
  background: transparent;
  border: none;
  border-radius: ${vars.radius.md};
  cursor: pointer;
  /* A 44 px tap target on a phone. */
  ${media.phone} {
    width: ${vars.size.controlLg};
    height: ${vars.size.controlLg};
    margin: calc(-1 * ${vars.space[3]}) calc(-1 * ${vars.space[3]}) calc(-1 * ${vars.space[3]}) ${vars.space[0]};
  }

  &:hover {
    color: ${vars.color.text};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }
`;

/**
 * A notice inside a page (not a floating message): a tone (info, success, warning, error), its
 * text, an optional action and an optional close button. Errors are announced at once (role
 * alert); the others politely (role status). Several lines of children stack with a small gap.
 */
export function Banner({
  tone = 'info',
  title,
  action,
  onDismiss,
  dismissLabel = '关闭',
  hideIcon = false,
  children,
  ...rest
}: BannerProps) {
  const { role, Icon } = tones[tone];
  return (
    <StyledBanner role={role} $tone={tone} {...rest}>
      {!hideIcon && (
        <StyledIcon aria-hidden="true">
          <Icon />
        </StyledIcon>
      )}
      <StyledBody>
        {title !== undefined && <StyledTitle>{title}</StyledTitle>}
        {children}
      </StyledBody>
      {action !== undefined && <StyledAction>{action}</StyledAction>}
      {onDismiss && (
        <StyledDismiss type="button" aria-label={dismissLabel} onClick={onDismiss}>
          <CloseIcon />
        </StyledDismiss>
      )}
    </StyledBanner>
  );
}
