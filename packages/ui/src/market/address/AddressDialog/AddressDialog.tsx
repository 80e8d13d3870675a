import {
  LOGIS_TYPE_LABELS,
  LOGIS_WAY_LABELS,
  RECEIVER_TYPE_LABELS,
  TEXT_LIMITS,
  type PickupAddress,
  type RegionNode,
  type RegionSelection,
} from '@huashi/domain';
import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { Dialog } from '../../../primitives/Dialog';
import { RegionCascader } from '../../account/RegionCascader';
import { Select, type SelectOption } from '../../../primitives/Select';
import { vars } from '../../../theme/vars';
import {
  formValuesFrom,
  submittedValues,
  useAddressForm,
  type AddressFormat,
  type AddressFormValues,
  type Cp6FormatAddressValues,
  type FirstFormatAddressValues,
} from './useAddressForm';
import { column } from '../../../internal/flex';
import { stackedOnPhone } from '../../../internal/grid';
import { FormInput } from '../../../internal/FormField';

type CommonProps = {
  open: boolean;
  onClose: () => void;
  /** The region tree (POST /pc/home/area). */
  regions: readonly RegionNode[];
  regionsLoading?: boolean;
  /** The market's fixed self-pickup address; null while it loads (self-pickup waits for it). */
  pickup: PickupAddress | null;
  /** 2 when an agent-collection address already exists: the type selector is locked to agent collection (§4). */
  lockedType?: 2 | null;
  /** Saving: the button spins and a second submit is refused. */
  pending?: boolean;
  /** The server's refusal, shown above the buttons. */
  serverError?: string;
  /** Portal target (stories, iframes); default document.body. */
  container?: Element | null;
};

type FirstProps = CommonProps & {
  format: 'first';
  /** The address being edited; absent to add one. */
  address?: Partial<FirstFormatAddressValues> & { id?: number };
  onSubmit: (values: FirstFormatAddressValues) => void | Promise<void>;
};

type Cp6Props = CommonProps & {
  format: 'cp6';
  address?: Partial<Cp6FormatAddressValues> & { id?: number };
  onSubmit: (values: Cp6FormatAddressValues) => void | Promise<void>;
};

export type AddressDialogProps = FirstProps | Cp6Props;

const TYPE_OPTIONS: SelectOption[] = [
  { value: '1', label: LOGIS_TYPE_LABELS[1] },
  { value: '2', label: LOGIS_TYPE_LABELS[2] },
];

const WAY_OPTIONS: Record<AddressFormat, SelectOption[]> = {
  first: ([1, 2, 3, 4] as const).map((w) => ({ value: String(w), label: LOGIS_WAY_LABELS[w] })),
  cp6: ([1, 2, 3, 4] as const).map((w) => ({ value: String(w), label: RECEIVER_TYPE_LABELS[w] })),
};

/** Input limits: the first format's inputs stop at 6 and 11 characters (§5); cp6 leaves the rule to speak. */
const INPUT_LIMITS: Record<AddressFormat, { name?: number; phone: number }> = {
  first: { name: TEXT_LIMITS.receiverNameInputMaxFirstFormat, phone: TEXT_LIMITS.receiverPhoneInputMaxFirstFormat },
  cp6: { phone: 20 },
};

/**
 * The first format's phone is digits only (its input stops at 11, which would cut a hyphenated landline); cp6 keeps
 * the looser rule (§5).
 */
const PHONE_PLACEHOLDER: Record<AddressFormat, string> = {
  first: '手机号或区号+座机号，如08716543210',
  cp6: '手机号或带区号的座机',
};

/**
 * What the phone field keeps of each keystroke: the first format digits only (as the quantity fields do), cp6
 * digits, spaces, + and - (its rule); full-width digits become ASCII. Letters never reach the field.
 */
export function phoneInputText(format: AddressFormat, raw: string): string {
  const text = raw.normalize('NFKC');
  return format === 'first' ? text.replace(/\D/g, '') : text.replace(/[^\d\s+-]/g, '');
}

const StyledForm = styled.form`
  ${column(vars.space[4])}
`;

const StyledPair = styled.div`
  ${stackedOnPhone(2, vars.space[3])}
`;

const StyledServerError = styled.p`
  margin: ${vars.space[0]};
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
`;

const REGION_KEYS = ['provinceId', 'province', 'cityId', 'city', 'districtId', 'district', 'detail', 'way'] as const;
type Saved = Pick<AddressFormValues, (typeof REGION_KEYS)[number]>;

/**
 * Add or edit a delivery address in either format, with every rule of §4 and §5: self-pickup fills the market's
 * pickup address and locks region, address and way; the type is locked to agent collection when one exists;
 * cp6 uses the city as district when none is picked and forces receiver type 1 for self-pickup.
 */
