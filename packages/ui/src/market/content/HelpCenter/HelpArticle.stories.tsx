import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { helpSections } from '../fixtures';
import { HelpArticle } from './HelpArticle';

const [sessions, afterSales, contact] = helpSections;

const meta = {
  title: 'Content/HelpArticle',
  component: HelpArticle,
  args: { section: sessions },
} satisfies Meta<typeof HelpArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text, a table with column headers and a list. */
export const WithTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '可下单时间' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '11:30-13:00' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Numbered steps and a worked example. */
export const StepsAndNote: Story = {
  args: { section: afterSales },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '售后规则' })).toBeVisible();
    await expect(canvasElement.querySelector('ol')).not.toBeNull();
  },
};

export const TextOnly: Story = { args: { section: contact } };
