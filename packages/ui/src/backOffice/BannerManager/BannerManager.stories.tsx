import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bannerImage, banners } from '../../fixtures';
import { BannerDialog, BannerManager, type BannerRowData } from './BannerManager';

const ROWS: BannerRowData[] = banners.map((banner, i) => ({
  id: i + 1,
  title: banner.title,
  imageUrl: banner.url,
  link: banner.pclink,
  sort: i + 1,
  published: i !== 2,
}));
const MANY: BannerRowData[] = Array.from({ length: 12 }, (_, i) => ({
  ...ROWS[i % ROWS.length]!,
  id: 100 + i,
  sort: i,
  link: i % 4 === 0 ? 'https://www.example.com/spring-festival/very-long-campaign-path' : ROWS[i % ROWS.length]!.link,
}));

const meta = {
  title: 'Admin/BannerManager',
  component: BannerManager,
  args: { rows: ROWS, onCreate: fn(), onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof BannerManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('已隐藏')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `编辑横幅「${ROWS[0]!.title}」` }));
    await expect(args.onEdit).toHaveBeenCalledWith(ROWS[0]);
    await userEvent.click(canvas.getByRole('button', { name: '新增横幅' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const ManyRows: Story = { args: { rows: MANY } };

export const Empty: Story = { args: { rows: [] } };

export const Loading: Story = { args: { rows: [], loading: true } };

export const Failed: Story = { args: { rows: [], error: '横幅加载失败，请稍后再试', onRetry: fn() } };

export const Deleting: Story = { args: { pendingId: 2 } };

const dialogArgs = { open: true, banner: null, imageUrl: null, onPickImage: fn(), onSubmit: fn(), onClose: fn() };

/** 新增横幅 with nothing chosen: the picture and the title are asked for next to their fields. */
export const DialogNew: StoryObj<typeof BannerDialog> = {
  render: (args) => <BannerDialog {...args} />,
  args: dialogArgs,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '新增横幅' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText('请上传横幅图片')).toBeVisible();
    await expect(within(dialog).getByText('请填写横幅标题')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A picture uploaded; a javascript: link is refused, a site path is taken. */
export const DialogLink: StoryObj<typeof BannerDialog> = {
  render: (args) => <BannerDialog {...args} />,
  args: { ...dialogArgs, imageUrl: bannerImage('#c8375d') },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '新增横幅' }));
    await userEvent.type(dialog.getByLabelText('标题'), '春节备货专场');
    await userEvent.type(dialog.getByLabelText('链接'), 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('链接须以 http(s):// 或 / 开头')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('链接'));
    await userEvent.type(dialog.getByLabelText('链接'), '/presell');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ title: '春节备货专场', link: '/presell', sort: '0', published: true }),
    );
  },
};

export const DialogEdit: StoryObj<typeof BannerDialog> = {
  render: (args) => <BannerDialog {...args} />,
  args: { ...dialogArgs, banner: ROWS[1]!, imageUrl: ROWS[1]!.imageUrl },
};

export const DialogUploading: StoryObj<typeof BannerDialog> = {
  render: (args) => <BannerDialog {...args} />,
  args: { ...dialogArgs, uploading: true },
};

export const DialogImageRefused: StoryObj<typeof BannerDialog> = {
  render: (args) => <BannerDialog {...args} />,
  args: { ...dialogArgs, imageError: '上传图片大小不能超过 3MB!' },
};

export const DialogSaving: StoryObj<typeof BannerDialog> = {
  render: (args) => <BannerDialog {...args} />,
  args: { ...dialogArgs, banner: ROWS[0]!, imageUrl: ROWS[0]!.imageUrl, pending: true },
};

export const DialogRefused: StoryObj<typeof BannerDialog> = {
  render: (args) => <BannerDialog {...args} />,
  args: { ...dialogArgs, banner: ROWS[0]!, imageUrl: ROWS[0]!.imageUrl, serverError: '横幅图片无效，请重新上传' },
};
