import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SETTLEMENT_MESSAGES } from '@huashi/domain';
import { SettlementDesk, SettlementDetail, type SettlementDetailData, type SettlementRowData } from './SettlementDesk';

const SUPPLIERS = ['斗南鲜花种植基地', '呈贡玫瑰合作社', '晋宁花卉专业户李春花', '嵩明康乃馨基地'];

function settlement(i: number, over: Partial<SettlementRowData> = {}): SettlementRowData {
  const salesFen = 128_640 + i * 40_310;
  const chargeBackFen = i % 2 === 0 ? 3_420 : 0;
  const commissionFen = Math.round(salesFen * 0.05);
  return {
    id: i + 1,
    supplierId: `A${1021 + i}`,
    supplierName: SUPPLIERS[i % SUPPLIERS.length]!,
    from: '2026-11-17',
    to: '2026-11-23',
    status: 'draft',
    bundles: 120 + i * 35,
    salesFen,
    chargeBackFen,
    commissionFen,
    owedFen: salesFen - chargeBackFen - commissionFen,
    saleCount: 12 + i,
    chargeBackCount: i % 2 === 0 ? 1 : 0,
    hasPayee: i !== 3,
    confirmedBy: '',
    paidBy: '',
    bankReference: '',
    ...over,
  };
}

const ROWS = [
  settlement(0),
  settlement(1, { status: 'confirmed', confirmedBy: '刘财务' }),
  settlement(2, { status: 'paid', confirmedBy: '刘财务', paidBy: '刘财务', bankReference: 'CMB2026112400017' }),
  settlement(3),
];
const sum = (pick: (row: SettlementRowData) => number) => ROWS.reduce((n, row) => n + pick(row), 0);

const meta = {
  title: 'Admin/SettlementDesk',
  component: SettlementDesk,
  parameters: { visual: { wide: true } },
  args: {
    from: '2026-11-17',
    to: '2026-11-23',
    rows: ROWS,
    totals: {
      salesFen: sum((r) => r.salesFen),
      chargeBackFen: sum((r) => r.chargeBackFen),
      commissionFen: sum((r) => r.commissionFen),
      owedFen: sum((r) => r.owedFen),
    },
    commissionRate: '5%',
    onPeriodChange: fn(),
    onGenerate: fn(),
    onDownload: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof SettlementDesk>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week's settlements: draft, confirmed, paid; a row opens its settlement; a reversed period is refused. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('￥1286.40')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '处理 斗南鲜花种植基地 的结算单' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    const from = canvas.getByLabelText('开始日期');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-30');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(canvas.getByText(SETTLEMENT_MESSAGES.periodReversed)).toBeVisible();
    await expect(args.onPeriodChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '生成结算单' }));
    await expect(args.onGenerate).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { rows: [], totals: { salesFen: 0, chargeBackFen: 0, commissionFen: 0, owedFen: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/本期间还没有结算单/)).toBeVisible();
  },
};
export const Loading: Story = { args: { rows: [], loading: true } };
export const LoadError: Story = { args: { rows: [], error: '结算单加载失败，请稍后再试', onRetry: fn() } };
export const ActionError: Story = { args: { actionError: SETTLEMENT_MESSAGES.changed, openId: 1 } };
export const Generating: Story = { args: { generating: true } };

const DETAIL: SettlementDetailData = {
  row: settlement(0),
  commissionRate: '5%',
  sales: [
    {
      itemId: 11,
      orderNo: 'HS202611171001',
      auctionDate: '2026-11-17',
      flwName: '卡罗拉',
      levelName: 'A级',
      bundles: 20,
      stemsPerBunch: 20,
      priceFen: 150,
      amountFen: 60_000,
    },
    {
      itemId: 12,
      orderNo: 'HS202611181023',
      auctionDate: '2026-11-18',
      flwName: '雪山',
      levelName: 'B级',
      bundles: 32,
      stemsPerBunch: 20,
      priceFen: 107,
      amountFen: 68_480,
    },
  ],
  chargeBacks: [
    { claimId: 5, orderNo: 'HS202611171001', flwName: '卡罗拉', bundles: 1, amountFen: 3_420, reason: '供应商包装不当，花头压伤' },
  ],
  payee: { bankName: '中国农业银行昆明呈贡支行', accountName: '斗南鲜花种植基地', accountNo: '6228480012345678' },
};

