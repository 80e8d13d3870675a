import type { Meta, StoryObj } from '@storybook/react-vite';
import { claimRateText } from '@huashi/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SupplierRow, type SupplierRowData } from './SupplierRow';
import { levelNames } from '../../../fixtures';
import { supplierRows } from '../fixtures';
import { StyledStoryStack } from '../../../internal/StoryLayout';

const toData = (r: (typeof supplierRows)[number]): SupplierRowData => ({
  ...r,
  salePriceFen: r.salePrice,
  memberPriceFen: r.memberPrice,
  activityRuleText: r.activity,
  feeBoxFen: r.feeBox,
});
const [top, agent, low, out] = supplierRows.map(toData) as [SupplierRowData, SupplierRowData, SupplierRowData, SupplierRowData];

const meta = {
  title: 'Catalog/SupplierRow',
  component: SupplierRow,
  args: { row: top, onAddToCart: fn(), onBuyNow: fn(), onRefuse: fn() },
} satisfies Meta<typeof SupplierRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member sees the member price with the list price struck through. */
export const MemberPrice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('会员价')).toBeInTheDocument();
    await expect(canvas.getByText('库存 30 批')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '增加' }));
    await userEvent.click(canvas.getByRole('button', { name: '加入购物车' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: '立即购买' }));
    await expect(args.onBuyNow).toHaveBeenCalledWith(2);
  },
};

/** The supplier's 售后率 (accepted claims ÷ delivered items, last 30 days) as a quality signal, with its basis. */
export const ClaimRate: Story = {
  args: { row: { ...top, claimRate: claimRateText(2, 150) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('近30天售后率 1.3%（2/150）')).toBeVisible();
  },
};

/** Too few delivered items for a rate: 暂无, never 33.3 % after one claim. */
export const ClaimRateTooFewItems: Story = {
  args: { row: { ...top, claimRate: claimRateText(1, 3) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('近30天售后率 暂无')).toBeVisible();
    await expect(within(canvasElement).queryByText(/售后率 \d/)).toBeNull();
  },
};

/** A row without a claim rate (e.g. an answer from before it existed) shows none. */
export const NoClaimRate: Story = {
  args: { row: top },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/售后率/)).toBeNull();
  },
};

export const ListPrice: Story = { args: { row: { ...top, memberPriceFen: top.salePriceFen } } };

export const ActivityDiscount: Story = {
  args: { row: agent },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('限时折扣 满10扎享9折')).toBeInTheDocument();
  },
};

/** 优点 missing: only 瑕疵 shows, with no placeholder and no dangling separator. */
export const NotesPartlyMissing: Story = {
  args: { row: low },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`瑕疵：${low.salepointName}`)).toBeInTheDocument();
    await expect(canvas.queryByText(/优点：/)).toBeNull();
  },
};

export const LowStock: Story = {
  args: { row: low },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('仅剩 2 批')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '增加' }));
    await userEvent.click(canvas.getByRole('button', { name: '增加' }));
    await expect(args.onRefuse).toHaveBeenCalledWith('不能再多啦');
  },
};

export const SoldOut: Story = {
  args: { row: out },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('已售罄')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '加入购物车' })).toBeDisabled();
  },
};

/** The session is closed: buying is off, with the reason. */
export const SessionClosed: Story = {
  args: { disabledReason: '限时直供已休市 · 明日 11:30 开市' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '立即购买' })).toBeDisabled();
  },
};

/** Every grade's badge colour. */
export const EveryGrade: Story = {
  render: (args) => (
    <StyledStoryStack>
      {levelNames.map((levelName, i) => (
        <SupplierRow key={levelName} {...args} row={{ ...top, id: i, levelName, supplierId: `A10${20 + i}` }} />
      ))}
    </StyledStoryStack>
  ),
};

export const Matrix: Story = {
  render: (args) => (
    <div>
      {[top, agent, low, out].map((row) => (
        <SupplierRow key={row.id} {...args} row={row} />
      ))}
    </div>
  ),
};
