import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { addressForm, chenggong, firstFormatAddresses, regionTree } from '../../../fixtures';
import { cp6Addresses, pickupAddress } from '../fixtures';
import { AddressDialog } from './AddressDialog';

const shop = firstFormatAddresses[1];
const ownDistrictCity = cp6Addresses[1];

const meta = {
  title: 'Address/AddressDialog',
  component: AddressDialog,
  args: { format: 'first', open: true, regions: regionTree, pickup: pickupAddress, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof AddressDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const AddFirstFormat: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    await expect(body.getByRole('dialog', { name: '新增收货地址' })).toBeVisible();
    // First-format inputs stop at 6 and 11 characters (§5).
    await expect(body.getByLabelText('收货人')).toHaveAttribute('maxlength', '6');
    await expect(body.getByLabelText('手机号')).toHaveAttribute('maxlength', '11');
    await expect(body.getByLabelText('手机号')).toHaveAttribute('placeholder', '手机号或区号+座机号，如08716543210');
    await userEvent.selectOptions(body.getByLabelText('物流类型'), '代收');
    await userEvent.type(body.getByLabelText('收货人'), addressForm.receiverName);
    await userEvent.type(body.getByLabelText('手机号'), addressForm.phone);
    await userEvent.selectOptions(body.getByLabelText('省份'), '云南省');
    await userEvent.selectOptions(body.getByLabelText('城市'), '昆明市');
    await userEvent.selectOptions(body.getByLabelText('区县'), '呈贡区');
    await userEvent.type(body.getByLabelText('详细地址'), '斗南街道花卉产业园3栋');
    await userEvent.selectOptions(body.getByLabelText('物流方式'), '航空物流');
    await userEvent.click(body.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        contactUser: addressForm.receiverName,
        contactPhone: addressForm.phone,
        ...chenggong,
        address: '斗南街道花卉产业园3栋',
        logisType: 2,
        logisWay: 2,
        logisName: '',
        default: 0,
      }),
    );
  },
};

export const EditFirstFormat: Story = {
  args: { address: shop },
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    await expect(body.getByRole('dialog', { name: '编辑收货地址' })).toBeVisible();
    await expect(body.getByLabelText('详细地址')).toHaveValue(shop.address);
    await userEvent.click(body.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ id: shop.id, logisWay: 3, default: 1 })));
  },
};

/** Self-pickup fills the market's address and locks region, address and way; choosing 代收 gives back the typed ones. */
export const SelfPickup: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    await userEvent.selectOptions(body.getByLabelText('物流类型'), '代收');
    await userEvent.type(body.getByLabelText('详细地址'), '我的店铺地址');
    await userEvent.selectOptions(body.getByLabelText('物流类型'), '自提');
    await expect(body.getByLabelText('详细地址')).toHaveValue(pickupAddress.address);
    await expect(body.getByLabelText('详细地址')).toHaveAttribute('readonly');
    await expect(body.getByLabelText('省份')).toBeDisabled();
    await expect(body.getByLabelText('区县')).toBeDisabled();
    await expect(body.getByLabelText('区县')).toHaveDisplayValue('呈贡区');
    await expect(body.getByLabelText('物流方式')).toBeDisabled();
    await expect(body.getByLabelText('物流公司（选填）')).toBeDisabled();
    await userEvent.type(body.getByLabelText('收货人'), '李自提');
    await userEvent.type(body.getByLabelText('手机号'), '13800000001');
    await userEvent.click(body.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ logisType: 1, logisWay: null, logisName: '', addrZid: '530114', address: pickupAddress.address }),
      ),
    );
    await userEvent.selectOptions(body.getByLabelText('物流类型'), '代收');
    await expect(body.getByLabelText('详细地址')).toHaveValue('我的店铺地址');
    await expect(body.getByLabelText('省份')).toBeEnabled();
  },
};

/**
 * A hyphenated landline: the first format takes digits only, so the hyphen never enters the field (as the quantity
 * fields drop what is not a digit) and 0871-6543210 is saved as 08716543210.
 */
export const HyphenatedLandline: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    await userEvent.selectOptions(body.getByLabelText('物流类型'), '自提');
    await userEvent.type(body.getByLabelText('收货人'), '李花语');
    await userEvent.type(body.getByLabelText('手机号'), '0871-6543210');
    await expect(body.getByLabelText('手机号')).toHaveValue('08716543210');
    await userEvent.click(body.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ contactPhone: '08716543210' })));
  },
};

/** Letters typed into the phone never appear (13912abc345 → 13912345); full-width digits become plain digits. */
export const PhoneDropsLetters: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const phone = body.getByLabelText('手机号');
    await userEvent.type(phone, '13912abc345');
    await expect(phone).toHaveValue('13912345');
    await userEvent.clear(phone);
    await userEvent.type(phone, '１３８０００００００１');
    await expect(phone).toHaveValue('13800000001');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** cp6 keeps its looser rule: digits, spaces, + and - stay, letters go. */
