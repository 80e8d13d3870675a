import type { OpenAccountValues, RegionNode } from '@huashi/domain';
import { RegionCascader } from '../RegionCascader';
import { AccountForm, FormSubmit } from '../../../internal/AccountFormParts';
import { FormInput, FormSelect } from '../../../internal/FormField';
import { useOpenAccountForm } from './useOpenAccountForm';

export type BuyerTypeOption = { code: string; name: string };

export type OpenAccountFormProps = {
  onSubmit: (values: OpenAccountValues) => void | Promise<void>;
  /** The buyer type dictionary (key 42). */
  buyerTypes: readonly BuyerTypeOption[];
  /** The region tree (province → city → district). */
  regions: readonly RegionNode[];
  /** The dictionary or the region tree is still loading. */
  loading?: boolean;
  pending?: boolean;
  serverError?: string;
  defaultValues?: Partial<OpenAccountValues>;
};

/** /dredge (§5): buyer type, region (province and city; the district when the city has them) and the detail address. */
export function OpenAccountForm({
  onSubmit,
  buyerTypes,
  regions,
  loading = false,
  pending = false,
  serverError,
  defaultValues,
}: OpenAccountFormProps) {
  const { control, handleSubmit, formState, watch, setValue } = useOpenAccountForm(defaultValues);
  const { errors } = formState;
  const [provinceId, cityId, districtId] = watch(['addrPid', 'addrCid', 'addrZid']);
  const regionError = errors.addrPid?.message ?? errors.addrCid?.message;

  return (
    <AccountForm label="开通账户" pending={pending} onSubmit={handleSubmit(onSubmit)}>
      <FormSelect
        control={control}
        name="buyerType"
        label="购买商类别"
        placeholder={loading ? '加载中' : '请选择购买商类别'}
        options={buyerTypes.map((type) => ({ value: type.code, label: type.name }))}
        disabled={loading}
      />
      <RegionCascader
        label="所在地区"
        regions={regions}
        loading={loading}
        value={{ provinceId, cityId, districtId }}
        error={regionError}
        onChange={(region) => {
          const touched = formState.isSubmitted;
          setValue('addrPid', region.provinceId, { shouldValidate: touched });
          setValue('addrPname', region.province);
          setValue('addrCid', region.cityId, { shouldValidate: touched });
          setValue('addrCname', region.city);
          setValue('addrZid', region.districtId);
          setValue('addrZname', region.district);
        }}
      />
      <FormInput
        control={control}
        name="address"
        label="详细地址"
        placeholder="请输入详细地址，如街道、门牌号、店铺名"
        autoComplete="street-address"
      />
      <FormSubmit serverError={serverError} pending={pending}>
        立即开通
      </FormSubmit>
    </AccountForm>
  );
}
