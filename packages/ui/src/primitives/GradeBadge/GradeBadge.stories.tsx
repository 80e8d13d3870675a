import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GradeBadge } from './GradeBadge';
import { levelNames } from '../../fixtures';
import { StoryRow, StyledStoryStack } from '../../internal/StoryLayout';

const meta = {
  title: 'Primitives/GradeBadge',
  component: GradeBadge,
  args: { levelName: 'A+' },
} satisfies Meta<typeof GradeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GradeA: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('A+');
    await expect(badge).toHaveAttribute('data-grade', 'A');
  },
};

export const GradeB: Story = { args: { levelName: 'B-' } };
export const GradeC: Story = { args: { levelName: 'C' } };

/** D and every other grade share one colour (§4). */
export const GradeDAndOthers: Story = {
  args: { levelName: 'D' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('D')).toHaveAttribute('data-grade', 'other');
  },
};

export const Small: Story = { args: { levelName: 'B+', size: 'sm' } };

export const Matrix: Story = {
  render: () => (
    <StyledStoryStack>
      <StoryRow label="md">
        {levelNames.map((level) => (
          <GradeBadge key={level} levelName={level} />
        ))}
      </StoryRow>
      <StoryRow label="sm">
        {levelNames.map((level) => (
          <GradeBadge key={level} levelName={level} size="sm" />
        ))}
      </StoryRow>
    </StyledStoryStack>
  ),
};
