import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { savedLists } from '../fixtures';
import { SavedListCard } from './SavedListCard';

const meta = {
  title: 'Lists/SavedListCard',
  component: SavedListCard,
  args: { list: savedLists[0]!, onSaveLines: fn(), onRename: fn(), onDelete: fn(), onBuy: fn(), onRefuse: fn() },
} satisfies Meta<typeof SavedListCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved list: its lines with grade, length and supplier (不限 when any), bunches and 买这张清单. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('region', { name: '每日玫瑰' });
    await expect(within(card).getByText('3 种 · 共 35 扎')).toBeVisible();
    await expect(within(card).getAllByText('不限供应商')).toHaveLength(2);
    await expect(within(card).getByText('不限等级')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: '买这张清单' }));
    await expect(args.onBuy).toHaveBeenCalledTimes(1);
  },
};

/**
 * Editing on the phone: + and − change a line, 移除 drops one; nothing is sent until 保存修改, which hands over the
 * edited lines (order kept). 撤销修改 puts the saved list back.
 */
export const EditAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(within(canvasElement).getByRole('region', { name: '每日玫瑰' }));
    const carola = card.getByRole('textbox', { name: '卡罗拉扎数' });
    await userEvent.click(card.getAllByRole('button', { name: '增加' })[0]!);
    await expect(carola).toHaveValue('21');
    await userEvent.click(card.getByRole('button', { name: '移除满天星' }));
    await expect(card.getByText('2 种 · 共 31 扎 · 有未保存的修改')).toBeVisible();
    await expect(card.queryByRole('button', { name: '买这张清单' })).toBeNull();
    await expect(args.onSaveLines).not.toHaveBeenCalled();
    await userEvent.click(card.getByRole('button', { name: '保存修改' }));
    await expect(args.onSaveLines).toHaveBeenCalledWith([
      expect.objectContaining({ flwName: '卡罗拉', bunches: 21 }),
      expect.objectContaining({ flwName: '黑魔术', bunches: 10 }),
    ]);
  },
};

export const UndoEdits: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(within(canvasElement).getByRole('region', { name: '每日玫瑰' }));
    await userEvent.click(card.getByRole('button', { name: '移除卡罗拉' }));
    await userEvent.click(card.getByRole('button', { name: '撤销修改' }));
    await expect(card.getByRole('textbox', { name: '卡罗拉扎数' })).toHaveValue('20');
    await expect(card.getByText('3 种 · 共 35 扎')).toBeVisible();
    await expect(args.onSaveLines).not.toHaveBeenCalled();
  },
};

/** Below 1 the stepper refuses with the domain's 不能再少啦; the line stays at 1. */
export const RefusesZero: Story = {
  args: { list: { ...savedLists[0]!, lines: [{ ...savedLists[0]!.lines[0]!, bunches: 1 }] } },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: '减少' }));
    await expect(args.onRefuse).toHaveBeenCalledWith('不能再少啦');
    await expect(card.getByRole('textbox', { name: '卡罗拉扎数' })).toHaveValue('1');
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: '移除满天星' }));
    await expect(card.getByRole('button', { name: '保存修改' })).toBeDisabled();
  },
};

/** A list with no lines yet: says how to add one; 买这张清单 is off. */
export const EmptyList: Story = {
  args: { list: savedLists[2]! },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText(/清单还没有商品/)).toBeVisible();
    await expect(card.getByRole('button', { name: '买这张清单' })).toBeDisabled();
  },
};

export const RenameAndDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: '重命名' }));
    await userEvent.click(card.getByRole('button', { name: '删除' }));
    await expect(args.onRename).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};
