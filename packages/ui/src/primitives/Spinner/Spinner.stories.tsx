import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, type SpinnerSize } from './Spinner';
import { StoryRow, StyledStoryStack } from '../../internal/StoryLayout';
import { vars } from '../../theme/vars';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('加载中');
  },
};

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', label: '正在加载订单' } };

const sizes: readonly SpinnerSize[] = ['sm', 'md', 'lg'];

export const Matrix: Story = {
  render: () => (
    <StyledStoryStack>
      <StoryRow label="primary">
        {sizes.map((size) => (
          <Spinner key={size} size={size} />
        ))}
      </StoryRow>
      <StoryRow label="current">
        {sizes.map((size) => (
          <span key={size} style={{ color: vars.color.accent }}>
            <Spinner size={size} tone="current" />
          </span>
        ))}
      </StoryRow>
    </StyledStoryStack>
  ),
};
