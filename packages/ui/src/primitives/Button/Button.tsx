import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { vars } from '../../theme/vars';
import { media } from '../../theme/media';
import { Spinner } from '../Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks (double submit). */
  loading?: boolean;
  /** Stretches to the container's width. */
  block?: boolean;
  /** Shown before the text. */
  icon?: ReactNode;
};

type VariantStyle = {
  fg: string;
  bg: string;
  border: string;
  hoverFg: string;
  hoverBg: string;
  hoverBorder: string;
};

const variants: Record<ButtonVariant, VariantStyle> = {
  primary: {
    fg: vars.color.onPrimary,
    bg: vars.color.primary,
    border: vars.color.primary,
    hoverFg: vars.color.onPrimary,
    hoverBg: vars.color.primaryHover,
    hoverBorder: vars.color.primaryHover,
  },
  secondary: {
    fg: vars.color.text,
    bg: vars.color.surface,
    border: vars.color.borderStrong,
    hoverFg: vars.color.primary,
    hoverBg: vars.color.surface,
    hoverBorder: vars.color.primary,
  },
  ghost: {
    fg: vars.color.primary,
    bg: 'transparent',
    border: 'transparent',
    hoverFg: vars.color.primaryHover,
    hoverBg: vars.color.primarySoft,
    hoverBorder: 'transparent',
  },
  danger: {
    fg: vars.color.onPrimary,
    bg: vars.color.danger,
    border: vars.color.danger,
    hoverFg: vars.color.onPrimary,
    hoverBg: vars.color.dangerHover,
    hoverBorder: vars.color.dangerHover,
  },
  link: {
    fg: vars.color.primary,
    bg: 'transparent',
    border: 'transparent',
    hoverFg: vars.color.primaryHover,
    hoverBg: 'transparent',
    hoverBorder: 'transparent',
  },
};

const sizes: Record<ButtonSize, { height: string; padding: string; font: string }> = {
  sm: { height: vars.size.controlSm, padding: vars.space[3], font: vars.font.size.sm },
  md: { height: vars.size.controlMd, padding: vars.space[4], font: vars.font.size.md },
  lg: { height: vars.size.controlLg, padding: vars.space[6], font: vars.font.size.lg },
};

/** Extra rules for variants whose shape differs from a filled button. */
const shapes: Partial<Record<ButtonVariant, ReturnType<typeof css>>> = {
  link: css`
    height: auto;
    padding: ${vars.space[0]};
    &:hover:not(:disabled) {
      text-decoration: underline;
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  display: ${(p) => (p.$block ? 'flex' : 'inline-flex')};
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  height: ${(p) => sizes[p.$size].height};
  padding: ${vars.space[0]} ${(p) => sizes[p.$size].padding};
  font-size: ${(p) => sizes[p.$size].font};
  font-weight: ${vars.font.weight.medium};
  /* Every button is at least a 44 px tap target on a phone, whatever its size. */
  ${media.phone} {
    min-height: ${vars.size.controlLg};
  }
  line-height: ${vars.font.lineHeight.tight};
  white-space: nowrap;
  color: ${(p) => variants[p.$variant].fg};
  background: ${(p) => variants[p.$variant].bg};
  border: ${vars.size.borderWidth} solid ${(p) => variants[p.$variant].border};
  border-radius: ${vars.radius.md};
  cursor: pointer;
  transition:
    background ${vars.motion.fast},
    color ${vars.motion.fast},
    border-color ${vars.motion.fast};

  &:hover:not(:disabled) {
    color: ${(p) => variants[p.$variant].hoverFg};
    background: ${(p) => variants[p.$variant].hoverBg};
    border-color: ${(p) => variants[p.$variant].hoverBorder};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.8;
  }

  ${(p) => shapes[p.$variant]}
`;

/** The action button. `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  icon,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" tone="current" label={null} /> : icon}
      {children}
    </StyledButton>
  );
}
