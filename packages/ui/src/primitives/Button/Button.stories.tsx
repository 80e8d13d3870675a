import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, type ButtonSize, type ButtonVariant } from './Button';
import { CartIcon } from '../../internal/icons';
import { StoryRow, StyledStoryStack } from '../../internal/StoryLayout';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: '加入购物车', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary', children: '立即购买' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '立即购买' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost', children: '查看详情' } };
export const Danger: Story = { args: { variant: 'danger', children: '批量删除' } };
export const Link: Story = { args: { variant: 'link', children: '导出' } };
export const Small: Story = { args: { size: 'sm', children: '备注' } };
export const Large: Story = { args: { size: 'lg', children: '去结算' } };
export const WithIcon: Story = { args: { icon: <CartIcon /> } };
export const Block: Story = { args: { block: true, size: 'lg', children: '提交订单' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '加入购物车' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: '提交中' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '提交中' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const variants: readonly ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger', 'link'];
const sizes: readonly ButtonSize[] = ['sm', 'md', 'lg'];

export const Matrix: Story = {
  render: () => (
    <StyledStoryStack>
      {variants.map((variant) => (
        <StoryRow key={variant} label={variant}>
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              加入购物车
            </Button>
          ))}
          <Button variant={variant} disabled>
            已售罄
          </Button>
          <Button variant={variant} loading>
            提交中
          </Button>
        </StoryRow>
      ))}
    </StyledStoryStack>
  ),
};
