import { DESK_EXPORT_MESSAGES } from '@huashi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeskExport, type DeskExportJobData } from './DeskExport';

const FILE = '订单履约_2026-11-01至2026-11-30.xlsx';
const job = (over: Partial<DeskExportJobData>): DeskExportJobData => ({
  state: 'running',
  rows: 61_200,
  total: 250_000,
  fileName: FILE,
  href: '',
  ...over,
});

const meta = {
  title: 'Admin/DeskExport',
  component: DeskExport,
  args: {
    actions: [
      { key: 'view', label: '导出 Excel' },
      { key: 'month', label: '导出本月' },
    ],
    job: null,
    onExport: fn(),
    onCancel: fn(),
    onDownloaded: fn(),
  },
  parameters: { visual: { wide: true } },
} satisfies Meta<typeof DeskExport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing exported yet: the desk's export buttons; each says which view it exports. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '导出本月' }));
    await expect(args.onExport).toHaveBeenCalledWith('month');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** The start request is on its way: the buttons are busy (a second click starts nothing). */
export const Starting: Story = {
  args: { starting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /导出 Excel/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server writes the file: rows written of the desk's count, the share done, and 取消导出. */
export const Running: Story = {
  args: { job: job({}) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: `导出 ${FILE}` })).toHaveAttribute('aria-valuenow', '24');
    await expect(canvas.getByText('正在导出 61,200 / 250,000 行（24%）')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '导出 Excel' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '取消导出' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Written: the count and the file's one-time download link beside the buttons. */
export const Done: Story = {
  args: { job: job({ state: 'done', rows: 250_000, href: '/api/admin/exports/file?id=abc' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: `下载 ${FILE}` });
    await expect(link).toHaveAttribute('href', '/api/admin/exports/file?id=abc');
    await expect(link).toHaveAttribute('download', FILE);
    await expect(canvas.getByText(/导出完成，共 250,000 行/)).toBeVisible();
  },
};

/** An empty view exports a sheet of column titles only. */
export const DoneEmpty: Story = {
  args: { job: job({ state: 'done', rows: 0, total: 0, href: '/api/admin/exports/file?id=abc' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/导出完成，共 0 行/)).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { job: job({ state: 'cancelled' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(DESK_EXPORT_MESSAGES.cancelled)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '导出 Excel' })).toBeEnabled();
  },
};

export const Failed: Story = {
  args: { job: job({ state: 'failed' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(DESK_EXPORT_MESSAGES.failed)).toBeVisible();
  },
};

/** The server already writes as many exports as it allows: the refusal in a banner, the buttons back. */
export const Refused: Story = {
  args: { error: DESK_EXPORT_MESSAGES.busy },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(DESK_EXPORT_MESSAGES.busy);
    await expect(canvas.getByRole('button', { name: '导出本月' })).toBeEnabled();
  },
};