export function AddressDialog(props: AddressDialogProps) {
  const {
    open,
    onClose,
    regions,
    regionsLoading = false,
    pickup,
    lockedType = null,
    pending = false,
    serverError,
    container,
    format,
  } = props;
  const editingId = props.address?.id;
  const defaults = formValuesFrom(format, props.address, lockedType);
  const beforePickup = useRef<Saved | null>(null);
  // A new open starts from the given address (or empty); so does a turn to another address while open.
  const form = useAddressForm(format, defaults, pickup, {
    open,
    subject: [format, editingId ?? 'new'],
    onOpen: () => {
      beforePickup.current = null;
    },
  });
  const { register, control, handleSubmit, setValue, watch, formState, clearErrors } = form;
  const { errors } = formState;
  const type = watch('type');
  const selfPickup = type === '1';

  // Self-pickup fills (and locks) the pickup address; leaving it gives back what was typed before.
  const fillPickup = (next: string) => {
    const fields = REGION_KEYS;
    if (next === '1' && pickup) {
      beforePickup.current = Object.fromEntries(fields.map((k) => [k, form.getValues(k)])) as Saved;
      const filled: Saved = {
        provinceId: pickup.provinceId,
        province: pickup.province,
        cityId: pickup.cityId,
        city: pickup.city,
        districtId: pickup.districtId,
        district: pickup.district,
        detail: pickup.address,
        way: '',
      };
      for (const k of fields) setValue(k, filled[k]);
      clearErrors(['provinceId', 'detail', 'way']);
    } else if (next !== '1' && beforePickup.current) {
      const saved = beforePickup.current;
      for (const k of fields) setValue(k, saved[k]);
      beforePickup.current = null;
    }
  };

  const submit = handleSubmit(async (values) => {
    const out = submittedValues(format, values, pickup, editingId);
    if (props.format === 'first') await props.onSubmit(out as FirstFormatAddressValues);
    else await props.onSubmit(out as Cp6FormatAddressValues);
  });

  const limits = INPUT_LIMITS[format];
  const formId = `address-form-${format}`;
  const typeHint = lockedType === 2 ? '已有代收地址，新地址只能选择代收' : selfPickup && !pickup ? '自提点地址加载中…' : undefined;

  return (
    <Dialog
      open={open}
      title={editingId === undefined ? '新增收货地址' : '编辑收货地址'}
      onClose={onClose}
      size="md"
      container={container}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={pending}>
            保存
          </Button>
        </>
      }
    >
      <StyledForm
        id={formId}
        noValidate
        aria-label={editingId === undefined ? '新增收货地址' : '编辑收货地址'}
        onSubmit={(event) => {
          if (pending) {
            event.preventDefault();
            return;
          }
          void submit(event);
        }}
      >
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Select
              label="物流类型"
              placeholder="请选择物流类型"
              options={TYPE_OPTIONS.map((o) => (o.value === '1' && lockedType === 2 ? { ...o, disabled: true } : o))}
              value={field.value}
              disabled={lockedType === 2}
              hint={typeHint}
              error={errors.type?.message}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.value);
                fillPickup(event.target.value);
              }}
            />
          )}
        />
        <StyledPair>
          <FormInput control={control} name="name" label="收货人" placeholder="请填写姓名" autoComplete="name" maxLength={limits.name} />
          <FormInput
            control={control}
            name="phone"
            label="手机号"
            placeholder={PHONE_PLACEHOLDER[format]}
            autoComplete="tel"
            inputMode="tel"
            maxLength={limits.phone}
            onChange={(event) => {
              const kept = phoneInputText(format, event.target.value);
              if (kept !== event.target.value) event.target.value = kept;
            }}
          />
        </StyledPair>
        <Controller
          control={control}
          name="provinceId"
          render={() => (
            <RegionCascader
              label="所在地区"
              regions={regions}
              loading={regionsLoading}
              disabled={selfPickup}
              value={{ provinceId: watch('provinceId'), cityId: watch('cityId'), districtId: watch('districtId') }}
              error={errors.provinceId?.message}
              onChange={(next: RegionSelection) => {
                setValue('provinceId', next.provinceId, { shouldValidate: formState.isSubmitted });
                setValue('province', next.province);
                setValue('cityId', next.cityId);
                setValue('city', next.city);
                setValue('districtId', next.districtId);
                setValue('district', next.district);
              }}
            />
          )}
        />
        <FormInput
          control={control}
          name="detail"
          label="详细地址"
          placeholder="街道、门牌号、店铺名"
          readOnly={selfPickup}
          aria-readonly={selfPickup || undefined}
          hint={selfPickup ? '自提地址由市场统一设置' : undefined}
        />
        <StyledPair>
          <Controller
            control={control}
            name="way"
            render={({ field }) => (
              <Select
                label="物流方式"
                placeholder="请选择物流方式"
                options={WAY_OPTIONS[format]}
                value={selfPickup ? '' : field.value}
                disabled={selfPickup}
                hint={selfPickup ? '自提无需选择物流方式' : undefined}
                error={selfPickup ? undefined : errors.way?.message}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value)}
              />
            )}
          />
          <FormInput
            control={control}
            name="logisName"
            label="物流公司（选填）"
            placeholder="如：昆明同城冷链"
            maxLength={30}
            disabled={selfPickup}
            hint={selfPickup ? '自提无需填写物流公司' : undefined}
            hideError={selfPickup}
          />
        </StyledPair>
        <Checkbox label="设为默认地址" {...register('isDefault')} />
        {serverError ? <StyledServerError role="alert">{serverError}</StyledServerError> : null}
      </StyledForm>
    </Dialog>
  );
}
