import { WATCH_MESSAGES } from '@huashi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WatchEditor } from './WatchEditor';

const meta = {
  title: 'Watch/WatchEditor',
  component: WatchEditor,
  args: { open: true, target: 'variety', subject: '卡罗拉', todayPriceFen: 28_00, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof WatchEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new variety watch: grade, length, 到货提醒 on; 降价提醒 asks its target price. */
export const NewVariety: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.selectOptions(body.getByLabelText('等级'), 'A');
    await userEvent.click(body.getByLabelText('降价提醒'));
    await expect(body.getByText('今日最低 ¥28.00/扎')).toBeVisible();
    await userEvent.type(body.getByLabelText('目标价（元/扎）'), '25');
    await userEvent.click(body.getByRole('button', { name: '保存关注' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ levelName: 'A', lengthCode: null, arrived: true, restock: false, targetPrice: '25' }),
    );
  },
};

/** No alert ticked: the domain's message, nothing sent. */
export const NoAlert: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByLabelText('到货提醒'));
    await userEvent.click(body.getByRole('button', { name: '保存关注' }));
    await expect(await body.findByText(WATCH_MESSAGES.noAlert)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A target price with a third decimal is refused in words. */
export const BadPrice: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByLabelText('降价提醒'));
    await userEvent.type(body.getByLabelText('目标价（元/扎）'), '1.234');
    await userEvent.click(body.getByRole('button', { name: '保存关注' }));
    await expect(await body.findByText(WATCH_MESSAGES.priceFormat)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing a lot's watch: no 到货提醒 (it has arrived), no grade or length. */
export const Lot: Story = {
  args: {
    target: 'lot',
    subject: '黑魔术 B级 55-60cm · 斗南鲜花种植基地 · 批次1024',
    targetFixed: true,
    initial: { restock: true, priceOn: true, targetPrice: '30.00' },
    todayPriceFen: null,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByLabelText('到货提醒')).toBeNull();
    await expect(body.queryByLabelText('等级')).toBeNull();
    await expect(body.getByLabelText('目标价（元/扎）')).toHaveValue('30.00');
    await expect(body.getByText('今日暂无在售')).toBeVisible();
  },
};

/** The server refused: its message under the fields. */
export const Refused: Story = { args: { serverError: WATCH_MESSAGES.tooMany } };

export const Saving: Story = { args: { pending: true } };
