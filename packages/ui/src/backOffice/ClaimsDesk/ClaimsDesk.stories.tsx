import type { Meta, StoryObj } from '@storybook/react-vite';
import { claimRateText } from '@huashi/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClaimDecision, ClaimsDesk, type ClaimRowData } from './ClaimsDesk';
import { firstPageArgs } from '../../internal/storyArgs';

const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#3c8a5a"/></svg>');
const NOW = Date.UTC(2026, 10, 20, 4, 0, 0);
const HOUR = 3600_000;

function claim(i: number, over: Partial<ClaimRowData> = {}): ClaimRowData {
  const filedAt = NOW - (80 - i * 6) * HOUR;
  return {
    id: i + 1,
    status: 0,
    statusLabel: '等待处理',
    state: 'pending',
    orderNo: `HS20261117${String(1000 + i)}`,
    buyerName: ['花语工作室', '春城婚庆'][i % 2]!,
    buyerPhone: '1380000000' + (i % 10),
    flwName: ['卡罗拉', '雪山', '粉荔枝'][i % 3]!,
    levelName: ['A', 'B', 'D'][i % 3]!,
    supplierName: '斗南鲜花种植基地',
    supplierClaimRate: claimRateText(i % 5, 150),
    asTypeName: '质量问题',
    asQty: 2,
    buyQty: 3,
    asReason: '花头发黑',
    photos: [PHOTO, PHOTO],
    baseFen: 7400,
    formulaFen: 7030,
    realFen: null,
    asNotice: '',
    filedAt,
    dueAt: filedAt + 72 * HOUR,
    overdue: filedAt + 72 * HOUR < NOW,
    awaitsReply: true,
    chargeBack: null,
    chargeBackReason: '',
    chargeBackLocked: false,
    ...over,
  };
}

const ROWS = [claim(0), claim(1), claim(2)];
const meta = {
  title: 'Admin/ClaimsDesk',
  component: ClaimsDesk,
  args: {
    ...firstPageArgs(ROWS),
    filters: { state: 'pending', keyword: '' },
    onFiltersChange: fn(),
    onOpen: fn(),
    now: NOW,
  },
} satisfies Meta<typeof ClaimsDesk>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting claims: the first two overdue (已超时), marked. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/已超时/).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getAllByRole('button', { name: /^处理 / })[0]!);
    await expect(args.onOpen).toHaveBeenCalled();
  },
};
/**
 * 超时未回复 (今日概览's figure of that name links here): the waiting claims past their 72 hours, 待处理 and 处理中
 * alike, oldest first; the tab is chosen, and any tab leads back to its list.
 */
export const Overdue: Story = {
  parameters: { visual: { wide: true } },
  args: {
    filters: { state: 'overdue', keyword: '' },
    rows: [claim(0), claim(1, { status: 1, statusLabel: '处理中', state: 'processing' })],
    total: 2,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '超时未回复' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByText(/已超时/)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('tab', { name: '待处理' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ state: 'pending', keyword: '' });
  },
};
export const Empty: Story = { args: { rows: [], total: 0 } };
export const Loading: Story = { args: { rows: [], total: 0, loading: true } };
export const LoadError: Story = { args: { rows: [], total: 0, error: '售后申请加载失败，请稍后再试', onRetry: fn() } };
export const ManyRows: Story = {
  args: { rows: Array.from({ length: 60 }, (_, i) => claim(i % 14)).map((r, i) => ({ ...r, id: i + 1 })), total: 240 },
};
const paid = (i: number, over: Partial<ClaimRowData> = {}) =>
  claim(i, { status: 10, statusLabel: '已赔付', state: 'paid', realFen: 7030, awaitsReply: false, overdue: false, ...over });
const CHARGED = { chargeBack: true, chargeBackReason: '花头发黑，采收后未及时预冷' };

/** Paid claims: a decided charge-back under the amount (已扣款给供应商 / 不扣款), else the status (undecided). */
export const Paid: Story = {
  parameters: { visual: { wide: true } },
  args: {
    filters: { state: 'paid', keyword: '' },
    rows: [paid(0, CHARGED), paid(1, { chargeBack: false, chargeBackReason: '物流延误，非供应商责任' }), paid(2)],
    total: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTitle('￥70.30 已扣款给供应商')).toBeVisible();
    await expect(canvas.getByTitle('￥70.30 不扣款')).toBeVisible();
    await expect(canvas.getByTitle('￥70.30 已赔付')).toBeVisible();
  },
};

