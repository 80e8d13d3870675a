import {
  EMPTY_STANDING_LINE,
  SESSIONS,
  STANDING_A_OPENING,
  STANDING_LIMITS,
  standingShareNote,
  WEEKDAY_NAMES,
  WEEKDAYS_MONDAY_FIRST,
  type StandingFormValues,
} from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { FormInput, FormSelect } from '../../../internal/FormField';
import { StyledServerError } from '../../../internal/formStyles';
import { column, wrappingRow } from '../../../internal/flex';
import { stackedOnPhone } from '../../../internal/grid';
import { vars } from '../../../theme/vars';
import { StandingSupplierPicker, type FindStandingSuppliers } from '../StandingSupplierPicker';
import { NEW_STANDING_ORDER, useStandingOrderForm } from './useStandingOrderForm';

export type StandingVarietyOption = { flwCode: string; name: string };

export type StandingOrderEditorProps = Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  /** The varieties a line may ask for. */
  varieties: readonly StandingVarietyOption[];
  /** The market's share of each lot the standing orders of an opening may take (STANDING_SHARE, 0–1). */
  share: number;
  /** Looks up the suppliers of a line's variety for its 优先供应商 picker. */
  findSuppliers: FindStandingSuppliers;
  /** The order being edited (a new one when absent). */
  initial?: StandingFormValues;
  onSubmit: (values: StandingFormValues) => void;
  onCancel?: () => void;
  submitting?: boolean;
  /** The server's refusal. */
  serverError?: string;
};

const StyledForm = styled.form`
  ${column(vars.space[4])}
  width: 100%;
`;

const StyledRow = styled.div`
  ${stackedOnPhone(2, vars.space[3])}
`;

const StyledDays = styled.fieldset`
  ${wrappingRow(vars.space[2], vars.space[4])}
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  border: none;

  legend {
    margin-bottom: ${vars.space[2]};
    font-size: ${vars.font.size.sm};
    color: ${vars.color.textSecondary};
  }
`;

const StyledLine = styled.fieldset`
  ${column(vars.space[3])}
  margin: ${vars.space[0]};
  padding: ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${vars.color.divider};
  border-radius: ${vars.radius.lg};

  legend {
    padding: ${vars.space[0]} ${vars.space[1]};
    font-weight: 600;
  }
`;

const StyledLineFields = styled.div`
  ${stackedOnPhone(3, vars.space[3])}
`;

const StyledError = styled.p`
  margin: ${vars.space[0]};
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
`;

const StyledActions = styled.div`
  ${wrappingRow(vars.space[3])}
`;

/**
 * The standing-order editor (/standing): name, schedule (限时直供 at the 11:30 opening, or a time in the 全天专区),
 * days of the week, a budget per run, and its lines — variety, grade, length range, bunches, the highest price per
 * 扎, a supplier preferred (picked by name: StandingSupplierPicker), and whether another length of the same variety
 * and grade may be taken. Under the schedule, the fairness rule for the run being entered, in words (capped by the
 * market's share at an opening, first come first served at other times of the 全天专区: standingShareNote). Every
 * message is the domain's (standingFormSchema), as the server answers it.
 */
