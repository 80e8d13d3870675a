import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BuyerProfile } from '../BuyerProfile/BuyerProfile';
import { BuyerSearch, type BuyerSearchProps } from './BuyerSearch';
import { BUYER_PAGE, BUYER_PROFILE, BUYER_ROWS } from '../buyerFixtures';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { firstPageArgs } from '../../internal/storyArgs';
import { expectNoSidewaysScroll } from '../../internal/storyChecks';

const ROWS = BUYER_ROWS;
/** The buyer opened from the broad search's page: far down its list. */
const FAR_DOWN = BUYER_PAGE[15]!;

const meta = {
  title: 'Admin/BuyerSearch',
  component: BuyerSearch,
  args: { query: '', onSearch: fn(), ...firstPageArgs(ROWS), onOpen: fn() },
} satisfies Meta<typeof BuyerSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every buyer, newest first; a search and 查看 go to the page. */
export const Results: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('查找买家'), ' 13800000001 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith('13800000001');
    await userEvent.click(canvas.getByRole('button', { name: '查看 春城婚庆（HS100002）' }));
    await expect(args.onOpen).toHaveBeenCalledWith(ROWS[1]);
    await expect(canvas.getByText('￥1000.00')).toBeVisible();
  },
};

/** The buyer open beside the table: their row is highlighted and marked current. */
export const Selected: Story = {
  args: { query: '1380000', rows: ROWS.slice(0, 2), total: 2, selectedId: 2 },
  play: async ({ canvasElement }) => {
    const current = canvasElement.querySelector('[role="row"][aria-current="true"]');
    await expect(current).not.toBeNull();
    await expect(current).toHaveTextContent(ROWS[1]!.nickName);
  },
};

export const NothingFound: Story = { args: { query: '13999999999', rows: [], total: 0 } };

export const Loading: Story = { args: { query: '春城', rows: [], total: 0, loading: true } };

export const LoadFailed: Story = { args: { rows: [], total: 0, error: '买家列表加载失败，请稍后再试', onRetry: fn() } };

/** A page of 20 while looking: the box shows 10 rows and half of the 11th, the rest scroll inside it. */
export const ManyPages: Story = {
  args: { rows: BUYER_PAGE, total: 235, page: 3 },
  parameters: { visual: { wide: true } },
};

/** The grid's box and the rows of its body, on screen. */
function resultBox(canvasElement: HTMLElement) {
  const grid = within(canvasElement).getByRole('grid', { name: '买家列表' });
  const header = grid.querySelector('[role="row"][aria-rowindex="1"]')!.getBoundingClientRect();
  return { grid, box: grid.getBoundingClientRect(), header };
}

/**
 * Issue 26: a buyer open from a page of 20: the result box shrinks to three rows and a half (their profile opens under it), with
 * the buyer's row scrolled into view inside it, below the header; the page itself does not move.
 */
export const ChosenFromMany: Story = {
  args: { query: '139', rows: BUYER_PAGE, total: 235, selectedId: FAR_DOWN.id },
  play: async ({ canvasElement }) => {
    // The open buyer's row is marked once the grid has laid out its rows (a frame later on a busy machine).
    const marked = () => resultBox(canvasElement).grid.querySelector('[role="row"][aria-current="true"]');
    await waitFor(() => expect(marked()).toHaveTextContent(FAR_DOWN.nickName));
    const { box, header } = resultBox(canvasElement);
    // The header, three rows and half of the next (the list goes on).
    await expect(box.height).toBeLessThanOrEqual(header.height * 4.5 + 2);
    const current = marked()!;
    const row = current.getBoundingClientRect();
    await expect(row.top).toBeGreaterThanOrEqual(header.bottom);
    await expect(row.bottom).toBeLessThanOrEqual(box.bottom);
    await expect(canvasElement.ownerDocument.scrollingElement?.scrollTop ?? 0).toBe(0);
  },
};

/** The 买家 desk as the back office lays it out: the search, then the open buyer's profile. */
function Desk(props: BuyerSearchProps) {
  return (
    <Page width="fill" title="买家" description="按手机号、名称或账号查找买家，查看账户、资金流水、订单与收货地址。">
      <Stack gap={4}>
        <BuyerSearch {...props} />
        <BuyerProfile profile={BUYER_PROFILE} canAdjust onAdjust={fn()} />
      </Stack>
    </Page>
  );
}

/**
 * Issue 26: on a 1024 × 768 laptop (and 1366 × 768, the visual walker's wide shot) the buyer opened from a page of 20
 * results shows their profile within the first screen — its heading, the figures and 增加余额 — under a result box of
 * three rows and a half, not a full-height list.
 */
export const DeskWithProfile: Story = {
  args: { query: '139', rows: BUYER_PAGE, total: 235, selectedId: FAR_DOWN.id },
  render: (args) => <Desk {...args} />,
  globals: { viewport: { value: 'desk1024', isRotated: false } },
  parameters: { visual: { wide: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = canvasElement.ownerDocument.defaultView!.innerHeight;
    const heading = canvas.getByRole('heading', { name: `${BUYER_PROFILE.nickName}（${BUYER_PROFILE.accountNo}）` });
    await expect(heading.getBoundingClientRect().bottom).toBeLessThanOrEqual(screen);
    // 可用余额 (￥5100.00 − ￥200.00 frozen), the figure under its label.
    await expect(canvas.getByText('￥4900.00').getBoundingClientRect().bottom).toBeLessThanOrEqual(screen);
    await expect(canvas.getByRole('button', { name: '增加余额' }).getBoundingClientRect().bottom).toBeLessThanOrEqual(screen);
  },
};

/** Each buyer's numeric 买家ID (what an operator types in /goodTp) shows beside the account number. */
export const ShowsBuyerId: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '买家ID' })).toBeVisible();
    const row = canvas.getByText('HS100002').closest<HTMLElement>('[role="row"]')!;
    await expect(within(row).getByText('2')).toBeVisible();
  },
};

/** At 390 px the desk does not scroll sideways (the table scrolls inside its own box). */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};
