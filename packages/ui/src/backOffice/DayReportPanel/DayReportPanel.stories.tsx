import { DAY_REPORT_MESSAGES, DESK_EXPORT_MESSAGES } from '@huashi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DayReportPanel } from './DayReportPanel';

const TODAY = '2026-11-17';
const FILE = `日报-${TODAY}.xlsx`;
const excel = {
  actions: [{ key: 'excel', label: '导出 Excel' }],
  job: null,
  onExport: fn(),
  onCancel: fn(),
  onDownloaded: fn(),
};

const meta = {
  title: 'Admin/DayReportPanel',
  component: DayReportPanel,
  args: { date: TODAY, today: TODAY, onDateChange: fn(), onDownloadPdf: fn(), excel },
  parameters: { visual: { wide: true } },
} satisfies Meta<typeof DayReportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today by default: 下载 PDF and 导出 Excel of the day; another day is picked at 日期 (not after today). */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByLabelText('日期');
    await expect(day).toHaveValue(TODAY);
    await expect(day).toHaveAttribute('max', TODAY);
    await userEvent.click(canvas.getByRole('button', { name: '下载 PDF' }));
    await expect(args.onDownloadPdf).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '导出 Excel' }));
    await expect(args.excel.onExport).toHaveBeenCalledWith('excel');
  },
};

/** The PDF is being drawn: its button shows it is busy and takes no second click. */
export const PrintingPdf: Story = {
  args: { pdfPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /下载 PDF/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onDownloadPdf).not.toHaveBeenCalled();
  },
};

/** The sheet is being written: progress of its lines and 取消导出. */
export const ExportingExcel: Story = {
  args: { excel: { ...excel, job: { state: 'running', rows: 40, total: 96, fileName: FILE, href: '' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: `导出 ${FILE}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '取消导出' })).toBeVisible();
  },
};

/** The sheet is ready: its one-time download link. */
export const ExcelReady: Story = {
  args: { excel: { ...excel, job: { state: 'done', rows: 96, total: 96, fileName: FILE, href: '/api/admin/exports/file?id=x' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: `下载 ${FILE}` })).toHaveAttribute('href', '/api/admin/exports/file?id=x');
  },
};

/** A future day is said at the picker; neither file can be asked for until the day is good. */
export const FutureDay: Story = {
  args: { date: '2026-11-18', dateError: DAY_REPORT_MESSAGES.future },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(DAY_REPORT_MESSAGES.future)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '下载 PDF' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '导出 Excel' })).toBeNull();
  },
};

/** The server refused or failed: its message in a banner; the export's own refusal in its control. */
export const Failed: Story = {
  args: { pdfError: DAY_REPORT_MESSAGES.failed, excel: { ...excel, error: DESK_EXPORT_MESSAGES.busy } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(DAY_REPORT_MESSAGES.failed)).toBeVisible();
    await expect(canvas.getByText(DESK_EXPORT_MESSAGES.busy)).toBeVisible();
  },
};
