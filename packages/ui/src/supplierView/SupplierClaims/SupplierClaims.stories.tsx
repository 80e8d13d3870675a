import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Fen } from '@huashi/domain';
import { SupplierClaims, type SupplierClaimData } from './SupplierClaims';
import { SUPPLIER_CLAIMS } from '../fixtures';
import { inStoryFrame } from '../../internal/StoryLayout';
import { expectNoSidewaysScroll } from '../../internal/storyChecks';

const meta = {
  title: 'Supplier/SupplierClaims',
  component: SupplierClaims,
  args: { claims: SUPPLIER_CLAIMS },
  decorators: [inStoryFrame('panel')],
} satisfies Meta<typeof SupplierClaims>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each claim with its type, reason, state and photos; a paid one says how much. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole('listitem', { name: '理赔 卡罗拉 2026-11-17 15:20' }));
    await expect(first.getByText('花头发黑，外层花瓣有灰霉')).toBeVisible();
    await expect(first.getByText('等待处理')).toBeVisible();
    await expect(first.getAllByRole('img')).toHaveLength(2);
    await expect(within(canvas.getByRole('listitem', { name: '理赔 雪山 2026-11-16 18:02' })).getByText('¥17.00')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

const [WAITING, PAID] = SUPPLIER_CLAIMS as [SupplierClaimData, SupplierClaimData];

/** The market's decisions: a paid claim charged back to the supplier (amount and reason), another not; an undecided one says nothing. */
export const ChargeBack: Story = {
  args: {
    claims: [
      { ...PAID, chargedBack: true, chargeBackFen: PAID.paidAmountFen, chargeBackReason: '装箱少发一扎，供应商责任' },
      { ...PAID, id: 8980, createdAt: '2026-11-15 09:40', chargedBack: false, chargeBackReason: '物流延误，非供应商责任' },
      WAITING,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const charged = within(canvas.getByRole('listitem', { name: '理赔 雪山 2026-11-16 18:02' }));
    await expect(charged.getByText('向您扣款 ¥17.00（从结算中扣除）')).toBeVisible();
    await expect(charged.getByText('装箱少发一扎，供应商责任')).toBeVisible();
    const kept = within(canvas.getByRole('listitem', { name: '理赔 雪山 2026-11-15 09:40' }));
    await expect(kept.getByText('不扣款')).toBeVisible();
    await expect(within(canvas.getByRole('listitem', { name: '理赔 卡罗拉 2026-11-17 15:20' })).queryByText('供应商扣款')).toBeNull();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Charged back, but nothing was paid to the buyer (an amount of 0): nothing comes off the settlement, so it reads 不扣款, never ¥0.00. */
export const ChargedBackNothing: Story = {
  args: { claims: [{ ...PAID, paidAmountFen: 0 as Fen, chargedBack: true, chargeBackFen: 0 as Fen, chargeBackReason: '' }] },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('listitem', { name: '理赔 雪山 2026-11-16 18:02' }));
    await expect(card.getByText('不扣款')).toBeVisible();
    await expect(card.queryByText(/向您扣款/)).toBeNull();
  },
};

/** Photos still being read with the supplier's token: placeholders, no broken images. */
export const PhotosLoading: Story = {
  args: { claims: [{ ...SUPPLIER_CLAIMS[0]!, images: [{ thumb: '', full: '' }] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('照片 1 加载中')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { claims: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无针对您批次的理赔')).toBeVisible();
  },
};

export const Loading: Story = { args: { claims: [], loading: true } };

export const Failed: Story = {
  args: { claims: [], error: '加载失败，请稍后再试', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
