import type { HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';
import { vars } from '../../theme/vars';
import { StyledVisuallyHidden } from '../../internal/VisuallyHidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';
export type SpinnerTone = 'primary' | 'current';

export type SpinnerProps = HTMLAttributes<HTMLSpanElement> & {
  size?: SpinnerSize;
  /** `current` follows the surrounding text colour (inside buttons). */
  tone?: SpinnerTone;
  /** Announced to screen readers; `null` makes the spinner decorative. Default 加载中. */
  label?: string | null;
};

const sizes: Record<SpinnerSize, string> = {
  sm: vars.size.spinnerSm,
  md: vars.size.spinnerMd,
  lg: vars.size.spinnerLg,
};

const tones: Record<SpinnerTone, { arc: string; track: string }> = {
  primary: { arc: vars.color.primary, track: vars.color.primarySoft },
  current: { arc: 'currentColor', track: 'color-mix(in srgb, currentColor 25%, transparent)' },
};

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledSpinner = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  vertical-align: middle;
`;

const StyledRing = styled.span<{ $size: SpinnerSize; $tone: SpinnerTone }>`
  display: inline-block;
  flex: none;
  width: ${(p) => sizes[p.$size]};
  height: ${(p) => sizes[p.$size]};
  border-radius: ${vars.radius.round};
  border: ${vars.size.borderWidthStrong} solid ${(p) => tones[p.$tone].track};
  border-top-color: ${(p) => tones[p.$tone].arc};
  border-right-color: ${(p) => tones[p.$tone].arc};
  animation: ${spin} ${vars.motion.spin} linear infinite;
`;

/** An indeterminate loading indicator. */
export function Spinner({ size = 'md', tone = 'primary', label = '加载中', ...rest }: SpinnerProps) {
  return (
    <StyledSpinner role={label === null ? undefined : 'status'} aria-hidden={label === null ? true : undefined} {...rest}>
      <StyledRing $size={size} $tone={tone} />
      {label !== null && <StyledVisuallyHidden>{label}</StyledVisuallyHidden>}
    </StyledSpinner>
  );
}
