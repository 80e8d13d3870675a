import {
  LOGIS_TYPE_LABELS,
  OPERATOR_MESSAGES,
  OPERATOR_TOOL_MESSAGES,
  RECEIVER_TYPE_LABELS,
  SELF_PICKUP,
  buyerConfirmSchema,
  formatPrice,
  validateForm,
  type BuyerConfirmValues,
  type Fen,
} from '@huashi/domain';
import { useState } from 'react';
import type { Resolver, ResolverResult } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { FormDialog } from '../../primitives/Dialog';
import { Input } from '../../primitives/Input';
import { Message } from '../../primitives/Message';
import { Select } from '../../primitives/Select';
import { Skeleton } from '../../primitives/Skeleton';
import { SummaryList } from '../../internal/summaryList';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';
import { bareFieldset } from '../internal/fieldsetStyles';
import { column } from '../../internal/flex';
import { useDialogForm } from '../../internal/useDialogForm';

/** One of the buyer's cp6 addresses. */
export type OperatorBuyerAddressData = {
  /** The address id the order and preview name it by. */
  receiverHash: string;
  receiverName: string;
  receiverMobile: string;
  /** Province, city and district as one text. */
  region: string;
  receiverAddress: string;
  isDefault: boolean;
  /** 1 self-pickup, 2 agent collection. */
  deliveryType: number;
  /** 1 冷链到店, 2 航空物流, 3 公路冷链, 4 快递; 0 none. */
  receiverType: number;
};

/** The buyer an operator orders for (order/user-info). */
export type OperatorBuyerData = {
  buyerId: string;
  buyerName: string;
  userName: string;
  balanceFen: Fen;
  /** Why the buyer's member price does not apply to the operator's order (a member buyer only; domain operatorMemberPriceNote). */
  memberNote?: string | null;
  addresses: readonly OperatorBuyerAddressData[];
};

/** A buyer the typed text matched (order/find-buyers): 买家ID, name, login phone and account number. */
export type OperatorBuyerMatchData = { buyerId: string; buyerName: string; userName: string; accountNo: string };

/**
 * Where looking the buyer up stands: not yet, under way, several buyers match (the operator picks one: `matches`), no
 * buyer matches, found, or failed (lookupError says why).
 */
export type BuyerLookupState = 'idle' | 'loading' | 'choose' | 'found' | 'notFound' | 'error';

export type BuyerConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  /** 查询: what was typed (trimmed) — a 买家ID, phone, name or account number. */
  onLookup: (text: string) => void;
  lookup: BuyerLookupState;
  /** The buyers the text matched, when more than one (lookup 'choose', and after the pick, to pick another). */
  matches?: readonly OperatorBuyerMatchData[];
  /** One of `matches` picked: the page looks that buyer up. */
  onChoose?: (buyerId: string) => void;
  /** The buyer found (lookup 'found'). */
  buyer: OperatorBuyerData | null;
  lookupError?: string;
  /** The checked choice (self-pickup forces receiver type 1) and the address it names. */
  onConfirm: (values: BuyerConfirmValues, address: OperatorBuyerAddressData) => void | Promise<void>;
  pending?: boolean;
  serverError?: string;
  /** Where the buyer's addresses are added (/cpsixNew?sign=…&buyerId=…), offered when the buyer has none. */
  addAddressHref?: string;
};

const RECEIVER_TYPE_OPTIONS = ([1, 2, 3, 4] as const).map((code) => ({ value: String(code), label: RECEIVER_TYPE_LABELS[code] }));

const StyledAddLink = styled.a`
  color: ${vars.color.primary};
  font-weight: ${vars.font.weight.medium};
`;

const StyledLookup = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space[2]};
  align-items: end;
`;

const StyledAddresses = styled.fieldset`
  ${column(vars.space[2])}
  ${bareFieldset}
`;

const StyledAddress = styled.label<{ $checked: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${vars.space[1]} ${vars.space[2]};
  align-items: start;
  min-height: ${vars.size.controlLg};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${(p) => (p.$checked ? vars.color.primary : vars.color.border)};
  border-radius: ${vars.radius.md};
  background: ${(p) => (p.$checked ? vars.color.primarySoft : vars.color.surface)};
  cursor: pointer;

  input {
    width: ${vars.size.checkbox};
    height: ${vars.size.checkbox};
    margin: ${vars.space[1]} ${vars.space[0]} ${vars.space[0]};
    accent-color: ${vars.color.primary};
  }

  &:focus-within {
    box-shadow: ${vars.shadow.focus};
  }

  ${media.phone} {
    font-size: ${vars.font.size.lg};
  }
`;

const StyledAddressText = styled.span`
  ${column(vars.space[1])}
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledTag = styled.span`
  margin-inline-start: ${vars.space[2]};
  padding: ${vars.space[0]} ${vars.space[1]};
  font-size: ${vars.font.size.xs};
  color: ${vars.color.primary};
  border: ${vars.size.borderWidth} solid ${vars.color.primary};
  border-radius: ${vars.radius.sm};
