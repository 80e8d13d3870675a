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
    // One name per session, the one the tabs use (issue 26): no A场 / C场 / 直供场.
    await expect(body.getByRole('heading', { name: '限时直供 每日 11:30-13:00' })).toBeInTheDocument();
    await expect(body.getByRole('heading', { name: '全天专区 00:00-16:10、18:00-00:00' })).toBeInTheDocument();
    await expect(body.queryByText(/A场|C场|直供场|全天场/)).toBeNull();
    await userEvent.click(body.getByRole('button', { name: '我知道了' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
