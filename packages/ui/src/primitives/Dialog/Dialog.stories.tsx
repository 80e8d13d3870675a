import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog, type DialogProps } from './Dialog';
import { Button } from '../Button';
import { Input } from '../Input';
import { Select } from '../Select';
import { addressForm, remark } from '../../fixtures';
import { logisticsWays } from '../fixtures';
import { StyledStoryStack } from '../../internal/StoryLayout';

/** A page with a button that opens the dialog; the dialog starts open unless told otherwise. */
function DialogDemo({ startOpen = true, ...args }: DialogProps & { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        新增收货地址
      </Button>
      <Dialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const addressFields = (
  <StyledStoryStack>
    <Input label="收货人" defaultValue={addressForm.receiverName} maxLength={6} />
    <Input label="手机号" defaultValue={addressForm.phone} maxLength={11} inputMode="tel" />
    <Input label="详细地址" defaultValue={addressForm.address} />
    <Select label="物流方式" options={logisticsWays} defaultValue="2" />
  </StyledStoryStack>
);

const footer = (
  <>
    <Button variant="secondary">取消</Button>
    <Button>保存</Button>
  </>
);

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { open: true, title: '新增收货地址', onClose: fn(), children: addressFields, footer },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: '新增收货地址' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(body.getByLabelText('收货人')).toHaveFocus();
  },
};

export const EscCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Focus moves into the dialog, Tab wraps inside it, and returns to the opener on close. */
export const FocusManagement: Story = {
  render: (args) => <DialogDemo {...args} startOpen={false} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = body.getByRole('button', { name: '新增收货地址' });
    await userEvent.click(opener);
    const dialog = body.getByRole('dialog');
    await expect(body.getByLabelText('收货人')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await expect(body.getByLabelText('收货人')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const BackdropClickCloses: Story = {
  args: { closeOnBackdropClick: true, size: 'sm', title: '订单备注', children: remark, footer: undefined },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await fireEvent.mouseDown(dialog);
    await expect(args.onClose).not.toHaveBeenCalled();
    const backdrop = dialog.parentElement;
    if (backdrop) await fireEvent.mouseDown(backdrop);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Small: Story = {
  args: { size: 'sm', title: '订单备注', children: remark },
};

export const Large: Story = {
  args: { size: 'lg' },
};

export const WithoutCloseButton: Story = {
  args: { hideCloseButton: true, title: '购买成功', children: '购买成功！关闭此页面继续购买', footer: <Button>查看订单</Button> },
};

/** Content taller than the screen scrolls inside the dialog: the title with × and the footer stay in view. */
export const TallContent: Story = {
  args: {
    title: '两个交易场次',
    children: (
      <StyledStoryStack>
        {Array.from({ length: 24 }, (_, index) => (
          <p key={index}>第{index + 1}条：16:10 前下单当天发货，16:10-18:00 为备货时间暂停下单，18:00 后下单次日发货。</p>
        ))}
      </StyledStoryStack>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: '两个交易场次' });
    const view = { width: window.innerWidth, height: window.innerHeight };
    for (const control of [within(dialog).getByRole('button', { name: '关闭' }), within(dialog).getByRole('button', { name: '保存' })]) {
      const box = control.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.top).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(view.width);
      await expect(box.bottom).toBeLessThanOrEqual(view.height);
    }
  },
};
