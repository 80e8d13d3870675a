import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDER_PAD_EXAMPLE, ORDER_PAD_FILE_NOTES, ORDER_PAD_MESSAGES } from '@huashi/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderPadForm, type PadFileText } from './OrderPadForm';
import { padText } from '../fixtures';

/** 快速下单's pad (/quick): paste lines as written, use the example, the template or a filled one, then 识别并匹配. */
const meta = {
  title: 'Market/OrderPad/OrderPadForm',
  component: OrderPadForm,
  args: {
    onSubmit: fn(),
    onReadFile: fn(async (): Promise<PadFileText> => ({ text: padText, note: null })),
    onDownloadTemplate: fn(),
  },
} satisfies Meta<typeof OrderPadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const pad = (canvas: HTMLElement) => within(canvas).getByRole('textbox', { name: '每行一种花：品种 等级 长度 数量' });

/** Empty: the example shows as the placeholder; 识别 with nothing says what to do. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(pad(canvasElement)).toHaveAttribute('placeholder', ORDER_PAD_EXAMPLE);
    await userEvent.click(canvas.getByRole('button', { name: '识别并匹配' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ORDER_PAD_MESSAGES.empty);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Typing after the refusal clears it.
    await userEvent.type(pad(canvasElement), '卡罗拉 A 20扎');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** 填入示例 puts the three example lines in; 识别 sends them. */
export const Example: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '填入示例' }));
    await expect(pad(canvasElement)).toHaveValue(ORDER_PAD_EXAMPLE);
    await userEvent.click(canvas.getByRole('button', { name: '识别并匹配' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(ORDER_PAD_EXAMPLE);
  },
};

/** A florist's six lines pasted. */
export const Filled: Story = { args: { defaultText: padText } };

/** Matching: the button spins and a second press sends nothing. */
export const Pending: Story = {
  args: { defaultText: padText, pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '识别并匹配' })).toBeDisabled();
  },
};

/** More than 200 lines: the schema's words, before anything is sent. */
export const TooManyLines: Story = {
  args: { defaultText: Array.from({ length: 201 }, () => '卡罗拉 A 1').join('\n') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '识别并匹配' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ORDER_PAD_MESSAGES.tooManyLines(201));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused (its words under the field); the text stays. */
export const ServerError: Story = {
  args: { defaultText: padText, serverError: '网络异常，请稍后重试' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
    await expect(pad(canvasElement)).toHaveValue(padText);
  },
};

/** A filled template uploaded: its rows become the pad's lines, to check before matching. */
export const Uploaded: Story = {
  play: async ({ canvasElement, args }) => {
    const file = new File(['品种,等级,长度(cm),数量(扎)\n卡罗拉,A,60,20\n'], '下单模板.csv', { type: 'text/csv' });
    await userEvent.upload(within(canvasElement).getByLabelText('上传填好的模板（Excel 或 CSV）'), file);
    await expect(args.onReadFile).toHaveBeenCalledWith(file);
    await expect(pad(canvasElement)).toHaveValue(padText);
  },
};

/** A filled template whose example rows were left out: its lines, and the note saying so beside the pad. */
export const UploadedExamplesSkipped: Story = {
  args: { onReadFile: fn(async (): Promise<PadFileText> => ({ text: '洋桔梗 B 10', note: ORDER_PAD_FILE_NOTES.examplesSkipped(3) })) },
  play: async ({ canvasElement }) => {
    const file = new File(['品种,等级,长度(cm),数量(扎),备注\n洋桔梗,B,,10\n'], '下单模板.csv', { type: 'text/csv' });
    await userEvent.upload(within(canvasElement).getByLabelText('上传填好的模板（Excel 或 CSV）'), file);
    await expect(pad(canvasElement)).toHaveValue('洋桔梗 B 10');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('已跳过模板里的3行示例（不会购买）');
  },
};

/** A file that cannot be read: the reason, and the pad as it was. */
export const UploadRefused: Story = {
  args: {
    defaultText: '卡罗拉 A 20扎',
    onReadFile: fn(async () => {
      throw new Error('这个文件读不出来：请上传下载的模板（.xlsx 或 .csv）');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('上传填好的模板（Excel 或 CSV）'),
      new File(['\u0000'], '下单模板.csv', { type: 'text/csv' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('这个文件读不出来');
    await expect(pad(canvasElement)).toHaveValue('卡罗拉 A 20扎');
  },
};

export const DownloadTemplate: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '下载模板' }));
    await expect(args.onDownloadTemplate).toHaveBeenCalledTimes(1);
  },
};
