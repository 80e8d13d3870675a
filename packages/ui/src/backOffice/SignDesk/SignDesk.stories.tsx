import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignIssuer, SignList, type SignRowData } from './SignDesk';

const AT = Date.UTC(2026, 10, 17, 1, 0, 0);
const ROWS: SignRowData[] = [
  { id: 7, label: '调配员小周', editDifferAmount: true, state: 'active', createdAt: AT, expiresAt: AT + 86_400_000 },
  { id: 6, label: '调配员老马', editDifferAmount: false, state: 'expired', createdAt: AT - 8 * 86_400_000, expiresAt: AT - 86_400_000 },
  {
    id: 5,
    label: '演示调配员',
    editDifferAmount: true,
    state: 'revoked',
    createdAt: AT - 10 * 86_400_000,
    expiresAt: AT + 20 * 86_400_000,
  },
];
const ISSUED = {
  label: '调配员小周',
  links: ['goodTp', 'cpsix', 'cpsixNew'].map((page) => ({
    name: page === 'goodTp' ? '调配工具' : page === 'cpsix' ? '地址管理' : '地址管理（新版）',
    url: `https://huashi.example/${page}?sign=7.1795000000.Zm9yZ2VkLWJ1dC1sb25nLWVub3VnaC10by1iZS1yZWFs`,
  })),
};

const meta = {
  title: 'Admin/SignIssuer',
  component: SignIssuer,
  args: { onSubmit: fn(), onCopy: fn() },
} satisfies Meta<typeof SignIssuer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '签发' }));
    await expect(await canvas.findByText('请输入调配员姓名')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('调配员'), '调配员小周');
    await userEvent.selectOptions(canvas.getByLabelText('有效期'), '7天');
    await userEvent.click(canvas.getByLabelText('允许修改差价'));
    await userEvent.click(canvas.getByRole('button', { name: '签发' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ label: '调配员小周', ttlHours: '168', editDifferAmount: true }, expect.anything());
  },
};

export const Issued: Story = {
  args: { issued: ISSUED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '复制调配工具链接' }));
    await expect(args.onCopy).toHaveBeenCalledWith(ISSUED.links[0]!.url);
  },
};

export const Pending: Story = { args: { pending: true } };

export const Refused: Story = { args: { serverError: '请选择有效期' } };

export const List: StoryObj<typeof SignList> = {
  render: (args) => <SignList {...args} />,
  args: { rows: ROWS, onRevoke: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '撤销 演示调配员 的签名' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '撤销 调配员小周 的签名' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(ROWS[0]);
  },
};

export const ListEmpty: StoryObj<typeof SignList> = { render: (args) => <SignList {...args} />, args: { rows: [], onRevoke: fn() } };

export const ListLoading: StoryObj<typeof SignList> = {
  render: (args) => <SignList {...args} />,
  args: { rows: [], loading: true, onRevoke: fn() },
};

export const ListFailed: StoryObj<typeof SignList> = {
  render: (args) => <SignList {...args} />,
  args: { rows: [], error: '签名列表加载失败，请稍后再试', onRetry: fn(), onRevoke: fn() },
};
