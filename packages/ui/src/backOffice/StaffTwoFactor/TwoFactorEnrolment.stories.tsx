import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecoveryCodes, TwoFactorEnrolment } from './TwoFactorEnrolment';
import { expectNoSidewaysScroll } from '../../internal/storyChecks';

/** A made-up secret (not a demo account's): the QR code encodes its otpauth URI. */
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/%E8%8A%B1%E5%B8%82%E5%90%8E%E5%8F%B0:new.boss?issuer=%E8%8A%B1%E5%B8%82%E5%90%8E%E5%8F%B0&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
};

const CODES = [
  'k7m2px9qrt',
  'a3b4c5d6e7',
  'hjkmnpqrst',
  'uvwxyz2345',
  '6789abcdef',
  'ghjkmnpq23',
  'rstuvw4567',
  'xyz89abcde',
  'fghjk23456',
  'mnpqr789ab',
];

/**
 * Enrolling the staff second factor (issue 29): a 管理员 or 财务 meets it right after the password until enrolled;
 * the other roles open it from their own account. Scan the QR code (or type the secret), confirm with a code.
 */
const meta = {
  title: 'Admin/TwoFactorEnrolment',
  component: TwoFactorEnrolment,
  args: { setup: SETUP, onConfirm: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TwoFactorEnrolment>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '动态验证码绑定二维码' })).toBeVisible();
    await expect(canvas.getByLabelText('设置密钥')).toHaveTextContent(SETUP.secret);
  },
};

/** 管理员 and 财务: told why before anything else. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/管理员和财务须先开启两步验证/)).toBeVisible();
  },
};

export const Loading: Story = { args: { setup: undefined } };

export const SetupFailed: Story = { args: { setup: undefined, setupError: '服务器繁忙，请稍后再试' } };

/** A code that is not the app's: the server's message. */
export const WrongCode: Story = {
  args: { serverError: '动态验证码错误' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('动态验证码错误');
  },
};

export const ConfirmsWithTheFirstCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '完成绑定' }));
    await expect(await canvas.findByText('请输入动态验证码')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('动态验证码'), '654321{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({ code: '654321' }, expect.anything());
  },
};

/** At 390 px the QR code, the secret and the button fit without sideways scrolling. */
export const Phone: Story = {
  decorators: [(Story) => <div>{Story()}</div>],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = await expectNoSidewaysScroll(canvasElement);
    const qr = within(canvasElement).getByRole('img', { name: '动态验证码绑定二维码' });
    await expect(qr.getBoundingClientRect().right).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const Desk1024: Story = {
  globals: { viewport: { value: 'desk1024', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '完成绑定' })).toBeVisible();
  },
};

/** The ten recovery codes, shown once after the enrolment, in two groups of five characters. */
export const TenRecoveryCodes: StoryObj<typeof RecoveryCodes> = {
  render: (args) => <RecoveryCodes {...args} />,
  args: { codes: CODES, onDone: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByText('k7m2p-x9qrt')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '我已保存恢复码，进入后台' }));
    await expect(args.onDone).toHaveBeenCalled();
  },
};
