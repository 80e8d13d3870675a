import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BatchStepper, type BatchStepperProps } from './BatchStepper';
import { StoryRow, StyledStoryStack } from '../../../internal/StoryLayout';

function Stateful(args: BatchStepperProps) {
  const [value, setValue] = useState(args.value);
  return (
    <BatchStepper
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

/** The stock falls to 2 batches right after the page shows 5 (another buyer bought the rest; live stock). */
function StockFalls(args: BatchStepperProps) {
  const [max, setMax] = useState(args.max);
  useEffect(() => {
    const timer = setTimeout(() => setMax(2), 0);
    return () => clearTimeout(timer);
  }, []);
  return <Stateful {...args} max={max} />;
}

/** The event a play function dispatches on `window` to set the live stock (detail: batches left) without moving focus. */
const STOCK_EVENT = 'story:stock';

/** The stock as a live stream sets it: whatever the play function dispatches, while the box keeps its focus. */
function LiveStock(args: BatchStepperProps) {
  const [max, setMax] = useState(args.max);
  useEffect(() => {
    const fall = (event: Event) => setMax((event as CustomEvent<number>).detail);
    window.addEventListener(STOCK_EVENT, fall);
    return () => window.removeEventListener(STOCK_EVENT, fall);
  }, []);
  return <Stateful {...args} max={max} />;
}

const meta = {
  title: 'Catalog/BatchStepper',
  component: BatchStepper,
  args: { value: 1, max: 5, onChange: fn(), onRefuse: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof BatchStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** At 1, − refuses with 不能再少啦 and the value stays 1. */
export const AtMinimum: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '减少' }));
    await expect(args.onRefuse).toHaveBeenCalledWith('不能再少啦');
    await expect(canvas.getByRole('textbox', { name: '购买批数' })).toHaveValue('1');
  },
};

/** At the stock, + refuses with 不能再多啦. */
export const AtMaximum: Story = {
  args: { value: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '增加' }));
    await expect(args.onRefuse).toHaveBeenCalledWith('不能再多啦');
    await expect(canvas.getByRole('textbox', { name: '购买批数' })).toHaveValue('5');
  },
};

/** Letters never reach the box; 0 is refused with 不能再少啦 and stock + 1 with 不能再多啦. */
export const TypingLetters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: '购买批数' });
    await userEvent.clear(box);
    await userEvent.type(box, 'a3b{Enter}');
    await expect(box).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.clear(box);
    await userEvent.type(box, '0{Enter}');
    await expect(args.onRefuse).toHaveBeenLastCalledWith('不能再少啦');
    await expect(box).toHaveValue('1');
    await userEvent.clear(box);
    await userEvent.type(box, '6');
    await userEvent.tab();
    await expect(args.onRefuse).toHaveBeenLastCalledWith('不能再多啦');
    await expect(box).toHaveValue('5');
  },
};

export const SoldOut: Story = {
  args: { value: 1, max: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '购买批数' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '增加' })).toBeDisabled();
  },
};

export const Matrix: Story = {
  render: () => (
    <StyledStoryStack>
      <StoryRow label="最少">
        <BatchStepper value={1} max={20} onChange={() => {}} />
      </StoryRow>
      <StoryRow label="中间">
        <BatchStepper value={12} max={20} onChange={() => {}} />
      </StoryRow>
      <StoryRow label="最多">
        <BatchStepper value={20} max={20} onChange={() => {}} />
      </StoryRow>
      <StoryRow label="售罄">
        <BatchStepper value={1} max={0} onChange={() => {}} />
      </StoryRow>
      <StoryRow label="禁用">
        <BatchStepper value={2} max={20} disabled onChange={() => {}} />
      </StoryRow>
    </StyledStoryStack>
  ),
};

/** 5 chosen, then the live stock falls to 2 batches: the quantity clamps to 2 with 不能再多啦. */
export const StockFallsBelowQuantity: Story = {
  args: { value: 5 },
  render: (args) => <StockFalls {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '购买批数' })).toHaveValue('2');
    await expect(args.onRefuse).toHaveBeenCalledWith('不能再多啦');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

/**
 * 3 typed into the box and not committed (still focused, no Enter or Tab), then the live stock falls to 1 batch: the box
 * clamps to 1 at once with 不能再多啦 — not only when it is left — so 立即购买 never takes a quantity the buyer did not see.
 */
export const StockFallsBelowTypedQuantity: Story = {
  render: (args) => <LiveStock {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: '购买批数' });
    await userEvent.clear(box);
    await userEvent.type(box, '3');
    await expect(box).toHaveFocus();
    await expect(args.onRefuse).not.toHaveBeenCalled();
    window.dispatchEvent(new CustomEvent(STOCK_EVENT, { detail: 1 }));
    await waitFor(() => expect(box).toHaveValue('1'));
    await waitFor(() => expect(args.onRefuse).toHaveBeenCalledWith('不能再多啦'));
    await expect(box).toHaveFocus();
    // Committing now keeps the 1 left, without another refusal.
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('1');
    await expect(args.onRefuse).toHaveBeenCalledTimes(1);
  },
};
