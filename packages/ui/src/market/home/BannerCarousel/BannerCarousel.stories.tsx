import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BannerCarousel } from './BannerCarousel';
import { banners } from '../../../fixtures';

const images = banners.map((b) => ({ url: b.url, pclink: b.pclink, alt: b.title }));

const meta = {
  title: 'Home/BannerCarousel',
  component: BannerCarousel,
  args: { images, intervalMs: 0, onOpen: fn() },
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下一张' }));
    await userEvent.click(canvas.getByRole('button', { name: '会员专享 花材折上折' }));
    await expect(args.onOpen).toHaveBeenCalledWith('/message');
    await userEvent.click(canvas.getByRole('button', { name: '第3张' }));
    await expect(canvas.getByRole('button', { name: '全天场 底价好花' })).toBeInTheDocument();
  },
};

export const SingleBanner: Story = { args: { images: images.slice(0, 1) } };

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无活动')).toBeInTheDocument();
  },
};