const decisionArgs = { onClose: fn(), onAccept: fn(), onPropose: fn(), onPay: fn(), onReject: fn(), onChargeBack: fn() };
export const DecisionPending: StoryObj<typeof ClaimDecision> = {
  render: (args) => <ClaimDecision {...args} />,
  args: { ...decisionArgs, row: claim(3) },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    // The base is what the buyer paid for the bundles; the formula is 95 % of it.
    await expect(await body.findByText(/^￥74\.00（2扎/)).toBeVisible();
    await expect(body.getByText(/^￥70\.30（实付金额/)).toBeVisible();
    await userEvent.click(await body.findByRole('button', { name: '驳回' }));
    await expect(await body.findByText('请填写原因')).toBeVisible();
    await expect(args.onReject).not.toHaveBeenCalled();
    // The common claim: 受理 and the formula's amount in one step.
    await userEvent.click(body.getByRole('button', { name: '受理并确定赔付金额' }));
    await expect(args.onPropose).toHaveBeenCalledWith(7030, '');
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};
export const DecisionProcessing: StoryObj<typeof ClaimDecision> = {
  render: (args) => <ClaimDecision {...args} />,
  args: { ...decisionArgs, row: claim(3, { status: 1, statusLabel: '处理中', state: 'processing' }) },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const amount = await body.findByLabelText('赔付金额（元）');
    await userEvent.clear(amount);
    await userEvent.type(amount, '50.00');
    await userEvent.click(body.getByRole('button', { name: '确定赔付金额' }));
    await expect(await body.findByText('调低赔付金额需填写原因')).toBeVisible();
    await expect(args.onPropose).not.toHaveBeenCalled();
  },
};
/** 待赔付: pay it; the amount is decided, so the charge-back can be decided already (未决定 until then). */
export const DecisionToPay: StoryObj<typeof ClaimDecision> = {
  render: (args) => <ClaimDecision {...args} />,
  parameters: { visual: { wide: true } },
  args: { ...decisionArgs, row: claim(3, { status: 8, statusLabel: '待赔付', state: 'toPay', realFen: 7030, awaitsReply: false }) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('未决定')).toBeVisible();
    await expect(body.getByRole('button', { name: '赔付' })).toBeEnabled();
    await expect(body.getByRole('button', { name: '向供应商扣款' })).toBeEnabled();
  },
};

/** 已赔付, not decided: 向供应商扣款 needs its reason (the supplier reads it); 不扣款 does not. */
export const DecisionChargeBack: StoryObj<typeof ClaimDecision> = {
  render: (args) => <ClaimDecision {...args} />,
  parameters: { visual: { wide: true } },
  args: { ...decisionArgs, row: paid(3) },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: '向供应商扣款' }));
    await expect(await body.findByText('请输入扣款原因')).toBeVisible();
    await expect(args.onChargeBack).not.toHaveBeenCalled();
    await userEvent.type(body.getByLabelText('扣款原因'), '  花头发黑，采收后未及时预冷 ');
    await userEvent.click(body.getByRole('button', { name: '向供应商扣款' }));
    await expect(args.onChargeBack).toHaveBeenCalledWith(true, '花头发黑，采收后未及时预冷');
    await userEvent.clear(body.getByLabelText('扣款原因'));
    await userEvent.click(body.getByRole('button', { name: '不扣款' }));
    await expect(args.onChargeBack).toHaveBeenLastCalledWith(false, '');
  },
};

/** Decided (charged back, with its reason): still changeable until a confirmed settlement holds it; the reason is filled in. */
export const DecisionChargedBack: StoryObj<typeof ClaimDecision> = {
  render: (args) => <ClaimDecision {...args} />,
  parameters: { visual: { wide: true } },
  args: { ...decisionArgs, row: paid(3, CHARGED) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('已扣款给供应商（花头发黑，采收后未及时预冷）')).toBeVisible();
    await expect(body.getByLabelText('扣款原因')).toHaveValue('花头发黑，采收后未及时预冷');
  },
};

/** A confirmed settlement holds the charge-back: it reads only. */
export const DecisionChargeBackLocked: StoryObj<typeof ClaimDecision> = {
  render: (args) => <ClaimDecision {...args} />,
  parameters: { visual: { wide: true } },
  args: { ...decisionArgs, row: paid(3, { ...CHARGED, chargeBackLocked: true }) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(/已计入确认的结算单$/)).toBeVisible();
    await expect(body.queryByRole('button', { name: '向供应商扣款' })).toBeNull();
    await expect(body.queryByLabelText('扣款原因')).toBeNull();
  },
};

/** The server refused the decision (a settlement was confirmed meanwhile): its message in place, the form kept. */
export const DecisionChargeBackRefused: StoryObj<typeof ClaimDecision> = {
  render: (args) => <ClaimDecision {...args} />,
  parameters: { visual: { wide: true } },
  args: { ...decisionArgs, row: paid(3, CHARGED), serverError: '该理赔已计入确认的结算单，不能再修改' },
};
export const DecisionServerError: StoryObj<typeof ClaimDecision> = {
  render: (args) => <ClaimDecision {...args} />,
  args: {
    ...decisionArgs,
    row: claim(3, { status: 10, statusLabel: '已赔付', state: 'paid', realFen: 7030, awaitsReply: false }),
    serverError: '该售后已赔付，不能重复赔付',
  },
};
