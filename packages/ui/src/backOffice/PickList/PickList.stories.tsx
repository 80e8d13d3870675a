import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PickList, type PickLineData } from './PickList';

const lot = (stockId: number, positionNo: string, flwName: string, lines: [string, string, number][]): PickLineData[] => {
  const lotBundles = lines.reduce((sum, [, , bundles]) => sum + bundles, 0);
  return lines.map(([buyerName, orderNo, bundles], i) => ({
    stockId,
    positionNo,
    flwName,
    levelName: 'A级',
    supplierId: 'A1023',
    supplierName: '斗南花卉合作社',
    lotBundles,
    mainId: stockId * 10 + i,
    orderNo,
    buyerName,
    bundles,
  }));
};

const ROWS: PickLineData[] = [
  ...lot(101, 'A-01-03', '卡罗拉', [
    ['花语工作室', 'HS202611171030901', 3],
    ['春城婚庆', 'HS202611171041902', 5],
  ]),
  ...lot(102, 'A-02-11', '白荔枝', [['滇池花坊', 'HS202611171102903', 2]]),
  ...lot(140, 'C-07-01', '戴安娜', [
    ['翠湖花艺', 'HS202611171115904', 6],
    ['花语工作室', 'HS202611171030901', 1],
    ['春城婚庆', 'HS202611171041902', 4],
  ]),
];

const meta = {
  title: 'Admin/PickList',
  component: PickList,
  args: { rows: ROWS, total: ROWS.length, page: 1, pageSize: 200, onPageChange: fn() },
} satisfies Meta<typeof PickList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lot's position, name and total show once; the lines under it name each buyer's bundles. */
export const Lots: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A-01-03')).toBeVisible();
    await expect(canvas.getAllByText('A-01-03')).toHaveLength(1);
    await expect(canvas.getByText('8 扎')).toBeVisible();
    await expect(canvas.getByText('11 扎')).toBeVisible();
    await expect(canvas.getAllByText('HS202611171030901')).toHaveLength(2);
  },
};

export const Empty: Story = { args: { rows: [], total: 0 } };

export const Loading: Story = { args: { rows: [], total: 0, loading: true } };

export const LoadFailed: Story = { args: { rows: [], total: 0, error: '配货单加载失败，请稍后再试', onRetry: fn() } };

export const ManyLines: Story = {
  args: {
    rows: Array.from({ length: 120 }, (_, n) =>
      lot(200 + n, `B-${String(Math.floor(n / 10) + 1).padStart(2, '0')}-${String((n % 10) + 1).padStart(2, '0')}`, '洛神', [
        ['花语工作室', `HS2026111710${String(n).padStart(3, '0')}901`, 2 + (n % 4)],
        ['春城婚庆', `HS2026111711${String(n).padStart(3, '0')}902`, 1 + (n % 3)],
      ]),
    ).flat(),
    total: 960,
    pageSize: 240,
  },
};
