import type { Meta, StoryObj } from '@storybook/react-vite';
import { AFTER_SALES_TYPES } from '@huashi/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AfterSaleDetail, type AfterSaleDetailData } from './AfterSaleDetail';
import { AfterSaleForm } from './AfterSaleForm';
import { AfterSaleList, type AfterSaleRecordData } from './AfterSaleList';
import { AfterSaleProgress } from './AfterSaleProgress';
import { ImageUploader, type UploadSlot } from './ImageUploader';

const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#c8375d"/></svg>');
const ITEM = {
  flwName: '卡罗拉',
  levelName: 'A',
  productImage: PHOTO,
  supplierName: '斗南鲜花种植基地',
  buyQty: 3,
  flwUnitno: 20,
  buyPriceFen: 185,
};
const SLOTS: UploadSlot[] = [
  { id: 'a', previewUrl: PHOTO, name: 'a.png', progress: 100, key: 'after-sales/a.png' },
  { id: 'b', previewUrl: PHOTO, name: 'b.png', progress: 42 },
  { id: 'c', previewUrl: PHOTO, name: 'c.png', progress: 0, error: '上传失败，请重试' },
];

const meta = { title: 'AfterSale/AfterSaleForm', component: AfterSaleForm } satisfies Meta<typeof AfterSaleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const formArgs = {
  item: ITEM,
  types: AFTER_SALES_TYPES,
  claimable: 3,
  refusal: '',
  slots: [],
  onAddImages: fn(),
  onRemoveImage: fn(),
  onSubmit: fn(),
};

/**
 * An empty form: the item with the price paid per stem; 提交 says 请选择售后类型 next to the type. Each corrected
 * field's message goes as soon as its value is valid, before 提交, and the next problem in the spec's order shows.
 */
