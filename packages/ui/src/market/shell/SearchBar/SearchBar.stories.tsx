import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBar } from './SearchBar';
import { varieties } from '../../../fixtures';
import { supplierCode } from '../fixtures';

const meta = {
  title: 'Layout/SearchBar',
  component: SearchBar,
  args: { onSearch: fn(), onChange: fn(), onClear: fn(), onEnterMall: fn() },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveAttribute('placeholder', '请输入品种名称或供应商编号');
    await expect(canvas.queryByRole('button', { name: '清空搜索内容' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '进入商城' })).toBeNull();
  },
};

export const EnterTriggersSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), `${varieties[0]}{Enter}`);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('卡罗拉');
  },
};

export const ButtonTriggersSearch: Story = {
  args: { defaultValue: supplierCode },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith(supplierCode);
  },
};

/** Empty text is reported too: the home page answers it with 请输入搜索内容. */
export const EmptySearchReported: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

export const WithText: Story = {
  args: { defaultValue: varieties[1] },
};

export const ClearButtonClears: Story = {
  args: { defaultValue: varieties[2] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '清空搜索内容' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: '清空搜索内容' })).toBeNull();
  },
};

/** The home page adds 进入商城. */
export const HomeWithEnterMall: Story = {
  args: { showEnterMall: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '进入商城' }));
    await expect(args.onEnterMall).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Controlled by the page (which keeps the text in session storage). */
export const Controlled: Story = {
  render: function ControlledSearch(args) {
    const [text, setText] = useState<string>(varieties[3]);
    return (
      <SearchBar
        {...args}
        value={text}
        onChange={(next) => {
          args.onChange?.(next);
          setText(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox');
    await userEvent.clear(box);
    await userEvent.type(box, '雪山{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('雪山');
  },
};
