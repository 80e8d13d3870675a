import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShortcutGrid } from './ShortcutGrid';

const meta = {
  title: 'Home/ShortcutGrid',
  component: ShortcutGrid,
  args: { onSelect: fn() },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
} satisfies Meta<typeof ShortcutGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: /联系我们/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('contact');
  },
};
