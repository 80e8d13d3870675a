import type { Meta, StoryObj } from '@storybook/react-vite';
import { REAL_NAME_MESSAGES } from '@huashi/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IdentityReviewDesk, type IdentityReviewRow } from './IdentityReviewDesk';
import { RealNameForm, type RealNameRecordData } from './RealNameForm';

const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="316" height="200"><rect width="316" height="200" fill="#7a9cc6"/></svg>',
  );
const NOW = new Date('2026-11-17T11:45:00+08:00');
const RECORD: RealNameRecordData = {
  realName: '张三',
  realIdnumber: '530***********1238',
  startTime: '2020-01-01',
  expiredTime: '2040-01-01',
  status: 0,
  statusLabel: '审核中',
  rejectReason: '',
  createTime: '2026-11-17 10:02:11',
  processTime: '',
};

const meta = { title: 'RealName/RealNameForm', component: RealNameForm } satisfies Meta<typeof RealNameForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const formArgs = { record: null, front: null, behind: null, onPick: fn(), onSubmit: fn(), now: NOW };

/** Empty fields say what is missing; a corrected field's message goes as soon as the value is right, before 提交. */
export const Empty: Story = {
  args: formArgs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交认证' }));
    await expect(canvas.getByText('请输入姓名')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('姓名'), '张三');
    await expect(canvas.queryByText('请输入姓名')).toBeNull();
    await userEvent.type(canvas.getByLabelText('身份证号'), '530102199003071239');
    await userEvent.click(canvas.getByRole('button', { name: '提交认证' }));
    await expect(canvas.getByText('请输入正确的身份证号')).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText('身份证号'));
    await userEvent.type(canvas.getByLabelText('身份证号'), '530102199003071238');
    await expect(canvas.queryByText('请输入正确的身份证号')).toBeNull();
    await userEvent.click(canvas.getByLabelText('长期有效'));
    await expect(canvas.getByText('选择日期')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Every bad field is flagged at once: a bad name does not hide the ID number born in 2099 (`now` passed in). */
export const EveryFieldAtOnce: Story = {
  args: formArgs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('姓名'), '张<b>三</b>');
    await userEvent.type(canvas.getByLabelText('身份证号'), '530114209905121232');
    await userEvent.click(canvas.getByRole('button', { name: '提交认证' }));
    await expect(canvas.getByLabelText('姓名')).toHaveAccessibleDescription('请输入正确的姓名');
    await expect(canvas.getByLabelText('身份证号')).toHaveAccessibleDescription('请输入正确的身份证号');
    await expect(canvas.getByText('选择日期')).toBeInTheDocument();
    await expect(canvas.getByText('请上传正面照片')).toBeInTheDocument();
    await expect(canvas.getByText('请上传反面照片')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the ID number: said under the ID field, not by the submit button. */
export const ServerRefusedIdNumber: Story = {
  args: { ...formArgs, serverError: '该身份证号已在其他账户完成实名认证' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('身份证号')).toHaveAccessibleDescription('该身份证号已在其他账户完成实名认证');
    await expect(canvas.getAllByText('该身份证号已在其他账户完成实名认证')).toHaveLength(1);
  },
};

export const Loading: Story = { args: { ...formArgs, loading: true } };
export const LoadError: Story = { args: { ...formArgs, loadError: '请求错误，请稍后再试' } };
export const Reviewing: Story = {
  args: { ...formArgs, record: RECORD },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('530***********1238')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '提交认证' })).toBeNull();
  },
};
export const Verified: Story = {
  args: { ...formArgs, record: { ...RECORD, status: 1, statusLabel: '已认证', expiredTime: '2', processTime: '2026-11-17 11:00:00' } },
};
export const Rejected: Story = {
  args: {
    ...formArgs,
    record: { ...RECORD, status: 9, statusLabel: '驳回', rejectReason: '照片模糊，请重新拍摄', processTime: '2026-11-17 11:00:00' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/照片模糊，请重新拍摄/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '提交认证' })).toBeInTheDocument();
  },
};
export const Uploading: Story = {
  args: {
    ...formArgs,
    front: { previewUrl: PHOTO, progress: 100, key: 'identity/2026-11-17/front.png' },
    behind: { previewUrl: PHOTO, progress: 42 },
  },
};
export const UploadFailed: Story = {
  args: {
    ...formArgs,
    front: { previewUrl: PHOTO, progress: 100, key: 'identity/2026-11-17/front.png' },
    behind: { previewUrl: PHOTO, progress: 0, error: '上传图片大小不能超过 3MB!' },
    serverError: '证件照片无效，请重新上传',
  },
  play: async ({ canvasElement }) => {
    // A refusal about the whole submission stays by the submit button.
    await expect(within(canvasElement).getByText('证件照片无效，请重新上传')).toBeVisible();
  },
};

