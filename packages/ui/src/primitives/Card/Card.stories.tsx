import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Card } from './Card';
import { Button } from '../Button';
import { Price } from '../Price';
import { firstFormatAddresses, prices, varieties } from '../../fixtures';
import { inStoryFrame, StyledStoryStack } from '../../internal/StoryLayout';
import { vars } from '../../theme/vars';

const [home] = firstFormatAddresses;
const addressText = `${home.contactUser} ${home.contactPhone} ${home.addrPname}${home.addrCname}${home.addrZname} ${home.address}`;

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { title: '收货地址', children: <span>{addressText}</span> },
  decorators: [inStoryFrame('panel')],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // A titled card is a region named by its heading.
    const region = within(canvasElement).getByRole('region', { name: '收货地址' });
    await expect(within(region).getByRole('heading', { level: 2, name: '收货地址' })).toBeVisible();
  },
};

export const WithExtra: Story = {
  args: { extra: <a href="/address">管理收货地址</a> },
};

export const WithDescription: Story = {
  args: { title: '开通账户', description: '填写真实信息，审核通过后即可下单。', headingLevel: 1, padding: 'lg', elevation: 'raised' },
};

export const WithFooter: Story = {
  args: {
    title: '商品清单',
    children: <span>卡罗拉 A 55-60cm × 3扎</span>,
    footer: (
      <>
        <span>
          合计 <Price fen={prices.bunch} />
        </span>
        <Button>提交订单</Button>
      </>
    ),
  },
};

/** No title: a plain surface, not a landmark. */
export const Untitled: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

const StyledRows = styled.ul`
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;

  li {
    padding: ${vars.space[3]} ${vars.space[4]};
    border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
  }
  li:last-child {
    border-bottom: none;
  }
`;

/** Rows that draw their own padding and dividers sit edge to edge. */
export const NoPadding: Story = {
  args: {
    title: undefined,
    padding: 'none',
    children: (
      <StyledRows>
        {varieties.slice(0, 3).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </StyledRows>
    ),
  },
};

export const Floating: Story = {
  args: { title: '花市 · 昆明鲜切花批发', headingLevel: 1, centerTitle: true, elevation: 'floating', padding: 'lg', width: 'sm' },
};

export const Matrix: Story = {
  render: (args) => (
    <StyledStoryStack>
      <Card {...args} elevation="flat" />
      <Card {...args} elevation="raised" extra={<a href="/address">管理收货地址</a>} />
      <Card {...args} elevation="floating" width="sm" headingLevel={3} footer={<Button size="sm">确定</Button>} />
    </StyledStoryStack>
  ),
};
