import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme/vars';
import { column, wrappingRow } from './flex';

/** Story-only layout helpers for matrix stories: labelled rows of examples. */

export const StyledStoryStack = styled.div`
  ${column(vars.space[5])}
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: calc(${vars.space[16]} + ${vars.space[8]}) 1fr;
  align-items: center;
  gap: ${vars.space[4]};
`;

const StyledRowLabel = styled.span`
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textMuted};
`;

const StyledRowItems = styled.div`
  ${wrappingRow(vars.space[3])}
`;

export function StoryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <StyledRow>
      <StyledRowLabel>{label}</StyledRowLabel>
      <StyledRowItems>{children}</StyledRowItems>
    </StyledRow>
  );
}

/** A fixed-width frame so block-level components have a realistic width in stories. */
export const StyledStoryFrame = styled.div<{ $width?: 'form' | 'panel' | 'page' }>`
  width: ${(p) => frameWidths[p.$width ?? 'form']};
  max-width: 100%;
`;

const frameWidths = {
  form: vars.size.dialogSm,
  panel: vars.size.dialogLg,
  page: '100%',
} as const;

/** A story decorator that frames every story of a file at one of the frame widths (default the form's). */
export const inStoryFrame =
  (width?: 'form' | 'panel' | 'page'): Decorator =>
  (Story) => (
    <StyledStoryFrame $width={width}>
      <Story />
    </StyledStoryFrame>
  );
