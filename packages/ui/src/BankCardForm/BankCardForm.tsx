import {
  bankCardSchema,
  bankOfCardNumber,
  FORM_ROOT_PATH,
  formErrors,
  realNameRequiredMessage,
  type RealNameState,
  type RegionNode,
  type RegionSelection,
} from '@huashi/domain';
import type { FormEvent, HTMLAttributes } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Input } from '../Input';
import { RegionCascader } from '../RegionCascader';
import { Select } from '../Select';
import {
  MoneyFormError,
  MoneyPanelLoadError,
  MoneyPanelLoading,
  moneyNotice,
  StyledMoneyForm,
  StyledMoneyPanel,
} from '../internal/moneyPanel';
import { vars } from '../theme/vars';

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

const StyledCard = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: ${vars.space[0]};
  padding: ${vars.space[4]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};

  dt {
    color: ${vars.color.textSecondary};
  }
  dd {
    margin: ${vars.space[0]};
    overflow-wrap: anywhere;
  }
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
  const [cardName, setCardName] = useState(realName);
  const [cardNumber, setCardNumber] = useState('');
  const [bankcode, setBankcode] = useState('');
  const [region, setRegion] = useState<RegionSelection | null>(null);
  const [bankBranch, setBankBranch] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

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
        <StyledCard aria-label="已绑定的银行卡">
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
        </StyledCard>
        <div>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            更换银行卡
          </Button>
        </div>
      </StyledMoneyPanel>
    );
  }

  const bank = banks.find((b) => b.code === bankcode);
  const values = {
    cardName,
    cardNumber,
    bankName: bank?.name ?? '',
    bankcode,
    province: region?.provinceId ?? '',
    city: region?.cityId ?? '',
    area: region?.districtId ?? '',
    bankBranch,
  };

  const changeNumber = (text: string) => {
    setCardNumber(text);
    const known = bankOfCardNumber(text);
    if (known && banks.some((b) => b.code === known.code)) setBankcode(known.code);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(bankCardSchema, values, { realNameState, realName });
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ ...values, cardNumber: cardNumber.replace(/[\s-]/g, '') });
  };

  return (
    <StyledMoneyPanel aria-label="银行卡" {...rest}>
      <StyledMoneyForm onSubmit={submit} noValidate aria-label="绑定银行卡">
        <Input
          label="持卡人姓名"
          value={cardName}
          onChange={(e) => setCardName(e.target.value)}
          error={errors.cardName}
          hint="须与实名认证姓名一致"
          autoComplete="name"
          maxLength={30}
        />
        <Input
          label="银行卡号"
          value={cardNumber}
          onChange={(e) => changeNumber(e.target.value)}
          error={errors.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
        />
        <Select
          label="开户银行"
          placeholder="请选择银行"
          options={banks.map((b) => ({ value: b.code, label: b.name }))}
          value={bankcode}
          onChange={(e) => setBankcode(e.target.value)}
          error={errors.bankcode ?? errors.bankName}
        />
        <RegionCascader
          label="开户地区"
          regions={regions}
          value={{ provinceId: region?.provinceId, cityId: region?.cityId, districtId: region?.districtId }}
          onChange={setRegion}
          error={errors.province ?? errors.city}
        />
        <Input
          label="开户支行"
          value={bankBranch}
          onChange={(e) => setBankBranch(e.target.value)}
          error={errors.bankBranch}
          maxLength={60}
        />
        <MoneyFormError error={errors[FORM_ROOT_PATH]} serverError={serverError} />
        <div>
          <Button type="submit" variant="primary" loading={submitting}>
            确认绑定
          </Button>
        </div>
      </StyledMoneyForm>
    </StyledMoneyPanel>
  );
}