export const Cp6PhoneDropsLetters: Story = {
  args: { format: 'cp6' },
  play: async ({ canvasElement }) => {
    const phone = bodyOf(canvasElement).getByLabelText('手机号');
    await userEvent.type(phone, '0755-8321x6688');
    await expect(phone).toHaveValue('0755-83216688');
  },
};

/** Editing a self-pickup address: the market's address is shown, region, address and way are locked. */
export const EditSelfPickup: Story = {
  args: { address: firstFormatAddresses[0] },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await expect(body.getByLabelText('物流类型')).toHaveDisplayValue('自提');
    await expect(body.getByLabelText('城市')).toBeDisabled();
    await expect(body.getByLabelText('详细地址')).toHaveAttribute('readonly');
    await expect(body.getByText('自提无需选择物流方式')).toBeVisible();
  },
};

/** An agent-collection address exists: the type selector is locked to 代收. */
export const LockedType: Story = {
  args: { lockedType: 2 },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await expect(body.getByLabelText('物流类型')).toBeDisabled();
    await expect(body.getByLabelText('物流类型')).toHaveDisplayValue('代收');
    await expect(body.getByText('已有代收地址，新地址只能选择代收')).toBeVisible();
  },
};

/** Saving an empty form: every required message of §5 at once. */
export const RequiredErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(body.getByRole('button', { name: '保存' }));
    for (const message of ['请选择物流类型', '请填写姓名', '请填写手机号', '请选择地址', '请填写详细地址', '请选择物流方式']) {
      await expect(await body.findByText(message, { selector: '[role=alert]' })).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Values that break the limits: short phone, long address (first format). */
export const InvalidValues: Story = {
  args: {
    address: { ...shop, id: undefined, contactPhone: '138000', address: '斗南花卉交易中心'.repeat(16) },
  },
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(body.getByRole('button', { name: '保存' }));
    await expect(await body.findByText('请填写正确的手机号,座机请加区号')).toBeVisible();
    await expect(body.getByText('您的地址过长，请简化')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** cp6: a name over 10 characters (its input does not stop at 6). */
export const Cp6NameTooLong: Story = {
  args: { format: 'cp6', onSubmit: fn(), address: { ...ownDistrictCity, id: undefined, receiverName: '斗南花卉市场阳光花艺批发部' } },
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(body.getByRole('button', { name: '保存' }));
    await expect(await body.findByText('昵称不可超过十个字符')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** cp6: no district picked → the city is sent as the district. */
export const AddCp6: Story = {
  args: { format: 'cp6', onSubmit: fn() },
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    await userEvent.selectOptions(body.getByLabelText('物流类型'), '代收');
    await userEvent.type(body.getByLabelText('收货人'), '赵敏');
    await userEvent.type(body.getByLabelText('手机号'), '0755-83216688');
    await userEvent.selectOptions(body.getByLabelText('省份'), '广东省');
    await userEvent.selectOptions(body.getByLabelText('城市'), '深圳市');
    await userEvent.type(body.getByLabelText('详细地址'), '香蜜湖街道花卉世界A区8号');
    await userEvent.selectOptions(body.getByLabelText('物流方式'), '冷链到店');
    await userEvent.click(body.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          receiverCityId: '4403',
          receiverAreaId: '4403',
          receiverArea: '深圳市',
          deliveryType: 2,
          receiverType: 1,
        }),
      ),
    );
  },
};

/** cp6 self-pickup forces receiver type 1. */
export const Cp6SelfPickup: Story = {
  args: { format: 'cp6', onSubmit: fn() },
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    await userEvent.selectOptions(body.getByLabelText('物流类型'), '自提');
    await userEvent.type(body.getByLabelText('收货人'), '钱自提');
    await userEvent.type(body.getByLabelText('手机号'), '13600001111');
    await userEvent.click(body.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ deliveryType: 1, receiverType: 1, receiverAreaId: '530114', receiverAddress: pickupAddress.address }),
      ),
    );
  },
};

/** Editing a cp6 address whose city is its own district: the district shows as not picked. */
export const EditCp6: Story = {
  args: { format: 'cp6', onSubmit: fn(), address: ownDistrictCity },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await expect(body.getByLabelText('城市')).toHaveDisplayValue('玉溪市');
    await expect(body.getByLabelText('区县')).toHaveDisplayValue('区县');
    await expect(body.getByLabelText('物流方式')).toHaveDisplayValue('冷链到店');
  },
};

export const Saving: Story = {
  args: { address: shop, pending: true },
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(body.getByRole('button', { name: /保存/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerRefused: Story = {
  args: { lockedType: null, serverError: '已有代收地址，新地址只能选择代收' },
};

export const RegionsLoading: Story = {
  args: { regions: [], regionsLoading: true, pickup: null },
};
