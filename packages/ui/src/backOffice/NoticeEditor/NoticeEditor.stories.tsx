import { NOTICE_BEGIN_HINT } from '@huashi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NoticeEditor } from './NoticeEditor';

const NOW = Date.UTC(2026, 10, 17, 3, 45, 0);
const EDITING = {
  type: '2',
  title: '关于春节休市的公告',
  beginTime: '2026-11-18T09:00',
  contentHtml:
    '<p>各位花友：</p><p>春节期间<strong>2月15日至2月20日休市</strong>，2月21日恢复交易。</p>' +
    '<h2>节前备货</h2><ul><li>直供场照常开市至2月14日；</li><li>全天场2月14日16:10截单。</li></ul>' +
    '<p>详见 <a href="/help">帮助中心</a>。</p>',
};

const meta = {
  title: 'Admin/NoticeEditor',
  component: NoticeEditor,
  args: { onSubmit: fn(), onCancel: fn(), nowMs: NOW },
} satisfies Meta<typeof NoticeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new notice: nothing filled in; 保存 asks for every field next to it but 发布时间 (empty: it begins when saved). */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存并发布' }));
    await expect(await canvas.findByText('请选择类型')).toBeVisible();
    await expect(canvas.getByText('标题不能为空')).toBeVisible();
    await expect(canvas.getByText(NOTICE_BEGIN_HINT)).toBeVisible();
    await expect(canvas.getByText('内容不能为空')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Without 发布时间 the notice is published when saved. */
export const PublishNow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('类型'), '公告');
    await userEvent.type(canvas.getByLabelText('标题'), '临时停电通知');
    await userEvent.type(canvas.getByRole('textbox', { name: '内容' }), '今晚停电');
    await userEvent.click(canvas.getByRole('button', { name: '保存并发布' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ type: '2', title: '临时停电通知', beginTime: '', contentHtml: '<p>今晚停电</p>' }, true),
    );
  },
};

/** Writing one: type, title, time, bold text from the toolbar; saved and published. */
export const Writing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('类型'), '公告');
    await userEvent.type(canvas.getByLabelText('标题'), '明日停市通知');
    await userEvent.type(canvas.getByLabelText('发布时间'), '2026-11-18T09:00');
    const content = canvas.getByRole('textbox', { name: '内容' });
    await userEvent.click(content);
    await userEvent.click(canvas.getByRole('button', { name: '加粗' }));
    await expect(canvas.getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(content, '设备检修');
    await userEvent.click(canvas.getByRole('button', { name: '保存并发布' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { type: '2', title: '明日停市通知', beginTime: '2026-11-18T09:00', contentHtml: '<p><strong>设备检修</strong></p>' },
        true,
      ),
    );
  },
};

/** Editing an existing notice. */
export const Editing: Story = {
  args: { initial: EDITING, mode: 'edit' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '内容' })).toHaveTextContent('2月15日至2月20日休市');
    await expect(canvas.queryByRole('button', { name: '保存并发布' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: '关于春节休市的公告' }), false));
  },
};

/** 预览: the notice as the buyer's /message shows it. */
export const Preview: Story = {
  args: { initial: EDITING, mode: 'edit', defaultTab: 'preview' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('tabpanel', { name: '预览' });
    await expect(within(preview).getByRole('heading', { level: 1, name: '关于春节休市的公告' })).toBeVisible();
    await expect(within(preview).getByText('2026-11-18 09:00:00')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '编辑' }));
    await expect(canvas.getByRole('textbox', { name: '内容' })).toBeVisible();
  },
};

/** A link is checked before it is set: only http(s):// or a site path. */
export const Link: Story = {
  args: { initial: { ...EDITING, contentHtml: '<p>查看帮助中心</p>' }, mode: 'edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '链接' }));
    await userEvent.type(canvas.getByLabelText('链接地址'), 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(await canvas.findByText('链接须以 http(s):// 或 / 开头')).toBeVisible();
  },
};

/** The server refused the save. */
export const Error: Story = { args: { initial: EDITING, mode: 'edit', serverError: '公告不存在' } };

/** Saving: the buttons wait and the fields are locked. */
export const Saving: Story = {
  args: { initial: EDITING, pending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('标题')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '加粗' })).toBeDisabled();
  },
};
