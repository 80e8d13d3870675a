import type { CSSProperties, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { vars } from '../theme/vars';
import { media } from '../theme/media';
import { column } from './flex';

/** Shared by Input and Select: a label above, the control, then an error or hint line. */

export type ControlSize = 'sm' | 'md' | 'lg';

export const controlSizes: Record<ControlSize, { height: string; font: string; padding: string }> = {
  sm: { height: vars.size.controlSm, font: vars.font.size.sm, padding: vars.space[2] },
  md: { height: vars.size.controlMd, font: vars.font.size.md, padding: vars.space[3] },
  lg: { height: vars.size.controlLg, font: vars.font.size.lg, padding: vars.space[4] },
};

export const StyledField = styled.div`
  ${column(vars.space[1])}
  min-width: 0;
`;

export const StyledLabel = styled.label`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
  line-height: ${vars.font.lineHeight.normal};
`;

export type FieldMessageTone = 'error' | 'hint';

const messageColors: Record<FieldMessageTone, string> = {
  error: vars.color.danger,
  hint: vars.color.textMuted,
};

export const StyledFieldMessage = styled.p<{ $tone: FieldMessageTone }>`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.normal};
  color: ${(p) => messageColors[p.$tone]};
`;

/** The id of a control's message line (its error, else its hint). */
const messageIdOf = (controlId: string) => `${controlId}-message`;

/** What a control says about its message line: invalid while there is an error, described by the line while one shows. */
export function fieldAria(controlId: string, error: string | undefined, hint: ReactNode) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? messageIdOf(controlId) : undefined,
  } as const;
}

export type FieldShellProps = {
  /** The id of the control inside (the label's `htmlFor`; its message line's id derives from it). */
  controlId: string;
  label?: ReactNode;
  /** Shown instead of the hint, as an alert. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** The control in its frame. */
  children: ReactNode;
};

/** The markup of Input and Select around their control: the label above, then the error (or else the hint) below. */
export function FieldShell({ controlId, label, error, hint, className, style, children }: FieldShellProps) {
  const message = error || hint;
  return (
    <StyledField className={className} style={style}>
      {label !== undefined && <StyledLabel htmlFor={controlId}>{label}</StyledLabel>}
      {children}
      {Boolean(message) && (
        <StyledFieldMessage id={messageIdOf(controlId)} $tone={error ? 'error' : 'hint'} role={error ? 'alert' : undefined}>
          {message}
        </StyledFieldMessage>
      )}
    </StyledField>
  );
}

/** The bordered frame around a text-like control; `$invalid` turns it red. */
export const controlFrame = css<{ $size: ControlSize; $invalid: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  height: ${(p) => controlSizes[p.$size].height};
  padding: ${vars.space[0]} ${(p) => controlSizes[p.$size].padding};
  font-size: ${(p) => controlSizes[p.$size].font};
  background: ${(p) => (p.$disabled ? vars.color.surfaceMuted : vars.color.surface)};
  border: ${vars.size.borderWidth} solid ${(p) => (p.$invalid ? vars.color.danger : vars.color.border)};
  border-radius: ${vars.radius.md};
  transition:
    border-color ${vars.motion.fast},
    box-shadow ${vars.motion.fast};

  /* On a phone every field is a 44 px tap target with 16 px text (smaller text makes the phone zoom in on focus). */
  ${media.phone} {
    height: calc(${vars.size.controlLg} + 2 * ${vars.size.borderWidth});
    font-size: ${vars.font.size.lg};
  }

  &:hover {
    border-color: ${(p) => (p.$invalid ? vars.color.danger : vars.color.borderStrong)};
  }

  &:focus-within {
    border-color: ${(p) => (p.$invalid ? vars.color.danger : vars.color.primary)};
    box-shadow: ${vars.shadow.focus};
  }
`;