const ROW: IdentityReviewRow = {
  id: 1,
  buyerName: '花语工作室',
  buyerPhone: '13800000001',
  accountNo: 'HS100001',
  realName: '张三',
  realIdnumber: '530102199003071238',
  startTime: '2020-01-01',
  expiredTime: '2040-01-01',
  status: 0,
  statusLabel: '审核中',
  rejectReason: '',
  submittedAt: '2026-11-17 10:02:11',
  processedAt: '',
  frontSrc: PHOTO,
  behindSrc: PHOTO,
};
const deskArgs = {
  filter: '0' as const,
  onFilter: fn(),
  rows: [ROW],
  total: 1,
  page: 1,
  pageSize: 10,
  onPage: fn(),
  onApprove: fn(),
  onReject: fn(() => Promise.resolve()),
};

export const Desk: StoryObj<typeof IdentityReviewDesk> = {
  render: (args) => <IdentityReviewDesk {...args} />,
  args: deskArgs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('530102199003071238')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '通过' }));
    await expect(args.onApprove).toHaveBeenCalled();
  },
};
/**
 * 驳回 asks for the reason the buyer reads: without one the dialog says 请输入驳回原因 under the field, and the message
 * goes as soon as a reason is typed; 确认驳回 hands the trimmed reason on.
 */
export const DeskRejects: StoryObj<typeof IdentityReviewDesk> = {
  render: (args) => <IdentityReviewDesk {...args} />,
  args: { ...deskArgs, onReject: fn(() => Promise.resolve()) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '驳回' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '驳回 张三 的实名申请' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(await dialog.findByText(REAL_NAME_MESSAGES.reasonMissing)).toBeVisible();
    await userEvent.type(dialog.getByLabelText('驳回原因'), ' 照片模糊，请重新拍摄 ');
    await expect(dialog.queryByText(REAL_NAME_MESSAGES.reasonMissing)).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(args.onReject).toHaveBeenCalledWith(ROW, '照片模糊，请重新拍摄');
  },
};
/** Another account already uses the same ID number: the card says so before anyone presses 通过. */
export const DeskSameIdNumber: StoryObj<typeof IdentityReviewDesk> = {
  render: (args) => <IdentityReviewDesk {...args} />,
  args: { ...deskArgs, rows: [{ ...ROW, sameIdWarning: '该身份证号已在其他1个账户认证，不能再通过' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('该身份证号已在其他1个账户认证，不能再通过')).toBeVisible();
  },
};
export const DeskEmpty: StoryObj<typeof IdentityReviewDesk> = {
  render: (args) => <IdentityReviewDesk {...args} />,
  args: { ...deskArgs, rows: [], total: 0 },
};
export const DeskLoading: StoryObj<typeof IdentityReviewDesk> = {
  render: (args) => <IdentityReviewDesk {...args} />,
  args: { ...deskArgs, rows: [], loading: true },
};
export const DeskError: StoryObj<typeof IdentityReviewDesk> = {
  render: (args) => <IdentityReviewDesk {...args} />,
  args: { ...deskArgs, rows: [], error: '请求错误，请稍后再试' },
};
export const DeskManyRows: StoryObj<typeof IdentityReviewDesk> = {
  render: (args) => <IdentityReviewDesk {...args} />,
  args: {
    ...deskArgs,
    filter: 'all',
    total: 45,
    rows: Array.from({ length: 10 }, (_, i) => ({
      ...ROW,
      id: i + 1,
      realName: `买家${i + 1}`,
      status: ([0, 1, 9] as const)[i % 3]!,
      statusLabel: ['审核中', '已认证', '驳回'][i % 3]!,
      rejectReason: i % 3 === 2 ? '证件已过期' : '',
      processedAt: i % 3 === 0 ? '' : '2026-11-17 11:00:00',
      behindSrc: i === 1 ? '' : PHOTO,
    })),
  },
};
