import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Stack } from './Stack';
import { Button } from '../Button';
import { GradeBadge } from '../GradeBadge';
import { levelNames, varieties } from '../../fixtures';
import { StoryRow, StyledStoryStack } from '../../internal/StoryLayout';
import { vars } from '../../theme/vars';

/** A visible block so gaps and alignment show in screenshots. */
const StyledTile = styled.div<{ $tall?: boolean }>`
  padding: ${vars.space[2]} ${vars.space[3]};
  min-height: ${(p) => (p.$tall ? vars.size.controlLg : 'auto')};
  font-size: ${vars.font.size.sm};
  background: ${vars.color.primarySoft};
  border: ${vars.size.borderWidth} solid ${vars.color.primaryBorder};
  border-radius: ${vars.radius.md};
`;

const tiles = varieties.slice(0, 4).map((name, index) => (
  <StyledTile key={name} $tall={index === 1}>
    {name}
  </StyledTile>
));

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { children: tiles },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByText(/卡罗拉|雪山|戴安娜|粉佳人/);
    await expect(items).toHaveLength(4);
    const [first, second] = items.map((item) => item.getBoundingClientRect());
    // A column: the second tile sits under the first, 16 px apart.
    await expect(second!.top - first!.bottom).toBe(16);
  },
};

export const Horizontal: Story = { args: { direction: 'horizontal', gap: 2 } };

export const AlignStart: Story = { args: { direction: 'horizontal', align: 'start' } };

export const SpaceBetween: Story = {
  args: {
    direction: 'horizontal',
    justify: 'between',
    children: [
      <strong key="title">购物车（3）</strong>,
      <Button key="clear" variant="secondary" size="sm">
        清空购物车
      </Button>,
    ],
  },
};

/** Wrapping rows: level badges, filters, tags. */
export const Wrap: Story = {
  args: {
    direction: 'horizontal',
    gap: 2,
    wrap: true,
    style: { maxWidth: 240 },
    children: levelNames.map((level) => <GradeBadge key={level} levelName={level} />),
  },
};

/** A list stack renders a real list. */
export const AsList: Story = {
  args: { as: 'ul', gap: 1, children: varieties.slice(0, 3).map((name) => <li key={name}>{name}</li>) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Matrix: Story = {
  render: () => (
    <StyledStoryStack>
      <StoryRow label="竖排 gap 2">
        <Stack gap={2}>{tiles}</Stack>
      </StoryRow>
      <StoryRow label="横排 gap 4">
        <Stack direction="horizontal">{tiles}</Stack>
      </StoryRow>
      <StoryRow label="横排 底对齐">
        <Stack direction="horizontal" align="end" gap={3}>
          {tiles}
        </Stack>
      </StoryRow>
      <StoryRow label="横排 居中">
        <Stack direction="horizontal" justify="center" gap={6} style={{ width: '100%' }}>
          {tiles}
        </Stack>
      </StoryRow>
    </StyledStoryStack>
  ),
};
