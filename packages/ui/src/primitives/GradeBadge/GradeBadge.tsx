import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { gradeClass, type GradeClass } from '@huashi/domain';
import { numericText } from '../../internal/numericText';
import { vars } from '../../theme/vars';

export type GradeBadgeSize = 'sm' | 'md';

export type GradeBadgeProps = HTMLAttributes<HTMLSpanElement> & {
  /** The supplier's grade as written, e.g. "A+", "B-", "D". */
  levelName: string;
  size?: GradeBadgeSize;
};

const colours: Record<GradeClass, { fg: string; bg: string; border: string }> = {
  A: vars.grade.A,
  B: vars.grade.B,
  C: vars.grade.C,
  other: vars.grade.other,
};

const sizes: Record<GradeBadgeSize, { font: string; padX: string; minWidth: string }> = {
  sm: { font: vars.font.size.xs, padX: vars.space[1], minWidth: vars.size.iconLg },
  md: { font: vars.font.size.sm, padX: vars.space[2], minWidth: vars.size.controlSm },
};

const StyledBadge = styled.span<{ $grade: GradeClass; $size: GradeBadgeSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${(p) => sizes[p.$size].minWidth};
  padding: ${vars.space[0]} ${(p) => sizes[p.$size].padX};
  ${numericText}
  font-size: ${(p) => sizes[p.$size].font};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.normal};
  color: ${(p) => colours[p.$grade].fg};
  background: ${(p) => colours[p.$grade].bg};
  border: ${vars.size.borderWidth} solid ${(p) => colours[p.$grade].border};
  border-radius: ${vars.radius.sm};
  white-space: nowrap;
`;

/** The supplier grade ("A+", "B", "D"…) coloured by its class: A, B, C each own a colour; the rest share one. */
export function GradeBadge({ levelName, size = 'md', ...rest }: GradeBadgeProps) {
  const grade = gradeClass(levelName);
  return (
    <StyledBadge $grade={grade} $size={size} data-grade={grade} title={`等级 ${levelName}`} {...rest}>
      {levelName.trim() || '—'}
    </StyledBadge>
  );
}
