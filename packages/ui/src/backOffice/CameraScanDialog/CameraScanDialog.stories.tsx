import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, within } from 'storybook/test';
import { CameraScanDialog, type CameraScanDialogProps } from './CameraScanDialog';

const meta = {
  title: 'Admin/CameraScanDialog',
  component: CameraScanDialog,
  args: { open: true, onClose: fn(), state: 'reading', videoRef: { current: null } },
  // The page's reader owns the video element: each story gives the dialog a ref of its own (not an arg).
  render: (args) => <WithVideo {...args} />,
} satisfies Meta<typeof CameraScanDialog>;

function WithVideo(props: CameraScanDialogProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  return <CameraScanDialog {...props} videoRef={videoRef} />;
}

export default meta;
type Story = StoryObj<typeof meta>;

export const Starting: Story = { args: { state: 'starting' } };

export const Reading: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '摄像头扫码' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('将面单上的条码或二维码放入画面中');
  },
};

/** Refused or absent camera: said, with nothing else to do but close and type the number. */
export const Failed: Story = {
  args: { state: 'failed', message: '无法打开摄像头：未获得摄像头权限，请在浏览器设置中允许后重试，或直接输入订单号' },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '摄像头扫码' }));
    await expect(dialog.getByText(/未获得摄像头权限/)).toBeVisible();
  },
};
