import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CsvImportPreview } from './CsvImportPreview';
import { CSV_PREVIEW_BAD, CSV_PREVIEW_OK } from '../stockFixtures';

const meta = {
  title: 'Admin/CsvImportPreview',
  component: CsvImportPreview,
  args: { auctionDate: '2026-11-17', preview: null, onFile: fn(), onTemplate: fn(), onImport: fn(), onCancel: fn() },
} satisfies Meta<typeof CsvImportPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoFileYet: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下载模板' }));
    await expect(args.onTemplate).toHaveBeenCalled();
    const file = new File(['供应商编号'], 'lots.csv', { type: 'text/csv' });
    await userEvent.upload(canvas.getByLabelText('选择 CSV 文件'), file);
    await expect(args.onFile).toHaveBeenCalledWith(file);
  },
};

export const Checking: Story = { args: { loading: true, fileName: 'lots.csv' } };

export const PreviewFailed: Story = { args: { error: '网络错误，请检查网络后重试', fileName: 'lots.csv' } };

/** Every row's problems in Chinese; nothing can be imported until the file is fixed. */
export const RowsWithProblems: Story = {
  args: { preview: CSV_PREVIEW_BAD, fileName: 'lots.csv' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('共3行，2行有问题，未写入任何数据。')).toBeVisible();
    await expect(canvas.getByText('供应商「A9999」不存在')).toBeVisible();
    await expect(canvas.getByText('销售价不能低于结算价')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /确认导入/ })).toBeDisabled();
  },
};

export const FileProblems: Story = {
  args: {
    preview: { auctionDate: '2026-11-17', fileProblems: ['缺少列：等级、扎数（请使用下载的模板）'], rows: [], total: 0, bad: 0 },
    fileName: 'wrong.csv',
  },
};

export const AllGood: Story = {
  args: { preview: CSV_PREVIEW_OK, fileName: 'lots.csv' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '确认导入（3个批次）' }));
    await expect(args.onImport).toHaveBeenCalled();
  },
};

export const Importing: Story = { args: { preview: CSV_PREVIEW_OK, fileName: 'lots.csv', importing: true } };

export const ImportRefused: Story = {
  args: { preview: CSV_PREVIEW_OK, fileName: 'lots.csv', importError: '有1行存在问题，未导入任何数据，请修改后重新导入' },
};

export const Imported: Story = { args: { imported: '已导入3个批次' } };

export const ManyRows: Story = {
  args: {
    fileName: 'big.csv',
    preview: {
      ...CSV_PREVIEW_OK,
      total: 600,
      rows: Array.from({ length: 600 }, (_, i) => ({ ...CSV_PREVIEW_OK.rows[i % 3]!, line: i + 2 })),
    },
  },
};
