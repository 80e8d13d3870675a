import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Input } from './Input';
import { addressForm, buyer } from '../../fixtures';
import { inStoryFrame, StyledStoryStack } from '../../internal/StoryLayout';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { label: '收货人', placeholder: '请填写姓名', onChange: fn(), onClear: fn() },
  decorators: [inStoryFrame()],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: addressForm.receiverName } };

export const WithHint: Story = {
  args: { label: '昵称', defaultValue: buyer.nickName, hint: '昵称不超过16个字符' },
};

export const WithError: Story = {
  args: { label: '手机号', defaultValue: '13887', error: addressForm.phoneInvalid, inputMode: 'tel' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('手机号');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(addressForm.phoneInvalid);
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '自提点：斗南花卉市场' } };

export const Clearable: Story = {
  args: { clearable: true, defaultValue: addressForm.receiverName },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('收货人');
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: '清空' })).toBeNull();
  },
};

/** Whether a style rule hides the native cancel button of a search field (no getComputedStyle for that pseudo). */
function hidesNativeCancel(input: HTMLElement): boolean {
  return Array.from(input.ownerDocument.styleSheets).some((sheet) =>
    Array.from(sheet.cssRules).some(
      (rule) =>
        rule instanceof CSSStyleRule &&
        rule.style.display === 'none' &&
        rule.selectorText.split(',').some((selector) => {
          const host = /^(.+)::-webkit-search-cancel-button$/.exec(selector.trim())?.[1];
          return host !== undefined && input.matches(host);
        }),
    ),
  );
}

/**
 * A clearable search field (the goods list's 关键词): one clear button — ours; the browser's own cancel button of
 * `type="search"` is hidden, so a focused field with text never shows two ×.
 */
export const SearchClearable: Story = {
  args: { label: '关键词', type: 'search', clearable: true, defaultValue: '卡罗拉', placeholder: '商品名称、编码或供应商' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: '关键词' });
    await userEvent.click(input);
    await expect(hidesNativeCancel(input)).toBe(true);
    await expect(canvas.getAllByRole('button', { name: '清空' })).toHaveLength(1);
  },
};

/** A search field without our clear button keeps the browser's own. */
export const SearchNativeClear: Story = {
  args: { label: '关键词', type: 'search', defaultValue: '卡罗拉' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(hidesNativeCancel(canvas.getByRole('searchbox', { name: '关键词' }))).toBe(false);
    await expect(canvas.queryByRole('button', { name: '清空' })).toBeNull();
  },
};

export const MaxLengthWithCount: Story = {
  args: { label: '收货人', maxLength: 10, showCount: true, defaultValue: addressForm.receiverName },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('收货人');
    await userEvent.type(input, '是斗南花卉批发市场老板');
    await expect(input).toHaveValue('李红梅是斗南花卉批发');
    await expect(canvas.getByText('10/10')).toBeVisible();
  },
};

export const WithSuffix: Story = {
  args: { label: '购买数量', defaultValue: '12', suffix: '扎', inputMode: 'numeric', size: 'sm' },
};

/** Controlled by a parent: the clear button empties the parent's state too. */
export const Controlled: Story = {
  render: function ControlledInput(args) {
    const [value, setValue] = useState<string>(addressForm.address);
    return <Input {...args} label="详细地址" clearable value={value} onChange={(e) => setValue(e.target.value)} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await expect(canvas.getByLabelText('详细地址')).toHaveValue('');
    await userEvent.type(canvas.getByLabelText('详细地址'), '斗南');
    await expect(canvas.getByLabelText('详细地址')).toHaveValue('斗南');
  },
};

export const Matrix: Story = {
  render: () => (
    <StyledStoryStack>
      <Input label="小号" size="sm" placeholder="请输入品种名称" />
      <Input label="中号" placeholder="请输入品种名称" defaultValue="卡罗拉" clearable />
      <Input label="大号" size="lg" placeholder="请输入品种名称" />
      <Input label="带计数" maxLength={16} showCount defaultValue={buyer.nickName} />
      <Input label="提示" hint="座机请加区号" placeholder="请填写手机号" />
      <Input label="错误" error={addressForm.addressTooLong} defaultValue={addressForm.address} />
      <Input label="禁用" disabled defaultValue="自提点：斗南花卉市场" />
    </StyledStoryStack>
  ),
};
