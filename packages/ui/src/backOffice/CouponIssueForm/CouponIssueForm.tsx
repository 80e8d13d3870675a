import { yupResolver } from '@hookform/resolvers/yup';
import {
  COUPON_ISSUE_LIMITS,
  COUPON_ISSUE_TARGETS,
  COUPON_SCOPE_NAMES,
  couponIssueSchema,
  memberLevelLabel,
  type CouponIssueContext,
  type CouponIssueField,
  type CouponIssueInput,
  type CouponIssueTarget,
} from '@huashi/domain';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Input } from '../../primitives/Input';
import { Select } from '../../primitives/Select';
import { Stack } from '../../primitives/Stack';
import { vars } from '../../theme/vars';
import { stackedOnPhone } from '../../internal/grid';

export type CouponIssueValues = Required<Omit<CouponIssueInput, 'level' | 'useLimit'>> & { level: string; useLimit: string };

export type CouponIssueFormProps = {
  /** The member levels to choose from (1…n). */
  levels: readonly number[];
  /** Checked values (the domain's rules passed): the page sends them. */
  onSubmit: (values: CouponIssueValues) => void;
  /** The clock for the end-time check (epoch ms), read at each check. */
  now: () => number;
  pending?: boolean;
  /** The server's refusal: its message, and per field when it named one. */
  serverError?: string;
  serverErrors?: Partial<Record<CouponIssueField, string>>;
  /** The last issuing's count (shows 已发放N张优惠券). */
  issued?: number | null;
  /** The signed-in role may not issue (the server would answer 403). */
  forbidden?: boolean;
};

const EMPTY: CouponIssueValues = {
  target: 'buyer',
  phone: '',
  level: '',
  value: '',
  minAmount: '',
  useLimit: '1',
  flowerRule: '',
  endTime: '',
};

const StyledForm = styled.form`
  ${stackedOnPhone(2, vars.space[4])}
  align-items: start;
`;

const StyledWide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  align-items: center;
`;

const StyledDone = styled.span`
  color: ${vars.color.success};
  font-size: ${vars.font.size.sm};
`;

const TARGETS = Object.entries(COUPON_ISSUE_TARGETS).map(([value, label]) => ({ value, label }));
const SCOPES = Object.entries(COUPON_SCOPE_NAMES).map(([value, label]) => ({ value, label }));

/** 优惠券 desk: issue a coupon to one buyer (by phone), every buyer of a member level, or every buyer. */
export function CouponIssueForm({
  levels,
  onSubmit,
  now,
  pending = false,
  serverError,
  serverErrors,
  issued = null,
  forbidden = false,
}: CouponIssueFormProps) {
  const { register, handleSubmit, formState, setError, control } = useForm<CouponIssueValues, CouponIssueContext>({
    // The schema's fields are the typed strings of CouponIssueValues; each is checked by the domain's checkCouponIssue.
    resolver: yupResolver(couponIssueSchema),
    context: { clock: now },
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = formState;
  // The server's per-field refusals show under their fields until the field is corrected, like the form's own.
  const serverKey = JSON.stringify(serverErrors ?? {});
  useEffect(() => {
    const refusals = JSON.parse(serverKey) as Partial<Record<CouponIssueField, string>>;
    for (const [field, message] of Object.entries(refusals)) {
      if (message) setError(field as CouponIssueField, { type: 'server', message });
    }
  }, [serverKey, setError]);
  const shown = (field: CouponIssueField) => errors[field]?.message;
  const submit = handleSubmit((values) => {
    if (pending || forbidden) return;
    onSubmit(values);
  });
  const target = useWatch({ control, name: 'target' }) as CouponIssueTarget;

  if (forbidden) {
    return (
      <Card>
        <Banner tone="warning">您的角色无权发放优惠券</Banner>
      </Card>
    );
  }
  return (
    <Card>
      <Stack gap={4}>
        <StyledForm noValidate aria-label="发放优惠券" onSubmit={submit}>
          <Select label="发放对象" options={TARGETS} {...register('target')} error={shown('target')} disabled={pending} />
          {target === 'buyer' && (
            <Input label="买家手机号" inputMode="numeric" maxLength={13} {...register('phone')} error={shown('phone')} disabled={pending} />
          )}
          {target === 'level' && (
            <Select
              label="会员等级"
              placeholder="请选择"
              options={levels.map((l) => ({ value: String(l), label: memberLevelLabel(l) }))}
              {...register('level')}
              error={shown('level')}
              disabled={pending}
            />
          )}
          {target === 'all' && <span />}
          <Input label="面额（元）" inputMode="decimal" {...register('value')} error={shown('value')} disabled={pending} />
          <Input
            label="使用门槛（元）"
            inputMode="decimal"
            hint="留空或0为无门槛"
            {...register('minAmount')}
            error={shown('minAmount')}
            disabled={pending}
          />
          <Select label="使用范围" options={SCOPES} {...register('useLimit')} error={shown('useLimit')} disabled={pending} />
          <Input
            label="品种规则（选填）"
            maxLength={COUPON_ISSUE_LIMITS.flowerRuleMax + 10}
            hint="如：玫瑰、康乃馨可用；留空则显示使用范围"
            {...register('flowerRule')}
            error={shown('flowerRule')}
            disabled={pending}
          />
          <Input
            label="截止时间"
            placeholder="YYYY-MM-DD"
            hint="只填日期则到当天23:59:59"
            {...register('endTime')}
            error={shown('endTime')}
            disabled={pending}
          />
          <StyledWide>
            <Button type="submit" loading={pending}>
              发放
            </Button>
            {issued !== null && !pending ? <StyledDone role="status">已发放{issued}张优惠券</StyledDone> : null}
          </StyledWide>
        </StyledForm>
        {serverError ? <Banner tone="error">{serverError}</Banner> : null}
      </Stack>
    </Card>
  );
}
