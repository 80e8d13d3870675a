import type { CSSProperties, HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';
import { vars } from '../../theme/vars';
import { column } from '../../internal/flex';

export type SkeletonVariant = 'text' | 'rect' | 'circle';

export type SkeletonProps = HTMLAttributes<HTMLDivElement> & {
  variant?: SkeletonVariant;
  /** Lines of text placeholders (variant `text`); the last one is shorter. Default 1. */
  lines?: number;
  /** Any CSS length, e.g. `'60%'` or a token such as `vars.space[16]`. */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
};

const shimmer = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.55; }
  100% { opacity: 1; }
`;

const shapes: Record<SkeletonVariant, { radius: string; height: string; width: string }> = {
  text: { radius: vars.radius.sm, height: vars.font.size.md, width: '100%' },
  rect: { radius: vars.radius.md, height: vars.space[16], width: '100%' },
  circle: { radius: vars.radius.round, height: vars.size.controlLg, width: vars.size.controlLg },
};

const StyledStack = styled.div`
  ${column(vars.space[2])}
`;

const StyledBone = styled.span<{ $variant: SkeletonVariant }>`
  display: block;
  flex: none;
  width: ${(p) => shapes[p.$variant].width};
  height: ${(p) => shapes[p.$variant].height};
  border-radius: ${(p) => shapes[p.$variant].radius};
  background: ${vars.color.skeleton};
  animation: ${shimmer} ${vars.motion.shimmer} ease-in-out infinite;
`;

/** A grey placeholder in the shape of content that is still loading. Hidden from assistive technology. */
export function Skeleton({ variant = 'text', lines = 1, width, height, style, ...rest }: SkeletonProps) {
  const count = variant === 'text' ? Math.max(1, Math.floor(lines)) : 1;
  return (
    <StyledStack aria-hidden="true" {...rest} style={style}>
      {Array.from({ length: count }, (_, i) => (
        <StyledBone
          key={i}
          $variant={variant}
          style={{
            width: count > 1 && i === count - 1 ? '60%' : width,
            height,
          }}
        />
      ))}
    </StyledStack>
  );
}
