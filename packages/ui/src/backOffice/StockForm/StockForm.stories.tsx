import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StockForm } from './StockForm';
import { STOCK_LOTS, STOCK_SUPPLIERS, STOCK_VARIETIES } from '../stockFixtures';

const EDIT_VALUES = {
  supplierId: 'A1001',
  flwCode: 'MG-0001',
  levelName: 'A+',
  lengthCode: '60',
  openCode: '3度',
  salepointName: '无',
  stemsPerBunch: '20',
  basicSaleNo: '1',
  bundles: '40',
  sourcePrice: '1.20',
  salePrice: '1.50',
  positionNo: '3-12-05',
  packageName: '纸箱',
};

const meta = {
  title: 'Admin/StockForm',
  component: StockForm,
  args: {
    open: true,
    mode: 'create',
    auctionDate: '2026-11-17',
    suppliers: STOCK_SUPPLIERS,
    varieties: STOCK_VARIETIES,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof StockForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const FieldsAreChecked: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '新增批次（2026-11-17）' }));
    await userEvent.type(dialog.getByLabelText('扎数'), '0');
    await userEvent.type(dialog.getByLabelText('结算价(元/枝)'), '1.50');
    await userEvent.type(dialog.getByLabelText('销售价(元/枝)'), '1.2');
    await userEvent.click(dialog.getByRole('button', { name: '入库' }));
    await expect(await dialog.findByText('扎数须为大于 0 的整数')).toBeVisible();
    await expect(dialog.getByLabelText('供应商')).toHaveAccessibleDescription(expect.stringContaining('请选择供应商'));
    await expect(dialog.getByLabelText('品种')).toHaveAccessibleDescription(expect.stringContaining('请选择品种'));
    await expect(dialog.getByLabelText('等级')).toHaveAccessibleDescription(expect.stringContaining('请选择等级'));
    // Each length once (30cm and 35cm both read 30-35cm to buyers: said in the hint, not twice in the list).
    const lengths = [...dialog.getByLabelText('长度').querySelectorAll('option')].map((o) => o.textContent);
    await expect(lengths.filter((label) => label?.includes('30-35cm'))).toEqual([]);
    await expect(new Set(lengths).size).toBe(lengths.length);
    await expect(dialog.getByText('扎数须为大于 0 的整数')).toBeVisible();
    await expect(dialog.getByText('销售价不能低于结算价')).toBeVisible();
    await expect(dialog.getByText('请填写位置号')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Creates: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.selectOptions(dialog.getByLabelText('供应商'), 'C3005');
    await userEvent.selectOptions(dialog.getByLabelText('品种'), 'KN-0001');
    await userEvent.selectOptions(dialog.getByLabelText('等级'), 'B+');
    await userEvent.selectOptions(dialog.getByLabelText('长度'), '50');
    await userEvent.selectOptions(dialog.getByLabelText('开放度'), '2度');
    await userEvent.type(dialog.getByLabelText('扎数'), '12');
    await userEvent.type(dialog.getByLabelText('结算价(元/枝)'), '0.45');
    await userEvent.type(dialog.getByLabelText('销售价(元/枝)'), '0.55');
    await userEvent.type(dialog.getByLabelText('位置号'), '7-02-11');
    await userEvent.click(dialog.getByRole('button', { name: '入库' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ supplierId: 'C3005', flwCode: 'KN-0001', bundles: '12', salePrice: '0.55', packageName: '纸箱' }),
      expect.anything(),
    );
  },
};

export const ServerRefusal: Story = { args: { mode: 'edit', initial: EDIT_VALUES, serverError: '该批次已售出6扎，扎数不能少于已售数量' } };

export const Pending: Story = { args: { pending: true } };

export const EditWithPhoto: Story = {
  args: { mode: 'edit', initial: EDIT_VALUES, photoUrl: STOCK_LOTS[0]!.photoThumbUrl, onPhoto: fn() },
};

export const EditWithoutPhoto: Story = {
  args: { mode: 'edit', initial: EDIT_VALUES, photoUrl: null, onPhoto: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByText('暂无图片，买家看到的是品种插图')).toBeVisible();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'lot.png', { type: 'image/png' });
    await userEvent.upload(dialog.getByLabelText('上传批次图片'), file);
    await expect(args.onPhoto).toHaveBeenCalledWith(file);
  },
};

/** A new photo chosen: shown in the form, attached to the lot only by 保存. */
export const PhotoChosenNotSaved: Story = {
  args: { mode: 'edit', initial: EDIT_VALUES, photoUrl: STOCK_LOTS[0]!.photoThumbUrl, onPhoto: fn(), photoPendingSave: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByRole('status')).toHaveTextContent('新图片将在点击保存后生效，取消则不更换');
  },
};

export const PhotoUploading: Story = { args: { mode: 'edit', initial: EDIT_VALUES, onPhoto: fn(), photoPending: true } };

export const PhotoRefused: Story = { args: { mode: 'edit', initial: EDIT_VALUES, onPhoto: fn(), photoError: '上传图片大小不能超过 3MB!' } };

/** Sold from: supplier, variety and stems per bundle are fixed, and still sent. */
export const SoldLotLocked: Story = {
  args: { mode: 'edit', initial: EDIT_VALUES, soldBundles: 6, onPhoto: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByLabelText('供应商')).toBeDisabled();
    const bundles = dialog.getByLabelText('扎数');
    await userEvent.clear(bundles);
    await userEvent.type(bundles, '38');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ supplierId: 'A1001', flwCode: 'MG-0001', stemsPerBunch: '20', bundles: '38' }),
      expect.anything(),
    );
  },
};