`;

const StyledMatches = styled.ul`
  ${column(vars.space[1])}
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
`;

const StyledMatch = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space[2]};
  align-items: center;
  overflow-wrap: anywhere;
`;

const StyledMuted = styled.span`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

function defaultHash(buyer: OperatorBuyerData | null): string {
  if (!buyer) return '';
  return (buyer.addresses.find((a) => a.isDefault) ?? buyer.addresses[0])?.receiverHash ?? '';
}

/**
 * The dialog's fields: the text looked up, the address picked ('' or one the buyer found has not: the default one) and
 * the 物流方式 picked per address (by its hash; an address not in it keeps its own receiver type).
 */
type BuyerConfirmFields = { query: string; chosen: string; receiverTypes: Readonly<Record<string, string>> };

/** What 确认买家 hands on: the checked choice and the address it names. */
type BuyerConfirmed = { values: BuyerConfirmValues; address: OperatorBuyerAddressData };

/** The address the fields name for the buyer found (the default one until another is picked). */
function addressOf(found: OperatorBuyerData | null, chosen: string): OperatorBuyerAddressData | null {
  const hash = found?.addresses.some((a) => a.receiverHash === chosen) ? chosen : defaultHash(found);
  return found?.addresses.find((a) => a.receiverHash === hash) ?? null;
}

/** The 物流方式 the fields give an address: the one picked for it, else its own ('' for none). */
function receiverTypeOf(address: OperatorBuyerAddressData | null, receiverTypes: BuyerConfirmFields['receiverTypes']): string {
  if (!address) return '';
  return receiverTypes[address.receiverHash] ?? (address.receiverType > 0 ? String(address.receiverType) : '');
}

/**
 * The domain's buyerConfirmSchema over what the fields name for the buyer found (self-pickup forces receiver type 1);
 * any gap is one text (请完善信息), reported on the address choice.
 */
function confirmResolver(found: OperatorBuyerData | null): Resolver<BuyerConfirmFields, unknown, BuyerConfirmed> {
  return (fields): ResolverResult<BuyerConfirmFields, BuyerConfirmed> => {
    const address = addressOf(found, fields.chosen);
    const check = validateForm(buyerConfirmSchema, {
      buyerId: found?.buyerId ?? '',
      receiverHash: address?.receiverHash ?? '',
      deliveryType: address?.deliveryType,
      receiverType: address?.deliveryType === SELF_PICKUP ? undefined : receiverTypeOf(address, fields.receiverTypes),
    });
    if (check.ok && address) return { values: { values: check.value, address }, errors: {} };
    const message = check.ok ? OPERATOR_MESSAGES.incomplete : check.message;
    return { values: {}, errors: { chosen: { type: 'incomplete', message } } };
  };
}

/**
 * 确认买家: the operator types a 买家ID, phone, name or account number and 查询 (issue 26: a phone is what a florist
 * tells on the phone); one match is looked up at once, several are listed to pick from (name, phone, account number,
 * 买家ID), none says so. The buyer's name and balance show with their addresses, the default one chosen; an address
 * that is not self-pickup needs a 物流方式 (receiver type). Any gap: 请完善信息.
 */
export function BuyerConfirmDialog({
  open,
  onClose,
  onLookup,
  lookup,
  matches = [],
  onChoose,
  buyer,
  lookupError,
  onConfirm,
  pending = false,
  serverError,
  addAddressHref,
}: BuyerConfirmDialogProps) {
  const found = lookup === 'found' && buyer !== null ? buyer : null;
  // No buyer matches the text looked up: said under the field, until the text changes.
  const [lookedUp, setLookedUp] = useState<string | null>(null);
  const { register, handleSubmit, watch, setValue, getValues, setError, clearErrors, trigger, formState } = useDialogForm<
    BuyerConfirmFields,
    unknown,
    BuyerConfirmed
  >({
    open,
    defaults: { query: buyer?.buyerId ?? '', chosen: '', receiverTypes: {} },
    onOpen: () => setLookedUp(null),
    resolver: confirmResolver(found),
    mode: 'onSubmit',
  });
  const { errors, isSubmitted } = formState;
  const [query, chosen, receiverTypes] = watch(['query', 'chosen', 'receiverTypes']);
  const address = addressOf(found, chosen);
  const hash = address?.receiverHash ?? '';
  const selfPickup = address?.deliveryType === SELF_PICKUP;
  const receiverType = receiverTypeOf(address, receiverTypes);
  const fieldError =
    lookup === 'notFound' && (lookedUp === null || lookedUp === query.trim()) ? OPERATOR_TOOL_MESSAGES.buyerNoMatch : undefined;
  // 请完善信息 of 确认买家 (checked again as the choice changes after a try), or of 查询 with nothing typed.
  const problem = errors.chosen?.message ?? errors.root?.message;

  /** A change of the choice after a try checks it again: its text goes as soon as the choice is whole. */
  const choose = (name: 'chosen' | 'receiverTypes', value: BuyerConfirmFields[typeof name]) => {
    setValue(name, value);
    if (isSubmitted) void trigger();
  };

  const search = () => {
    clearErrors('root');
    const text = getValues('query').trim();
    if (text === '') setError('root', { type: 'lookup', message: OPERATOR_MESSAGES.incomplete });
    else {
      setLookedUp(text);
      onLookup(text);
    }
  };

  const confirm = handleSubmit(({ values, address: picked }) => {
    void onConfirm(values, picked);
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="确认买家"
      formId="buyer-confirm"
      onSubmit={confirm}
      submitLabel="确认买家"
      submitDisabled={found === null}
      pending={pending}
      serverError={serverError}
    >
      <StyledLookup>
        <Input
          label="买家"
          autoComplete="off"
          placeholder="买家ID、手机号、名称或账号"
          hint="可输入买家ID、手机号、名称或账号查询"
          error={fieldError}
          {...register('query')}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              search();
            }
          }}
        />
        <Button type="button" variant="secondary" loading={lookup === 'loading'} onClick={search}>
          查询
        </Button>
      </StyledLookup>
      {lookup === 'loading' ? <Skeleton lines={3} aria-label="正在查询买家" /> : null}
      {matches.length > 1 && (lookup === 'choose' || lookup === 'found') ? (
        <>
          {lookup === 'choose' ? <Message type="info">找到 {matches.length} 位买家，请选择</Message> : null}
          <StyledMatches aria-label="匹配的买家">
            {matches.map((m) => {
              const picked = found?.buyerId === m.buyerId;
              return (
                <StyledMatch key={m.buyerId}>
                  <StyledAddressText>
                    <span>
                      {m.buyerName}（{m.userName}）
                    </span>
                    <StyledMuted>
                      账号 {m.accountNo} · 买家ID {m.buyerId}
                    </StyledMuted>
                  </StyledAddressText>
                  <Button
                    type="button"
                    size="sm"
                    variant={picked ? 'primary' : 'secondary'}
                    aria-pressed={picked}
                    aria-label={`${picked ? '已选择' : '选择'} ${m.buyerName}（${m.userName}）`}
                    onClick={() => onChoose?.(m.buyerId)}
                  >
                    {picked ? '已选择' : '选择'}
                  </Button>
                </StyledMatch>
              );
            })}
          </StyledMatches>
        </>
      ) : null}
      {lookup === 'error' ? (
        <Message type="error" role="alert">
          {lookupError ?? '查询失败，请稍后再试'}
        </Message>
      ) : null}
      {found ? (
        <>
          <SummaryList>
            <dt>买家</dt>
            <dd>
              {found.buyerName}（{found.userName}）
            </dd>
            <dt>账户余额</dt>
            <dd>{formatPrice(found.balanceFen)}</dd>
          </SummaryList>
          {found.addresses.length === 0 ? (
            <Message type="warning" role="alert">
              该买家还没有收货地址，请先为其添加地址
              {addAddressHref ? (
                <>
                  ：
                  <StyledAddLink href={addAddressHref} target="_blank" rel="noopener">
                    添加收货地址
                  </StyledAddLink>
                  （新窗口打开，添加后再点“查询”）
                </>
              ) : null}
            </Message>
          ) : (
            <StyledAddresses>
              <legend>收货地址</legend>
              {found.addresses.map((a) => (
                <StyledAddress key={a.receiverHash} $checked={a.receiverHash === hash}>
                  <input
                    type="radio"
                    name="buyer-confirm-address"
                    value={a.receiverHash}
                    checked={a.receiverHash === hash}
                    onChange={() => choose('chosen', a.receiverHash)}
                  />
                  <StyledAddressText>
                    <span>
                      {a.receiverName} {a.receiverMobile}
                      {a.isDefault ? <StyledTag>默认</StyledTag> : null}
                    </span>
                    <StyledMuted>
                      {a.region} {a.receiverAddress}
                    </StyledMuted>
                    <StyledMuted>
                      {LOGIS_TYPE_LABELS[a.deliveryType === SELF_PICKUP ? 1 : 2]}
                      {a.deliveryType !== SELF_PICKUP && a.receiverType > 0
                        ? ` · ${RECEIVER_TYPE_LABELS[a.receiverType as keyof typeof RECEIVER_TYPE_LABELS] ?? ''}`
                        : ''}
                    </StyledMuted>
                  </StyledAddressText>
                </StyledAddress>
              ))}
            </StyledAddresses>
          )}
          {address && !selfPickup ? (
            <Select
              label="物流方式"
              placeholder="请选择物流方式"
              options={RECEIVER_TYPE_OPTIONS}
              value={receiverType}
              onChange={(event) => choose('receiverTypes', { ...receiverTypes, [address.receiverHash]: event.target.value })}
            />
          ) : null}
        </>
      ) : null}
      {problem ? (
        <Message type="error" role="alert">
          {problem}
        </Message>
      ) : null}
    </FormDialog>
  );
}