export function StandingOrderEditor({
  varieties,
  share,
  findSuppliers,
  initial = NEW_STANDING_ORDER,
  onSubmit,
  onCancel,
  submitting = false,
  serverError,
  ...rest
}: StandingOrderEditorProps) {
  const { form, lines } = useStandingOrderForm(initial);
  const { control, register, handleSubmit, formState, setValue, watch, trigger } = form;
  const { errors } = formState;
  const session = watch('session');
  const time = watch('time');
  const nameOf = new Map(varieties.map((v) => [v.flwCode, v.name]));
  const varietyOptions = varieties.map((v) => ({ value: v.flwCode, label: v.name }));
  return (
    <StyledForm aria-label="固定订单" noValidate onSubmit={handleSubmit(onSubmit)} {...rest}>
      <FormInput control={control} name="name" label="名称" placeholder="如：每周一玫瑰" maxLength={STANDING_LIMITS.nameLength} />
      <StyledRow>
        <FormSelect
          control={control}
          name="session"
          label="专区"
          options={[
            { value: 'A', label: `${SESSIONS.A.name}（${STANDING_A_OPENING} 开场）` },
            { value: 'C', label: SESSIONS.C.name },
          ]}
          onChange={(event) => {
            if (event.target.value === 'A') setValue('time', STANDING_A_OPENING);
          }}
        />
        <FormInput
          control={control}
          name="time"
          label="执行时间"
          inputMode="numeric"
          placeholder="09:00"
          readOnly={session === 'A'}
          hint={session === 'A' ? `限时直供在 ${STANDING_A_OPENING} 开场时执行` : '00:00-16:10 或 18:00-24:00'}
        />
      </StyledRow>
      <Banner tone="info" title="公平规则">
        {standingShareNote({ session, time }, share)}
      </Banner>
      <StyledDays aria-describedby={errors.days ? 'standing-days-error' : undefined}>
        <legend>执行日</legend>
        {WEEKDAYS_MONDAY_FIRST.map((d) => (
          <Checkbox key={d} label={WEEKDAY_NAMES[d]} value={String(d)} {...register('days')} />
        ))}
      </StyledDays>
      {errors.days?.message ? (
        <StyledError id="standing-days-error" role="alert">
          {errors.days.message}
        </StyledError>
      ) : null}
      <FormInput
        control={control}
        name="budget"
        label="每次预算（元）"
        inputMode="decimal"
        placeholder="不限"
        hint="按商品金额计，不含包装费和运费"
      />
      {lines.fields.map((field, i) => (
        <StyledLine key={field.id}>
          <legend>第{i + 1}种花材</legend>
          <StyledLineFields>
            <FormSelect control={control} name={`lines.${i}.flwCode`} label="品种" placeholder="选择品种" options={varietyOptions} />
            <FormInput control={control} name={`lines.${i}.levelName`} label="等级" placeholder="不限，如 A" maxLength={4} />
            <FormInput control={control} name={`lines.${i}.bunches`} label="扎数" inputMode="numeric" />
            <FormInput
              control={control}
              name={`lines.${i}.lengthMin`}
              label="最短长度（cm）"
              inputMode="numeric"
              placeholder="不限"
              // The range's message sits on 最长长度: a change of 最短长度 checks it again.
              onChange={() => {
                if (formState.isSubmitted) queueMicrotask(() => void trigger(`lines.${i}.lengthMax`));
              }}
            />
            <FormInput control={control} name={`lines.${i}.lengthMax`} label="最长长度（cm）" inputMode="numeric" placeholder="不限" />
            <FormInput control={control} name={`lines.${i}.maxPrice`} label="最高价（元/扎）" inputMode="decimal" placeholder="不限" />
            <StandingSupplierPicker
              flwCode={watch(`lines.${i}.flwCode`)}
              flwName={nameOf.get(watch(`lines.${i}.flwCode`))}
              session={session}
              levelName={watch(`lines.${i}.levelName`)}
              value={
                watch(`lines.${i}.supplierId`)
                  ? { supplierId: watch(`lines.${i}.supplierId`), supplierName: watch(`lines.${i}.supplierName`) }
                  : null
              }
              onChange={(picked) => {
                setValue(`lines.${i}.supplierId`, picked?.supplierId ?? '', { shouldDirty: true });
                setValue(`lines.${i}.supplierName`, picked?.supplierName ?? '', { shouldDirty: true });
              }}
              findSuppliers={findSuppliers}
            />
          </StyledLineFields>
          <Checkbox label="可买同品种同等级的其他长度" {...register(`lines.${i}.allowAlternative`)} />
          {lines.fields.length > 1 ? (
            <div>
              <Button variant="ghost" size="sm" onClick={() => lines.remove(i)}>
                删除这一种
              </Button>
            </div>
          ) : null}
        </StyledLine>
      ))}
      {errors.lines?.message ? <StyledError role="alert">{errors.lines.message}</StyledError> : null}
      {lines.fields.length < STANDING_LIMITS.lines ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => lines.append({ ...EMPTY_STANDING_LINE })}>
            添加花材
          </Button>
        </div>
      ) : null}
      {serverError ? <StyledServerError role="alert">{serverError}</StyledServerError> : null}
      <StyledActions>
        <Button type="submit" variant="primary" loading={submitting}>
          保存固定订单
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            取消
          </Button>
        ) : null}
      </StyledActions>
    </StyledForm>
  );
}
