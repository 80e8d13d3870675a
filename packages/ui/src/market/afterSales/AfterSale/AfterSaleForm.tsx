import { AFTER_SALES_RULES, afterSalesTypeOptions, formatPrice } from '@huashi/domain';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { GradeBadge } from '../../../primitives/GradeBadge';
import { Input } from '../../../primitives/Input';
import { Select } from '../../../primitives/Select';
import { Stack } from '../../../primitives/Stack';
import { vars } from '../../../theme/vars';
import { ImageUploader, type UploadSlot } from './ImageUploader';
import { useAfterSaleForm } from './useAfterSaleForm';

/** The item a claim is filed for (from /order's row). */
export type AfterSaleItem = {
  flwName: string;
  levelName: string;
  productImage: string;
  supplierName: string;
  /** Bundles bought and stems per bundle; the price paid per stem (fen). */
  buyQty: number;
  flwUnitno: number;
  buyPriceFen: number;
};

export type AfterSaleFormValues = { asType: string; asTypeName: string; asQty: number; asReason: string; asImages: string[] };

export type AfterSaleFormProps = {
  item: AfterSaleItem;
  /** The server's type map (code → name); null while it loads. */
  types: Readonly<Record<string, string>> | null;
  /** Bundles still claimable. */
  claimable: number;
  /** Why nothing may be filed now ('' when a claim may be filed). */
  refusal: string;
  slots: readonly UploadSlot[];
  onAddImages: (files: File[]) => void;
  onRemoveImage: (id: string) => void;
  onSubmit: (values: AfterSaleFormValues) => void;
  pending?: boolean;
  /** The server's refusal of the submission. */
  serverError?: string;
};

const StyledItem = styled.div`
  display: flex;
  gap: ${vars.space[3]};
  align-items: center;
  min-width: ${vars.space[0]};

  img {
    width: ${vars.size.illustration};
    height: ${vars.size.illustration};
    flex: none;
    object-fit: cover;
    border-radius: ${vars.radius.md};
  }
`;

const StyledRules = styled.ul`
  margin: ${vars.space[0]};
  padding-left: ${vars.space[5]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
  line-height: ${vars.font.lineHeight.relaxed};
`;

const StyledTextarea = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 96px;
  box-sizing: border-box;
  padding: ${vars.space[2]};
  font: inherit;
  border: ${vars.size.borderWidth} solid ${(p) => (p.$invalid ? vars.color.danger : vars.color.border)};
  border-radius: ${vars.radius.md};
`;

const StyledError = styled.p`
  margin: ${vars.space[1]} ${vars.space[0]} ${vars.space[0]};
  font-size: ${vars.font.size.xs};
  color: ${vars.color.danger};
`;

const StyledMuted = styled.span`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
  overflow-wrap: anywhere;
`;

/** The fields in the spec's order: only the first one with a problem shows it. */
const FIELDS = ['asType', 'asQty', 'asReason', 'asImages'] as const;
type Field = (typeof FIELDS)[number];

/**
 * /aftersale (§2, §5): the rules, the item, the type (the grade's types only), the affected bundles (1 … claimable),
 * the description and up to 3 photos. 提交 checks in the spec's order with its texts (the domain's afterSalesSchema)
 * and shows the first problem next to its field; the message goes as soon as that field's value is valid.
 */
export function AfterSaleForm({
  item,
  types,
  claimable,
  refusal,
  slots,
  onAddImages,
  onRemoveImage,
  onSubmit,
  pending = false,
  serverError,
}: AfterSaleFormProps) {
  const { register, handleSubmit, formState, setValue, setError } = useAfterSaleForm({
    maxQuantity: claimable,
    levelName: item.levelName,
  });
  const { errors, isSubmitted } = formState;
  const options = afterSalesTypeOptions(types ?? {}, item.levelName).map((t) => ({ value: t.code, label: t.name }));
  const uploading = slots.some((s) => !s.key && !s.error);
  const keys = slots.flatMap((s) => (s.key ? [s.key] : [])).join('\n');
  useEffect(() => {
    setValue('asImages', keys === '' ? [] : keys.split('\n'), { shouldValidate: isSubmitted });
  }, [keys, isSubmitted, setValue]);
  const submit = handleSubmit((checked) =>
    onSubmit({
      asType: checked.asType,
      asTypeName: checked.asTypeName,
      asQty: Number(checked.asQty),
      asReason: checked.asReason,
      asImages: checked.asImages,
    }),
  );
  const first = FIELDS.find((field) => errors[field]);
  const errorOf = (field: Field) => (field === first ? errors[field]?.message : undefined);
  const disabled = Boolean(refusal) || pending;

  return (
    <form onSubmit={submit} aria-label="申请售后" noValidate>
      <Stack gap={4}>
        <Banner tone="info">
          <StyledRules>
            {AFTER_SALES_RULES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </StyledRules>
        </Banner>
        <StyledItem>
          <img src={item.productImage} alt={item.flwName} />
          <Stack gap={1}>
            <span>
              {item.flwName} <GradeBadge levelName={item.levelName} size="sm" />
            </span>
            <StyledMuted>{item.supplierName}</StyledMuted>
            <StyledMuted>
              单价 {formatPrice(item.buyPriceFen)}/枝 · {item.flwUnitno}枝/扎 · 购买 {item.buyQty} 扎
            </StyledMuted>
          </Stack>
        </StyledItem>
        {refusal ? <Banner tone="warning">{refusal}</Banner> : null}
        <Select
          label="售后类型"
          placeholder={types ? '请选择售后类型' : '加载中…'}
          options={options}
          {...register('asType', {
            onChange: (event: { target: { value: string } }) => setValue('asTypeName', (types ?? {})[event.target.value] ?? ''),
          })}
          error={errorOf('asType')}
          disabled={disabled}
        />
        <Input
          label="售后数量（扎）"
          inputMode="numeric"
          {...register('asQty')}
          hint={claimable > 1 ? `可申请 1 - ${claimable} 扎` : claimable === 1 ? '可申请 1 扎' : undefined}
          error={errorOf('asQty')}
          disabled={disabled}
        />
        <div>
          <label htmlFor="after-sale-reason">问题描述</label>
          <StyledTextarea
            id="after-sale-reason"
            maxLength={500}
            $invalid={Boolean(errorOf('asReason'))}
            aria-invalid={Boolean(errorOf('asReason'))}
            {...register('asReason')}
            disabled={disabled}
          />
          {errorOf('asReason') ? <StyledError role="alert">{errorOf('asReason')}</StyledError> : null}
        </div>
        <ImageUploader
          slots={slots}
          onAdd={onAddImages}
          onRemove={onRemoveImage}
          onRefuse={(message) => setError('asImages', { type: 'pick', message })}
          error={errorOf('asImages')}
          disabled={disabled}
        />
        {serverError ? <Banner tone="error">{serverError}</Banner> : null}
        <Button type="submit" variant="primary" loading={pending} disabled={disabled || uploading}>
          提交
        </Button>
      </Stack>
    </form>
  );
}