/** A draft: 确认结算 asks first, then locks it; the payee is checked before it is saved. */
export const DetailDraft: StoryObj<typeof SettlementDetail> = {
  render: (args) => <SettlementDetail {...args} />,
  args: { detail: DETAIL, onClose: fn(), onConfirm: fn(), onPay: fn(), onSavePayee: fn() },
  parameters: { visual: { wide: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '确认结算' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认结算' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    const account = canvas.getByLabelText('收款账号');
    await userEvent.clear(account);
    await userEvent.type(account, '1234');
    await userEvent.click(canvas.getByRole('button', { name: '保存收款账户' }));
    await expect(canvas.getByText(SETTLEMENT_MESSAGES.payeeAccountInvalid)).toBeVisible();
    await expect(args.onSavePayee).not.toHaveBeenCalled();
  },
};

/** Confirmed: 标记已付款 needs the bank's reference. */
export const DetailConfirmed: StoryObj<typeof SettlementDetail> = {
  render: (args) => <SettlementDetail {...args} />,
  args: {
    detail: { ...DETAIL, row: settlement(0, { status: 'confirmed', confirmedBy: '刘财务' }), payee: null },
    onClose: fn(),
    onConfirm: fn(),
    onPay: fn(),
    onSavePayee: fn(),
  },
  parameters: { visual: { wide: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '标记已付款' }));
    await expect(canvas.getByText(SETTLEMENT_MESSAGES.bankReferenceRequired)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('银行流水号'), 'CMB2026112400017');
    await userEvent.click(canvas.getByRole('button', { name: '标记已付款' }));
    await expect(args.onPay).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 'CMB2026112400017');
  },
};

export const DetailPaid: StoryObj<typeof SettlementDetail> = {
  render: (args) => <SettlementDetail {...args} />,
  args: {
    detail: {
      ...DETAIL,
      row: settlement(0, { status: 'paid', confirmedBy: '刘财务', paidBy: '刘财务', bankReference: 'CMB2026112400017' }),
      chargeBacks: [],
    },
    onClose: fn(),
    onConfirm: fn(),
    onPay: fn(),
    onSavePayee: fn(),
  },
  parameters: { visual: { wide: true } },
};

/** 下载结算单: the desk's page gives every detail the button; it downloads the open settlement's paper. */
export const DetailDownload: StoryObj<typeof SettlementDetail> = {
  ...DetailPaid,
  args: { ...DetailPaid.args, onPrint: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '下载结算单' }));
    await expect(args.onPrint).toHaveBeenCalledWith(expect.objectContaining({ id: 1, status: 'paid' }));
  },
};

/**
 * Exactly once (the domain's settlement.ts): an earlier day's order paid late is settled now (往期补结), an item
 * cancelled after it was paid is taken back (往期冲回, negative), and an earlier shortfall starts this one (上期结欠).
 */
export const DetailLateLines: StoryObj<typeof SettlementDetail> = {
  render: (args) => <SettlementDetail {...args} />,
  args: {
    detail: {
      ...DETAIL,
      row: settlement(0, { salesFen: 60_000, commissionFen: 3_000, carriedFen: -1_250, owedFen: 52_330 }),
      sales: [
        DETAIL.sales[0]!,
        { ...DETAIL.sales[1]!, itemId: 13, auctionDate: '2026-11-15', kind: 'late', bundles: 4, amountFen: 8_560 },
        { ...DETAIL.sales[1]!, itemId: 14, auctionDate: '2026-11-14', kind: 'reversal', bundles: 4, amountFen: -8_560 },
      ],
    },
    onClose: fn(),
    onConfirm: fn(),
    onPay: fn(),
    onSavePayee: fn(),
  },
  parameters: { visual: { wide: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2026-11-15 往期补结')).toBeVisible();
    await expect(canvas.getByText('2026-11-14 往期冲回')).toBeVisible();
    await expect(canvas.getByText('上期结欠')).toBeVisible();
    await expect(canvas.getByText('￥-12.50')).toBeVisible();
  },
};
