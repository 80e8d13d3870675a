import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormMenu } from './FormMenu';
import { formMap } from '../../../fixtures';

const meta = {
  title: 'Home/FormMenu',
  component: FormMenu,
  args: { styles: formMap, onPickStyle: fn(), onPickCategory: fn(), onPickVariety: fn() },
  decorators: [(Story) => <div style={{ width: 200, minHeight: 560 }}>{Story()}</div>],
} satisfies Meta<typeof FormMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Hovering 玫瑰 opens its submenu: 10 of its 12 categories, with their varieties. */
export const HoverSubmenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: /玫瑰/ }));
    const panel = within(canvas.getByRole('region', { name: '玫瑰品类' }));
    await expect(panel.getByRole('button', { name: '红色系' })).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: '大花玫瑰' })).toBeInTheDocument();
    await expect(panel.queryByRole('button', { name: '喷泉玫瑰' })).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: '卡罗拉' }));
    await expect(args.onPickVariety).toHaveBeenCalledWith('MG-00', '卡罗拉');
  },
};

export const SubmenuOpen: Story = { args: { defaultOpenStyleId: 1 } };
