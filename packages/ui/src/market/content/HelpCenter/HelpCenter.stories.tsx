import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../../primitives/Button';
import { helpSections } from '../fixtures';
import { HelpCenter } from './HelpCenter';

const meta = {
  title: 'Content/HelpCenter',
  component: HelpCenter,
  args: { sections: helpSections, activeId: null, onSelect: fn() },
} satisfies Meta<typeof HelpCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No section named: the first is open. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '两个交易场次怎么买' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: '场次与时间（北京时间）' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: '帮助目录' });
    await expect(within(nav).getByRole('button', { name: /两个交易场次怎么买/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(nav).getByRole('button', { name: /售后规则/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('after-sales');
  },
};

export const AfterSales: Story = {
  args: { activeId: 'after-sales' },
  play: async ({ canvasElement }) => {
    const article = within(within(canvasElement).getByRole('article'));
    await expect(article.getByRole('heading', { name: '售后规则' })).toBeVisible();
    await expect(article.getByText(/收货后 8 小时内/)).toBeVisible();
    await expect(article.getByText(/72 小时内处理/)).toBeVisible();
    await expect(article.getByText(/¥76\.00/)).toBeVisible();
  },
};

/** The contact section with the app's 联系客服 button under it. */
export const ContactWithAction: Story = {
  args: {
    activeId: 'contact',
    extras: {
      contact: (
        <Button variant="primary" onClick={fn()}>
          联系客服
        </Button>
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '联系客服' })).toBeVisible();
  },
};

/** An id that is not a section (an old link): the first section. */
export const UnknownSection: Story = {
  args: { activeId: 'refunds' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '两个交易场次怎么买' })).toBeVisible();
  },
};
