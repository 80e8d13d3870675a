import {
  AUTO_ALLOCATION_CLEAR,
  AUTO_ALLOCATION_CONFIRM_TEXT,
  AUTO_ALLOCATION_DEFAULTS,
  AUTO_ALLOCATION_TYPES,
  autoAllocationNeedsConfirm,
  autoAllocationSchema,
  type AutoAllocationValues,
} from '@huashi/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { FormDialog } from '../../primitives/Dialog';
import { Input } from '../../primitives/Input';
import { Select, withAllOption } from '../../primitives/Select';
import { SUPPLIER_TYPE_OPTIONS } from '../internal/supplierTypeOptions';
import { useDialogForm } from '../../internal/useDialogForm';

export type AutoAllocateDialogProps = {
  open: boolean;
  onClose: () => void;
  /**
   * The checked values (num a whole number ≥ 1; type 0/1/2; clear 1/2; temp the SUPPLIER TYPE A/B/C of the lots to
   * take from, default A — never a grade, which is levelName; see the domain's AUTO_ALLOCATION_DEFAULTS).
   */
  onSubmit: (values: AutoAllocationValues) => void | Promise<void>;
  /** 未选择品类或等级, 是否继续? answered 取消 (the page may say 已取消). */
  onCancelled?: () => void;
  /** Categories and grades to allocate from. */
  categories: readonly { cateId: string; cateName: string }[];
  levels: readonly string[];
  /**
   * The first grade and category: the page info's auto.level and auto.cateId ('' or absent = 全部); the supplier type:
   * the one the goods list is filtered on (absent = the domain's default, A).
   */
  defaults?: { levelName?: string; cateId?: string; supplierType?: string };
  pending?: boolean;
  /** The server's refusal. */
  serverError?: string;
};

const TYPE_OPTIONS = Object.entries(AUTO_ALLOCATION_TYPES).map(([code, t]) => ({ value: code, label: t.label }));
const CLEAR_OPTIONS = Object.entries(AUTO_ALLOCATION_CLEAR).map(([code, c]) => ({
  value: code,
  label: code === '1' ? `${c.label}（先清空调配购物车）` : `${c.label}（保留调配购物车）`,
}));

function initialValues(defaults: AutoAllocateDialogProps['defaults']): AutoAllocationValues {
  return {
    num: AUTO_ALLOCATION_DEFAULTS.num,
    type: AUTO_ALLOCATION_DEFAULTS.type,
    clear: AUTO_ALLOCATION_DEFAULTS.clear,
    temp: defaults?.supplierType || AUTO_ALLOCATION_DEFAULTS.temp,
    cateId: defaults?.cateId ?? '',
    levelName: defaults?.levelName ?? '',
  };
}

/**
 * 自动调配: how many bundles (请输入调配数量), which lots (全部 / 调入 / 非调入), whether the allocation cart is cleared
 * first (清空 / 保留), the supplier type (default A), category and grade. With no category or no grade it asks
 * 未选择品类或等级, 是否继续? before calling onSubmit.
 */
export function AutoAllocateDialog({
  open,
  onClose,
  onSubmit,
  onCancelled,
  categories,
  levels,
  defaults,
  pending = false,
  serverError,
}: AutoAllocateDialogProps) {
  // Every opening starts from the defaults (primitives, so a new defaults object each render resets nothing).
  const { register, handleSubmit, formState } = useDialogForm<AutoAllocationValues>({
    open,
    subject: [defaults?.levelName, defaults?.cateId, defaults?.supplierType],
    defaults: initialValues(defaults),
    schema: autoAllocationSchema,
  });
  const [asking, setAsking] = useState<AutoAllocationValues | null>(null);
  const { errors } = formState;

  const submit = handleSubmit((values) => {
    if (autoAllocationNeedsConfirm(values)) setAsking(values);
    else void onSubmit(values);
  });

  return (
    <>
      <FormDialog
        open={open && asking === null}
        onClose={onClose}
        title="自动调配"
        formId="auto-allocate"
        onSubmit={submit}
        submitLabel="开始调配"
        pending={pending}
        serverError={serverError}
      >
        <Input label="调配数量（扎）" inputMode="numeric" autoComplete="off" error={errors.num?.message} {...register('num')} />
        <Select label="调配范围" options={TYPE_OPTIONS} error={errors.type?.message} {...register('type')} />
        <Select label="调配购物车" options={CLEAR_OPTIONS} error={errors.clear?.message} {...register('clear')} />
        <Select label="供应商类型" options={SUPPLIER_TYPE_OPTIONS} {...register('temp')} />
        <Select
          label="品类"
          options={withAllOption(
            categories.map((c) => ({ value: c.cateId, label: c.cateName })),
            '全部品类',
          )}
          {...register('cateId')}
        />
        <Select
          label="等级"
          options={withAllOption(
            levels.map((l) => ({ value: l, label: l })),
            '全部等级',
          )}
          {...register('levelName')}
        />
      </FormDialog>
      <ConfirmDialog
        open={open && asking !== null}
        title="自动调配"
        message={AUTO_ALLOCATION_CONFIRM_TEXT}
        confirmText="继续"
        confirmLoading={pending}
        onConfirm={() => {
          if (asking) void onSubmit(asking);
          setAsking(null);
        }}
        onCancel={() => {
          setAsking(null);
          onCancelled?.();
        }}
      />
    </>
  );
}
