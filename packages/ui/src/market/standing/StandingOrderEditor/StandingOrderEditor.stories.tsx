import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_STANDING_LINE, gradeMatches, STANDING_MESSAGES, standingShareNote, type SessionType } from '@huashi/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { StandingSupplierQuery } from '../StandingSupplierPicker';
import { StandingOrderEditor } from './StandingOrderEditor';

const VARIETIES = [
  { flwCode: 'KLL', name: '卡罗拉' },
  { flwCode: 'HMS', name: '黑魔术' },
  { flwCode: 'MTX', name: '满天星' },
];

/**
 * The suppliers selling each variety today, in a zone and grades, as the server's supplier search finds them by number,
 * name or location, zone and grade.
 */
const SUPPLIERS: Record<string, { supplierId: string; supplierName: string; place: string; session: SessionType; grades: string[] }[]> = {
  KLL: [
    { supplierId: 'A1001', supplierName: '呈贡斗南花卉种植专业合作社', place: '斗南', session: 'A', grades: ['A', 'B'] },
    { supplierId: 'B2003', supplierName: '晋宁花农联合社', place: '晋宁', session: 'A', grades: ['A'] },
    { supplierId: 'C3012', supplierName: '斗南鲜切花批发·王姐', place: '斗南', session: 'C', grades: ['A'] },
  ],
  HMS: [{ supplierId: 'C1001', supplierName: '云南花农', place: '呈贡', session: 'C', grades: ['B'] }],
  MTX: [],
};

const findSuppliers = async ({ flwCode, keyword, session, levelName }: StandingSupplierQuery) =>
  (SUPPLIERS[flwCode] ?? [])
    .filter((s) => !keyword || [s.supplierId, s.supplierName, s.place].some((text) => text.includes(keyword)))
    .filter((s) => (!session || s.session === session) && (!levelName || s.grades.some((g) => gradeMatches(levelName, g))))
    .map(({ supplierId, supplierName }) => ({ supplierId, supplierName }));

const meta = {
  title: 'Standing/StandingOrderEditor',
  component: StandingOrderEditor,
  args: { varieties: VARIETIES, share: 0.5, findSuppliers: fn(findSuppliers), onSubmit: fn(), onCancel: fn() },
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
    // The fairness rule of the run being entered: 限时直供's 11:30 opening is capped by the share.
    await expect(canvas.getByText(standingShareNote({ session: 'A', time: '11:30' }, 0.5))).toBeVisible();
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
    // The rule follows the time typed: 09:00 is first come first served, 18:00 is an opening (capped).
    await userEvent.clear(canvas.getByLabelText('执行时间'));
    await userEvent.type(canvas.getByLabelText('执行时间'), '09:00');
    await expect(canvas.getByText(standingShareNote({ session: 'C', time: '09:00' }, 0.5))).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('执行时间'));
    await userEvent.type(canvas.getByLabelText('执行时间'), '18:00');
    await expect(canvas.getByText(/^全天专区 18:00 是开场时间：/)).toBeVisible();
    // No supplier sells 满天星 today: the picker says so.
    await userEvent.click(canvas.getByRole('button', { name: '选择供应商' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '选择满天星的优先供应商' });
    await expect(await within(dialog).findByText('今天没有供应商在卖这个品种')).toBeVisible();
    await userEvent.keyboard('{Escape}');
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
        { ...EMPTY_STANDING_LINE, flwCode: 'HMS', levelName: 'B', bunches: '10', supplierId: 'C1001', supplierName: '云南花农' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('云南花农（C1001）')).toBeVisible();
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

/**
 * 优先供应商 is picked by name: 选择供应商 opens the supplier search of the line's variety (the shop page's box: number,
 * name or location), a tap picks one, the line shows its name and the order is saved with its number; 不限 clears it.
 */
export const PickSupplier: Story = {
  args: {
    initial: {
      name: '每周卡罗拉',
      session: 'A',
      time: '11:30',
      days: ['1', '3'],
      budget: '',
      lines: [{ ...EMPTY_STANDING_LINE, flwCode: 'KLL', levelName: 'A', bunches: '20' }],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const picker = canvas.getByRole('group', { name: '优先供应商' });
    await expect(within(picker).getByText('不限')).toBeVisible();
    await userEvent.click(within(picker).getByRole('button', { name: '选择供应商' }));
    const dialog = body.getByRole('dialog', { name: '选择卡罗拉的优先供应商' });
    await expect(await within(dialog).findByRole('button', { name: '晋宁花农联合社（B2003）' })).toBeVisible();
    // Only the order's zone and the line's grade (trial 2 of issue 32): 斗南鲜切花批发 sells 卡罗拉 A in the 全天专区 only.
    await expect(args.findSuppliers).toHaveBeenLastCalledWith({ flwCode: 'KLL', keyword: '', session: 'A', levelName: 'A' });
    await expect(within(dialog).queryByRole('button', { name: /C3012/ })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '供应商关键词' }), '斗南{Enter}');
    await expect(args.findSuppliers).toHaveBeenLastCalledWith({ flwCode: 'KLL', keyword: '斗南', session: 'A', levelName: 'A' });
    await expect(within(dialog).queryByRole('button', { name: '晋宁花农联合社（B2003）' })).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled(); // the search's Enter is not the editor's
    await userEvent.click(within(dialog).getByRole('button', { name: '呈贡斗南花卉种植专业合作社（A1001）' }));
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(within(picker).getByText('呈贡斗南花卉种植专业合作社（A1001）')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存固定订单' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ lines: [expect.objectContaining({ flwCode: 'KLL', supplierId: 'A1001' })] }),
      expect.anything(),
    );
    await userEvent.click(within(picker).getByRole('button', { name: '不限' }));
    await expect(within(picker).getByRole('button', { name: '选择供应商' })).toBeVisible();
  },
};

/** A line without a variety has no suppliers to look through: the picker waits for the variety. */
export const SupplierNeedsVariety: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '选择供应商' })).toBeDisabled();
    await expect(canvas.getByText('先选择品种，再选供应商')).toBeVisible();
  },
};
