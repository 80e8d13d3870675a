import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Page } from './Page';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { Card } from '../Card';
import { Price } from '../Price';
import { prices } from '../../fixtures';
import { messages } from '../fixtures';

const blocks = [
  <Card key="address" title="收货地址">
    <span>李花语 13800000001 云南省昆明市呈贡区 斗南街道斗南花卉交易中心一楼自提点</span>
  </Card>,
  <Card key="items" title="商品清单">
    <span>卡罗拉 A 55-60cm × 3扎</span>
  </Card>,
];

const meta = {
  title: 'Layout/Page',
  component: Page,
  args: { title: '确认订单', children: blocks },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    title: '收货地址',
    description: '默认地址排在最前，下单时自动选中。',
    actions: <Button>新增收货地址</Button>,
    width: 'narrow',
    gutter: 'lg',
    as: 'main',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('button', { name: '新增收货地址' }));
  },
};

/** No header: the page only spaces its blocks. */
export const NoHeader: Story = {
  args: { title: undefined, children: [<Banner key="banner">{messages.info}</Banner>, ...blocks] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The content width token caps a page that has no app frame around it. */
export const ContentWidth: Story = { args: { width: 'content', gutter: 'md' } };

/** A sticky bar with the totals and the submit button. */
export const WithFooter: Story = {
  args: {
    gap: 5,
    footer: (
      <>
        <span>
          可用余额 <Price fen={prices.balance} variant="plain" />
        </span>
        <span>
          共3扎，应付 <Price fen={prices.bunch} size="lg" />
        </span>
        <Button size="lg">提交订单</Button>
      </>
    ),
  },
};

/** Signed-out pages: the full viewport, the card in the middle, on the bloom backdrop. */
export const Centered: Story = {
  args: {
    title: undefined,
    layout: 'centered',
    backdrop: 'bloom',
    gutter: 'lg',
    children: (
      <Card title="花市 · 昆明鲜切花批发" headingLevel={1} centerTitle elevation="floating" padding="lg" width="sm">
        <span>登录后查看今日行情与供应商报价。</span>
      </Card>
    ),
  },
};

export const Screen: Story = {
  args: {
    title: undefined,
    layout: 'screen',
    backdrop: 'bloom',
    gutter: 'lg',
    gap: 6,
    children: [
      <Card key="register" title="注册账号" elevation="floating" padding="lg" width="sm">
        <span>邀请码 HS8821</span>
      </Card>,
      <Card key="app" title="下载花市 App" width="sm">
        <span>扫码下载，随时随地看行情。</span>
      </Card>,
    ],
  },
};

/** 375 px: the header wraps its actions under the title, nothing scrolls sideways. */
export const Phone: Story = {
  args: { ...WithActions.args, width: 'fill', gutter: 'md', style: { width: 375 } },
};
