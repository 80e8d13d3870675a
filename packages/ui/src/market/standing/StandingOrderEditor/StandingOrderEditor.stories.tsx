import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_STANDING_LINE, STANDING_MESSAGES } from '@huashi/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StandingOrderEditor } from './StandingOrderEditor';

const VARIETIES = [
  { flwCode: 'KLL', name: '卡罗拉' },
  { flwCode: 'HMS', name: '黑魔术' },
  { flwCode: 'MTX', name: '满天星' },
];

const meta = {
  title: 'Standing/StandingOrderEditor',
  component: StandingOrderEditor,
  args: { varieties: VARIETIES, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof StandingOrderEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new standing order: 限时直供 at the 11:30 opening on weekdays. Submitting it empty names every missing field with
 * the domain's message (the server's too); each message goes as soon as its field is corrected; then it submits.
 */
export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存固定订单' }));
    await expect(canvas.getByText(STANDING_MESSAGES.nameRequired)).toBeVisible();
    await expect(canvas.getByText(STANDING_MESSAGES.varietyRequired)).toBeVisible();
    await expect(canvas.getByText(STANDING_MESSAGES.bunchesFormat)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('名称'), '每周玫瑰');
    await expect(canvas.queryByText(STANDING_MESSAGES.nameRequired)).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('品种'), 'KLL');
    await userEvent.type(canvas.getByLabelText('扎数'), '20');
    await userEvent.type(canvas.getByLabelText('最高价（元/扎）'), '25.5');
    await userEvent.type(canvas.getByLabelText('最短长度（cm）'), '70');
    await userEvent.type(canvas.getByLabelText('最长长度（cm）'), '50');
    await expect(canvas.getByText(STANDING_MESSAGES.lengthRange)).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('最短长度（cm）'));
    await userEvent.type(canvas.getByLabelText('最短长度（cm）'), '40');
    await expect(canvas.queryByText(STANDING_MESSAGES.lengthRange)).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '保存固定订单' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: '每周玫瑰',
        session: 'A',
        time: '11:30',
        days: ['1', '2', '3', '4', '5'],
        lines: [expect.objectContaining({ flwCode: 'KLL', bunches: '20', maxPrice: '25.5', lengthMin: '40', lengthMax: '50' })],
      }),
      expect.anything(),
    );
  },
};

/** An all-day order at a time the zone does not trade, with no day ticked: both said. */
export const AllDayZone: Story = {
  args: {
    initial: {
      name: '满天星补货',
      session: 'C',
      time: '17:00',
      days: [],
      budget: '300',
      lines: [{ ...EMPTY_STANDING_LINE, flwCode: 'MTX', bunches: '5' }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存固定订单' }));
    await expect(canvas.getByText(STANDING_MESSAGES.timeC)).toBeVisible();
    await expect(canvas.getByText(STANDING_MESSAGES.daysRequired)).toBeVisible();
  },
};

/** Editing an order of two lines; 添加花材 adds a third, 删除这一种 removes one. */
export const Editing: Story = {
  args: {
    initial: {
      name: '周二周四玫瑰',
      session: 'A',
      time: '11:30',
      days: ['2', '4'],
      budget: '800',
      lines: [
        {
          ...EMPTY_STANDING_LINE,
          flwCode: 'KLL',
          levelName: 'A',
          lengthMin: '50',
          lengthMax: '70',
          bunches: '20',
          maxPrice: '25',
          allowAlternative: true,
        },
        { ...EMPTY_STANDING_LINE, flwCode: 'HMS', levelName: 'B', bunches: '10', supplierId: 'C1001' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '添加花材' }));
    await expect(canvas.getByText('第3种花材')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: '删除这一种' })[2]!);
    await expect(canvas.queryByText('第3种花材')).toBeNull();
  },
};

/** The server refused it (10 minutes before the run): said above the buttons. */
export const ServerRefused: Story = {
  args: { ...Editing.args, serverError: STANDING_MESSAGES.editCutOff },
};
