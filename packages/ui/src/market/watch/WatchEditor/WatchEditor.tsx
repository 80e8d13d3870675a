import {
  STOCK_GRADES,
  STOCK_LENGTH_CODES,
  WATCH_ALERT_HINTS,
  WATCH_ALERT_LABELS,
  formatYuan,
  lengthLabel,
  watchFormSchema,
  type Fen,
  type WatchFormValues,
  type WatchTarget,
} from '@huashi/domain';
import { yupResolver } from '@hookform/resolvers/yup';
import { get, useFormState } from 'react-hook-form';
import styled from 'styled-components';
import { Checkbox } from '../../../primitives/Checkbox';
import { FormDialog, type DialogFormProps } from '../../../primitives/Dialog';
import { FormInput, FormSelect } from '../../../internal/FormField';
import { useDialogForm } from '../../../internal/useDialogForm';
import { column } from '../../../internal/flex';
import { vars } from '../../../theme/vars';

/** What the editor hands on: the target's grade and length (variety only; null any) and the alerts. */
export type WatchEditorResult = {
  levelName: string | null;
  lengthCode: string | null;
  arrived: boolean;
  restock: boolean;
  /** 元/扎 as typed, '' for no 降价提醒. */
  targetPrice: string;
};

export type WatchEditorProps = DialogFormProps<WatchEditorResult> & {
  open: boolean;
  target: WatchTarget;
  /** What is watched, in words (卡罗拉, 呈贡斗南花卉种植专业合作社（A1001）…). */
  subject: string;
  /** The values it starts from (a watch being edited); default: 到货提醒 on, any grade and length. */
  initial?: Partial<WatchFormValues>;
  /** A variety's grade and length may be chosen only when it is new (they are what the watch is). */
  targetFixed?: boolean;
  /** Today's lowest price per 扎, shown beside the target price (null: none on sale). */
  todayPriceFen?: Fen | null;
};

const StyledSubject = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.text};
`;

const StyledAlerts = styled.fieldset`
  ${column(vars.space[1])}
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  border: none;
  legend {
    margin-bottom: ${vars.space[1]};
    font-size: ${vars.font.size.sm};
    color: ${vars.color.textSecondary};
  }
  small {
    padding-left: ${vars.space[6]};
    font-size: ${vars.font.size.xs};
    color: ${vars.color.textSecondary};
  }
`;

const StyledError = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.danger};
`;

const GRADE_OPTIONS = [{ value: '', label: '不限等级' }, ...STOCK_GRADES.map((g) => ({ value: g, label: `${g}级` }))];
const LENGTH_OPTIONS = [{ value: '', label: '不限长度' }, ...STOCK_LENGTH_CODES.map((c) => ({ value: c, label: lengthLabel(c) }))];

const DEFAULTS: WatchFormValues = { levelName: '', lengthCode: '', arrived: true, restock: false, priceOn: false, targetPrice: '' };

/**
 * 关注与提醒's editor: what is watched, a variety's grade and length (new watches), and the alerts — 到货提醒 (not for
 * a lot: it has arrived), 降价提醒 with its target per 扎 (today's lowest price beside it), 补货提醒. The domain's
 * schema checks it as the server does (请至少选择一种提醒, the target price's messages); the server's refusal (最多可关注50项)
 * under the fields.
 */
export function WatchEditor({
  open,
  target,
  subject,
  initial,
  targetFixed = false,
  todayPriceFen = null,
  onSubmit,
  ...dialog
}: WatchEditorProps) {
  const defaults: WatchFormValues = { ...DEFAULTS, ...(target === 'lot' ? { arrived: false, restock: true } : {}), ...initial };
  const { control, register, handleSubmit, watch } = useDialogForm<WatchFormValues, { target: WatchTarget }>({
    open,
    subject: [target, subject, JSON.stringify(initial ?? null)],
    defaults,
    // The schema is one whole-form test (as the standing editor's): its values type is not the form's, so cast here.
    resolver: yupResolver(watchFormSchema) as never,
    context: { target },
  });
  const { errors } = useFormState({ control });
  const alertsError: unknown = (get(errors, 'arrived') as { message?: string } | undefined)?.message;
  const priceOn = watch('priceOn');
  return (
    <FormDialog
      {...dialog}
      open={open}
      title="关注与提醒"
      size="sm"
      formId="watch-editor"
      submitLabel="保存关注"
      onSubmit={handleSubmit((values) =>
        onSubmit({
          levelName: target === 'variety' && values.levelName ? values.levelName : null,
          lengthCode: target === 'variety' && values.lengthCode ? values.lengthCode : null,
          arrived: target !== 'lot' && values.arrived,
          restock: values.restock,
          targetPrice: values.priceOn ? values.targetPrice.trim() : '',
        }),
      )}
    >
      <StyledSubject>{subject}</StyledSubject>
      {target === 'variety' && !targetFixed ? (
        <>
          <FormSelect control={control} name="levelName" label="等级" options={GRADE_OPTIONS} />
          <FormSelect control={control} name="lengthCode" label="长度" options={LENGTH_OPTIONS} />
        </>
      ) : null}
      <StyledAlerts>
        <legend>提醒方式（消息中心）</legend>
        {target !== 'lot' ? (
          <>
            <Checkbox label={WATCH_ALERT_LABELS.arrived} {...register('arrived')} />
            <small>{WATCH_ALERT_HINTS.arrived}</small>
          </>
        ) : null}
        <Checkbox label={WATCH_ALERT_LABELS.price} {...register('priceOn')} />
        <small>{WATCH_ALERT_HINTS.price}</small>
        <Checkbox label={WATCH_ALERT_LABELS.restock} {...register('restock')} />
        <small>{WATCH_ALERT_HINTS.restock}</small>
        {typeof alertsError === 'string' ? <StyledError role="alert">{alertsError}</StyledError> : null}
      </StyledAlerts>
      {priceOn ? (
        <FormInput
          control={control}
          name="targetPrice"
          label="目标价（元/扎）"
          inputMode="decimal"
          placeholder="如 25.00"
          hint={todayPriceFen === null ? '今日暂无在售' : `今日最低 ¥${formatYuan(todayPriceFen)}/扎`}
        />
      ) : null}
    </FormDialog>
  );
}
