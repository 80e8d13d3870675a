import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Select } from './Select';
import { afterSaleTypes, logisticsWays } from '../fixtures';
import { inStoryFrame, StyledStoryStack } from '../../internal/StoryLayout';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: '物流方式', options: logisticsWays, placeholder: '请选择物流方式', onChange: fn() },
  decorators: [inStoryFrame()],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText('物流方式');
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, '航空物流');
    await expect(select).toHaveValue('2');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Selected: Story = { args: { defaultValue: '3' } };

export const WithError: Story = {
  args: { error: '请选择物流方式' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('物流方式');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('请选择物流方式');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '1' } };

/** Two selects whose values come only from react-hook-form's register (no value / defaultValue prop). */
function RegisteredSelects() {
  const { register, setValue } = useForm({ defaultValues: { chosen: '2', empty: '' } });
  return (
    <StyledStoryStack>
      <Select label="已登记的物流方式" options={logisticsWays} placeholder="请选择物流方式" {...register('chosen')} />
      <Select label="未选择的物流方式" options={logisticsWays} placeholder="请选择物流方式" {...register('empty')} />
      <Button variant="secondary" onClick={() => setValue('chosen', '')}>
        清空
      </Button>
    </StyledStoryStack>
  );
}

const colorOf = (element: HTMLElement) => getComputedStyle(element).color;

/** A value set through register shows as a value (not greyed like the placeholder), also after setValue. */
export const RegisteredValue: Story = {
  render: () => <RegisteredSelects />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chosen = canvas.getByLabelText('已登记的物流方式');
    const empty = canvas.getByLabelText('未选择的物流方式');
    await expect(chosen).toHaveValue('2');
    await expect(empty).toHaveValue('');
    const placeholderColor = colorOf(empty);
    await expect(colorOf(chosen)).not.toBe(placeholderColor);
    await userEvent.selectOptions(empty, '快递');
    await expect(colorOf(empty)).toBe(colorOf(chosen));
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await expect(chosen).toHaveValue('');
    await expect(colorOf(chosen)).toBe(placeholderColor);
  },
};

export const Matrix: Story = {
  render: () => (
    <StyledStoryStack>
      <Select label="小号" size="sm" options={afterSaleTypes} placeholder="请选择售后类型" />
      <Select label="中号" options={afterSaleTypes} defaultValue="1" />
      <Select label="大号" size="lg" options={logisticsWays} defaultValue="4" />
      <Select label="提示" options={logisticsWays} placeholder="请选择物流方式" hint="自提无需选择物流" />
      <Select label="错误" options={afterSaleTypes} placeholder="请选择售后类型" error="请选择售后类型" />
      <Select label="禁用" options={logisticsWays} defaultValue="2" disabled />
    </StyledStoryStack>
  ),
};
