import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { UnderConstruction } from './UnderConstruction';
import { Button } from '../Button';
import { pages } from '../fixtures';

const meta = {
  title: 'Layout/UnderConstruction',
  component: UnderConstruction,
  args: { pageName: pages.afterlist.name, path: pages.afterlist.path },
} satisfies Meta<typeof UnderConstruction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '售后查询' })).toBeVisible();
    await expect(canvas.getByText('建设中，敬请期待')).toBeVisible();
    // The raw path is never printed.
    await expect(canvas.queryByText(pages.afterlist.path)).toBeNull();
    await expect(canvasElement.textContent).not.toContain('/');
  },
};

export const WithAction: Story = {
  args: {
    pageName: pages.disCard.name,
    path: pages.disCard.path,
    action: (
      <Button variant="secondary" onClick={fn()}>
        返回首页
      </Button>
    ),
  },
};

export const WithoutPath: Story = { args: { path: undefined } };