export const Empty: Story = {
  args: formArgs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('单价 ￥1.85/枝 · 20枝/扎 · 购买 3 扎')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请选择售后类型');
    await userEvent.selectOptions(canvas.getByLabelText('售后类型'), '数量短缺');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请输入具体数量');
    await userEvent.type(canvas.getByLabelText('售后数量（扎）'), '5');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('不能再多啦');
    await userEvent.clear(canvas.getByLabelText('售后数量（扎）'));
    await userEvent.type(canvas.getByLabelText('售后数量（扎）'), '2');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请输入问题描述');
    await expect(canvas.getByLabelText('售后数量（扎）')).not.toHaveAccessibleDescription(/不能再多啦/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Photos uploading, uploaded and failed. */
export const Uploading: Story = { args: { ...formArgs, slots: SLOTS } };
/** Loading the types. */
export const Loading: Story = { args: { ...formArgs, types: null } };
/** The window closed: everything disabled with the reason. */
export const Refused: Story = { args: { ...formArgs, refusal: '已超过收货后8小时，不能再申请售后', claimable: 0 } };
/** The server refused the submission. */
export const ServerError: Story = { args: { ...formArgs, slots: [SLOTS[0]!], serverError: '该商品已申请过售后，同一商品只能申请一次' } };
/** Grade D: no 质量问题 in the types. */
export const GradeD: Story = { args: { ...formArgs, item: { ...ITEM, levelName: 'D' } } };

export const Uploader: StoryObj<typeof ImageUploader> = {
  render: (args) => <ImageUploader {...args} />,
  args: { slots: SLOTS, onAdd: fn(), onRemove: fn(), onRefuse: fn() },
};
export const UploaderEmpty: StoryObj<typeof ImageUploader> = {
  render: (args) => <ImageUploader {...args} />,
  args: { slots: [], onAdd: fn(), onRemove: fn(), onRefuse: fn(), error: '请上传最少一张图片' },
};

function record(i: number, over: Partial<AfterSaleRecordData> = {}): AfterSaleRecordData {
  return {
    id: i + 1,
    mainId: 100 + i,
    itemId: 200 + i,
    orderNo: `HS20261117${String(1000 + i)}`,
    flwName: ['卡罗拉', '雪山', '粉荔枝'][i % 3]!,
    levelName: 'A',
    supplierName: '斗南鲜花种植基地',
    productImage: PHOTO,
    asName: '数量短缺',
    asQty: 1 + (i % 3),
    createTime: '2026-11-17 14:20:00',
    statusText: i % 2 ? '等待处理' : '退款成功，已退款￥35.15',
    status: i % 2 ? 0 : 10,
    ...over,
  };
}
const listArgs = {
  rows: [record(0), record(1)],
  total: 2,
  page: 1,
  onPageChange: fn(),
  types: AFTER_SALES_TYPES,
  filters: { asType: '', keyword: '', start: '', end: '' },
  onFiltersChange: fn(),
  onOpen: fn(),
  hotline: '400-871-6688',
  chatAccount: 'hu*********01',
};
/** The hotline is the market's (the server's MARKET_HOTLINE, issue 26), with the masked chat account. */
export const List: StoryObj<typeof AfterSaleList> = {
  render: (args) => <AfterSaleList {...args} />,
  args: listArgs,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('售后热线 400-871-6688 · 在线客服 hu*********01')).toBeVisible();
  },
};
/** The hotline not known yet (the server has not answered): the chat account alone, never an empty 售后热线. */
export const ListHotlineLoading: StoryObj<typeof AfterSaleList> = {
  render: (args) => <AfterSaleList {...args} />,
  args: { ...listArgs, hotline: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('在线客服 hu*********01')).toBeVisible();
    await expect(within(canvasElement).queryByText(/售后热线/)).toBeNull();
  },
};
export const ListEmpty: StoryObj<typeof AfterSaleList> = {
  render: (args) => <AfterSaleList {...args} />,
  args: { ...listArgs, rows: [], total: 0 },
};
export const ListLoading: StoryObj<typeof AfterSaleList> = {
  render: (args) => <AfterSaleList {...args} />,
  args: { ...listArgs, rows: [], loading: true },
};
export const ListError: StoryObj<typeof AfterSaleList> = {
  render: (args) => <AfterSaleList {...args} />,
  args: { ...listArgs, rows: [], error: '售后记录加载失败', onRetry: fn() },
};
export const ListMany: StoryObj<typeof AfterSaleList> = {
  render: (args) => <AfterSaleList {...args} />,
  args: { ...listArgs, rows: Array.from({ length: 10 }, (_, i) => record(i)), total: 37 },
};

export const Progress: StoryObj<typeof AfterSaleProgress> = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[0, 1, 2, 8, 10].map((status) => (
        <AfterSaleProgress key={status} status={status} />
      ))}
    </div>
  ),
};

const DETAIL: AfterSaleDetailData = {
  id: 1,
  status: 0,
  statusText: '等待处理',
  orderNo: 'HS202611171000',
  flwName: '卡罗拉',
  levelName: 'A',
  supplierName: '斗南鲜花种植基地',
  productImage: PHOTO,
  asName: '质量问题',
  asQty: 2,
  asReason: '花头发黑，叶子枯黄',
  asNotice: '',
  createTime: '2026-11-17 14:20:00',
  photos: [
    { thumb: PHOTO, full: PHOTO },
    { thumb: PHOTO, full: PHOTO },
  ],
  canCancel: true,
};
export const Detail: StoryObj<typeof AfterSaleDetail> = {
  render: (args) => <AfterSaleDetail {...args} />,
  args: { record: DETAIL, onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '撤销' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: '确认撤销' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
export const DetailPaid: StoryObj<typeof AfterSaleDetail> = {
  render: (args) => <AfterSaleDetail {...args} />,
  args: { record: { ...DETAIL, status: 10, statusText: '退款成功，已退款￥35.15', canCancel: false }, onCancel: fn() },
};
export const DetailRejected: StoryObj<typeof AfterSaleDetail> = {
  render: (args) => <AfterSaleDetail {...args} />,
  args: { record: { ...DETAIL, status: 2, statusText: '处理失败', asNotice: '照片看不出问题', canCancel: false }, onCancel: fn() },
};
