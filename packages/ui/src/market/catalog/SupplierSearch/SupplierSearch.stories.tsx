import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SupplierSearch, type SupplierSearchProps } from './SupplierSearch';

/** Searches as the page does: the keyword searched becomes the page's (its URL's). */
function Searching(args: SupplierSearchProps) {
  const [keyword, setKeyword] = useState(args.keyword);
  return (
    <SupplierSearch
      {...args}
      keyword={keyword}
      onSearch={(next) => {
        args.onSearch(next);
        setKeyword(next);
      }}
    />
  );
}

const meta = {
  title: 'Catalog/SupplierSearch',
  component: SupplierSearch,
  args: { keyword: '', onSearch: fn() },
  render: (args) => <Searching {...args} />,
} satisfies Meta<typeof SupplierSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing searched yet: the placeholder says what may be typed; Enter searches the trimmed text. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: '供应商关键词' });
    await expect(box).toHaveAttribute('placeholder', '供应商编号、名称或位置');
    await userEvent.type(box, '  A1001 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('A1001');
    await expect(box).toHaveValue('A1001');
  },
};

/** Opened with a keyword in the URL: shown in the box; 清空 searches every supplier again. */
export const WithKeyword: Story = {
  args: { keyword: '斗南' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: '供应商关键词' });
    await expect(box).toHaveValue('斗南');
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await expect(box).toHaveValue('');
  },
};
