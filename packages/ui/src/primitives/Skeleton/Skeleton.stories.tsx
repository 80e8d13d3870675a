import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Skeleton } from './Skeleton';
import { vars } from '../../theme/vars';
import { inStoryFrame } from '../../internal/StoryLayout';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  decorators: [inStoryFrame()],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { lines: 3 } };
export const Rect: Story = { args: { variant: 'rect' } };
export const Circle: Story = { args: { variant: 'circle' } };

const StyledCard = styled.div`
  display: grid;
  grid-template-columns: ${vars.space[16]} 1fr;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${vars.color.divider};
  border-radius: ${vars.radius.lg};
`;

/** A goods row while the list loads. */
export const GoodsRow: Story = {
  render: () => (
    <StyledCard>
      <Skeleton variant="rect" height={vars.space[16]} />
      <Skeleton lines={3} />
    </StyledCard>
  ),
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space[4] }}>
      <Skeleton variant="circle" />
      <Skeleton lines={1} width="40%" />
      <Skeleton lines={4} />
      <Skeleton variant="rect" />
    </div>
  ),
};
