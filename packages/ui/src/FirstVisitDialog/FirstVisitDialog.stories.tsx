import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FirstVisitDialog } from './FirstVisitDialog';

const meta = {
  title: 'Catalog/FirstVisitDialog',
  component: FirstVisitDialog,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof FirstVisitDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await expect(body.getByText('限时直供（A场）每日 11:30-13:00')).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: '我知道了' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
