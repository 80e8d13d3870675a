import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager } from './Pager';
import { StoryRow, StyledStoryStack } from '../../internal/StoryLayout';

const meta = {
  title: 'Primitives/Pager',
  component: Pager,
  args: { page: 1, total: 118, pageSize: 10, onChange: fn() },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '分页' });
    const pager = within(nav);
    await expect(pager.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: '上一页' })).toBeDisabled();
    await userEvent.click(pager.getByRole('button', { name: '第 3 页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(pager.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(pager.getByRole('button', { name: '第 1 页' }));
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Middle: Story = { args: { page: 6 } };

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

export const FewPages: Story = { args: { total: 42, pageSize: 15 } };

/** §2: everything on one page (or nothing at all) shows no pager. */
export const SinglePageHidden: Story = {
  args: { total: 8 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** Wired to state as a page would do it. */
export const Interactive: Story = {
  render: function InteractivePager(args) {
    const [page, setPage] = useState(1);
    return (
      <Pager
        {...args}
        page={page}
        onChange={(next) => {
          args.onChange(next);
          setPage(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '第 7 页' }));
    await expect(canvas.getByRole('button', { name: '第 7 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '第 12 页' }));
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <StyledStoryStack>
      <StoryRow label="首页">
        <Pager {...args} page={1} />
      </StoryRow>
      <StoryRow label="中间">
        <Pager {...args} page={20} total={600} />
      </StoryRow>
      <StoryRow label="末页">
        <Pager {...args} page={40} total={600} />
      </StoryRow>
      <StoryRow label="少量">
        <Pager {...args} page={2} total={30} pageSize={15} showTotal={false} />
      </StoryRow>
    </StyledStoryStack>
  ),
};
