import { bankOfCardNumber, realNameRequiredMessage, type RealNameState, type RegionNode } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Input } from '../../../primitives/Input';
import { RegionCascader } from '../../account/RegionCascader';
import { Select } from '../../../primitives/Select';
import {
  MoneyFormError,
  MoneyPanelLoadError,
  MoneyPanelLoading,
  moneyNotice,
  StyledMoneyForm,
  StyledMoneyPanel,
} from '../../../internal/moneyPanel';
import { vars } from '../../../theme/vars';
import { SummaryList } from '../../../internal/summaryList';
import { useBankCardForm } from './useBankCardForm';

/** The buyer's bound card as the server shows it (number masked). */
export type BoundBankCard = {
  cardName: string;
  cardNumber: string;
  bankName: string;
  province: string;
  city: string;
  area: string;
  bankBranch: string;
};

export type BankCardValuesOut = {
  cardName: string;
  cardNumber: string;
  bankName: string;
  bankcode: string;
  province: string;
  city: string;
  area: string;
  bankBranch: string;
};

export type BankCardFormProps = Omit<HTMLAttributes<HTMLElement>, 'onSubmit'> & {
  /** Still reading the card and the real name. */
  loading?: boolean;
  /** The read failed. */
  loadError?: string;
  onRetry?: () => void;
  /** none / reviewing (审核中) / verified / rejected: only verified may bind a card. */
  realNameState: RealNameState;
  /** The verified name: the only holder allowed, filled in. */
  realName: string;
  /** Where to verify (a link), shown with 请您先完成实名认证 or 实名认证审核中. */
  realNameHref?: string;
  card?: BoundBankCard | null;
  banks: readonly { code: string; name: string }[];
  regions: readonly RegionNode[];
  onSubmit: (values: BankCardValuesOut) => void;
  submitting?: boolean;
  /** The server's refusal. */
  serverError?: string;
};

const StyledNotice = styled.div`
  ${moneyNotice}
  color: ${vars.color.text};
`;

/** /money?key=4: the bound card, or the form (holder = the verified name, number, bank, region, branch). */
export function BankCardForm({
  loading = false,
  loadError,
  onRetry,
  realNameState,
  realName,
  realNameHref = '/realname',
  card,
  banks,
  regions,
  onSubmit,
  submitting = false,
  serverError,
  ...rest
}: BankCardFormProps) {
  const [editing, setEditing] = useState(false);
  const { register, handleSubmit, formState, setValue, watch } = useBankCardForm({ realNameState, realName });
  const { errors, isSubmitted } = formState;
  const [province, city, area] = watch(['province', 'city', 'area']);

  if (loading) {
    return <MoneyPanelLoading aria-label="银行卡" {...rest} />;
  }
  if (loadError) {
    return <MoneyPanelLoadError aria-label="银行卡" error={loadError} onRetry={onRetry} {...rest} />;
  }
  const realNameRefusal = realNameRequiredMessage(realNameState);
  if (realNameRefusal) {
    return (
      <StyledMoneyPanel aria-label="银行卡" {...rest}>
        <StyledNotice role="alert">
          <strong>{realNameRefusal}</strong>
          <span>绑定银行卡前须完成实名认证，持卡人须与实名认证姓名一致。</span>
          <a href={realNameHref}>去实名认证</a>
        </StyledNotice>
      </StyledMoneyPanel>
    );
  }
  if (card && !editing) {
    return (
      <StyledMoneyPanel aria-label="银行卡" {...rest}>
        <SummaryList $variant="card" aria-label="已绑定的银行卡">
          <dt>持卡人</dt>
          <dd>{card.cardName}</dd>
          <dt>银行卡号</dt>
          <dd>{card.cardNumber}</dd>
          <dt>开户银行</dt>
          <dd>{card.bankName}</dd>
          <dt>开户地区</dt>
          <dd>{[card.province, card.city, card.area].filter(Boolean).join(' ')}</dd>
          <dt>开户支行</dt>
          <dd>{card.bankBranch}</dd>
        </SummaryList>
        <div>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            更换银行卡
          </Button>
        </div>
      </StyledMoneyPanel>
    );
  }

  const chooseBank = (code: string) => {
    setValue('bankcode', code, { shouldValidate: isSubmitted });
    setValue('bankName', banks.find((b) => b.code === code)?.name ?? '', { shouldValidate: isSubmitted });
  };
  const submit = handleSubmit((checked) =>
    onSubmit({
      cardName: checked.cardName,
      cardNumber: checked.cardNumber,
      bankName: checked.bankName,
      bankcode: checked.bankcode,
      province: checked.province,
      city: checked.city,
      area: checked.area,
      bankBranch: checked.bankBranch,
    }),
  );

  return (
    <StyledMoneyPanel aria-label="银行卡" {...rest}>
      <StyledMoneyForm onSubmit={submit} noValidate aria-label="绑定银行卡">
        <Input
          label="持卡人姓名"
          {...register('cardName')}
          error={errors.cardName?.message}
          hint="须与实名认证姓名一致"
          autoComplete="name"
          maxLength={30}
        />
        <Input
          label="银行卡号"
          {...register('cardNumber', {
            onChange: (e: { target: { value: string } }) => {
              const known = bankOfCardNumber(e.target.value);
              if (known && banks.some((b) => b.code === known.code)) chooseBank(known.code);
            },
          })}
          error={errors.cardNumber?.message}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
        />
        <Select
          label="开户银行"
          placeholder="请选择银行"
          options={banks.map((b) => ({ value: b.code, label: b.name }))}
          value={watch('bankcode')}
          onChange={(e) => chooseBank(e.target.value)}
          error={errors.bankcode?.message ?? errors.bankName?.message}
        />
        <RegionCascader
          label="开户地区"
          regions={regions}
          value={{ provinceId: province, cityId: city, districtId: area }}
          onChange={(region) => {
            setValue('province', region.provinceId, { shouldValidate: isSubmitted });
            setValue('city', region.cityId, { shouldValidate: isSubmitted });
            setValue('area', region.districtId);
          }}
          error={errors.province?.message ?? errors.city?.message}
        />
        <Input label="开户支行" {...register('bankBranch')} error={errors.bankBranch?.message} maxLength={60} />
        <MoneyFormError error={errors.root?.message} serverError={serverError} />
        <div>
          <Button type="submit" variant="primary" loading={submitting}>
            确认绑定
          </Button>
        </div>
      </StyledMoneyForm>
    </StyledMoneyPanel>
  );
}
