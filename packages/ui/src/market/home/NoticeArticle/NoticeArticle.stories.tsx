import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NoticeArticle } from './NoticeArticle';

const meta = {
  title: 'Home/NoticeArticle',
  component: NoticeArticle,
  args: {
    title: '关于调整直供场交易时间的公告',
    beginMs: Date.UTC(2026, 10, 16, 1, 0, 0),
    html:
      '<p>各位花友：</p><p>自本周一起，<strong>直供场（A场）交易时间调整为每日 11:30-13:00</strong>。</p>' +
      '<h2>注意事项</h2><ul><li>直供场货品当天采收、当天上架；</li><li>全天场全天可下单。</li></ul>' +
      '<p>详见 <a href="/help">帮助中心</a>。</p>',
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof NoticeArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '关于调整直供场交易时间的公告' })).toBeVisible();
    await expect(canvas.getByText('2026-11-16 09:00:00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', '/help');
  },
};

/** A long title and a long unbroken word wrap inside a phone's width. */
export const LongText: Story = {
  args: {
    title: '物流调整通知：西南片区冷链发车时间变更，成都、重庆、贵阳方向次日到货时间顺延约一个半小时',
    html: '<p>参考链接 https://www.example.com/very/long/path/that/does/not/break/anywhere/at/all/when/shown</p>',
  },
};
