import {
  LENGTH_MAP,
  LOT_FIELD_NAMES,
  OPENNESS_MAP,
  STOCK_GRADES,
  STOCK_OPEN_CODES,
  STOCK_SUPPLIER_TYPES,
  isStockSupplierType,
  stockLotSchema,
  type LotField,
  type LotFormContext,
  type LotKnown,
  type StockLotValues,
} from '@huashi/domain';
import { useMemo } from 'react';
import styled from 'styled-components';
import { Banner } from '../../primitives/Banner';
import { FormDialog, type DialogFormProps } from '../../primitives/Dialog';
import { Stack } from '../../primitives/Stack';
import { fileLabel } from '../../internal/fileLabel';
import { stackedOnPhone } from '../../internal/grid';
import { FormInput, FormSelect } from '../../internal/FormField';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';
import { useDialogForm } from '../../internal/useDialogForm';

export type StockSupplierOption = { id: string; name: string; type: string };
export type StockVarietyOption = { flwCode: string; name: string; stemsPerBunch: number };

/** The server's refusal is e.g. 该批次已售出3扎，扎数不能少于已售数量. */
export type StockFormProps = DialogFormProps<StockLotValues> & {
  open: boolean;
  /** create: a new lot of `auctionDate`; edit: the lot `initial` describes. */
  mode: 'create' | 'edit';
  /** The auction date the lot belongs to (YYYY-MM-DD), shown in the title. */
  auctionDate: string;
  suppliers: readonly StockSupplierOption[];
  varieties: readonly StockVarietyOption[];
  /** The lot's values when editing (prices in yuan per stem, 扎数 the whole intake). */
  initial?: Partial<StockLotValues>;
  /** Bundles buyers hold: supplier, variety and stems per bundle are then fixed, and 扎数 may not go below it. */
  soldBundles?: number;
  /** Edit only: the lot's photo (its thumbnail) and choosing a new one. */
  photoUrl?: string | null;
  onPhoto?: (file: File) => void;
  photoPending?: boolean;
  photoError?: string;
  /** A new photo was chosen: it is shown here and attached to the lot only when 保存 is pressed. */
  photoPendingSave?: boolean;
};

export const EMPTY_LOT_VALUES: StockLotValues = {
  supplierId: '',
  flwCode: '',
  levelName: '',
  lengthCode: '',
  openCode: '',
  salepointName: '',
  stemsPerBunch: '',
  basicSaleNo: '1',
  bundles: '',
  sourcePrice: '',
  salePrice: '',
  positionNo: '',
  packageName: '纸箱',
};

const GRADE_OPTIONS = STOCK_GRADES.map((grade) => ({ value: grade, label: grade }));
// Each length once, by its code: 30 and 35 both read 30-35cm to buyers (the spec's map), so the range is the hint's.
const LENGTH_OPTIONS = Object.keys(LENGTH_MAP).map((code) => ({ value: code, label: `${code}cm` }));
const LENGTH_HINT = `买家看到区间：30、35cm 为 ${LENGTH_MAP[30]}，40cm 为 ${LENGTH_MAP[40]}，依此类推`;
const OPEN_OPTIONS = STOCK_OPEN_CODES.map((code) => ({ value: code, label: `${code}（${OPENNESS_MAP[code]}）` }));

const StyledGrid = styled.div`
  ${stackedOnPhone(3, vars.space[3])}
`;

const StyledWide = styled.div`
  grid-column: span 2;
  ${media.phone} {
    grid-column: auto;
  }
`;

const StyledPhoto = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  img {
    width: ${vars.size.illustration};
    height: ${vars.size.illustration};
    object-fit: cover;
    border-radius: ${vars.radius.md};
    border: ${vars.size.borderWidth} solid ${vars.color.border};
  }
`;

const StyledNoPhoto = styled.span`
  color: ${vars.color.textSecondary};
  font-size: ${vars.font.size.sm};
`;

const StyledFileLabel = styled.label`
  ${fileLabel}
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;

/** The lot form's check runs against the lists it offers (the same rules as a CSV row's, from domain). */
function knownOf(suppliers: readonly StockSupplierOption[], varieties: readonly StockVarietyOption[]): LotKnown {
  return {
    suppliers: new Map(
      suppliers.filter((s) => isStockSupplierType(s.type)).map((s) => [s.id, { type: s.type as 'A' | 'B' | 'C', name: s.name }]),
    ),
    varieties: new Map(varieties.map((v) => [v.flwCode, { stemsPerBunch: v.stemsPerBunch, name: v.name }])),
  };
}

/** 新增批次 / 修改批次: every field of a lot, checked as a CSV row is; prices in yuan per stem. Edit adds the photo. */
export function StockForm({
  open,
  mode,
  auctionDate,
  suppliers,
  varieties,
  initial,
  soldBundles = 0,
  onSubmit,
  photoUrl,
  onPhoto,
  photoPending = false,
  photoError,
  photoPendingSave = false,
  ...dialog
}: StockFormProps) {
  const known = useMemo(() => knownOf(suppliers, varieties), [suppliers, varieties]);
  // The resolver hands the form's `context` to the schema (the lists the row is checked against).
  const { control, handleSubmit } = useDialogForm<StockLotValues, LotFormContext>({
    open,
    // `initial` is a new object on every render of the page; the lot's id decides.
    subject: [initial?.positionNo, initial?.supplierId, initial?.flwCode],
    defaults: { ...EMPTY_LOT_VALUES, ...initial },
    schema: stockLotSchema,
    // The resolver hands the form's `context` to the schema (the lists the row is checked against).
    context: { known },
  });
  const locked = mode === 'edit' && soldBundles > 0;
  // A field the lot's CSV also has: its label is the template's header.
  const lotField = (name: LotField) => ({ control, name, label: LOT_FIELD_NAMES[name] });
  const supplierOptions = suppliers.map((s) => ({
    value: s.id,
    label: `${s.id} ${s.name}（${isStockSupplierType(s.type) ? STOCK_SUPPLIER_TYPES[s.type].name : s.type}）`,
  }));
  const varietyOptions = varieties.map((v) => ({ value: v.flwCode, label: `${v.flwCode} ${v.name}` }));
  const title = mode === 'create' ? `新增批次（${auctionDate}）` : `修改批次（${auctionDate}）`;
  return (
    <FormDialog
      {...dialog}
      open={open}
      title={title}
      size="lg"
      formId="stock-lot"
      onSubmit={handleSubmit(onSubmit)}
      submitLabel={mode === 'create' ? '入库' : '保存'}
    >
      {locked ? (
        <Banner tone="info">
          该批次已售出{soldBundles}扎：供应商、品种和每扎枝数不能修改，扎数不能少于{soldBundles}。
        </Banner>
      ) : null}
      <StyledGrid>
        <StyledWide>
          <FormSelect
            control={control}
            name="supplierId"
            label="供应商"
            placeholder="请选择供应商"
            options={supplierOptions}
            disabled={locked}
            hint="A、B 类在限时直供专区销售，C 类在全天专区"
          />
        </StyledWide>
        <FormSelect control={control} name="flwCode" label="品种" placeholder="请选择品种" options={varietyOptions} disabled={locked} />
        <FormSelect {...lotField('levelName')} placeholder="请选择等级" options={GRADE_OPTIONS} />
        <FormSelect control={control} name="lengthCode" label="长度" placeholder="请选择长度" options={LENGTH_OPTIONS} hint={LENGTH_HINT} />
        <FormSelect {...lotField('openCode')} placeholder="请选择开放度" options={OPEN_OPTIONS} />
        <FormInput {...lotField('stemsPerBunch')} inputMode="numeric" disabled={locked} hint="留空则按品种默认" />
        <FormInput {...lotField('basicSaleNo')} inputMode="numeric" />
        <FormInput {...lotField('bundles')} inputMode="numeric" hint={mode === 'edit' ? '入库总扎数（含已售）' : undefined} />
        <FormInput {...lotField('sourcePrice')} inputMode="decimal" placeholder="如 1.20" />
        <FormInput {...lotField('salePrice')} inputMode="decimal" placeholder="如 1.50" />
        <FormInput {...lotField('positionNo')} placeholder="如 3-12-05" />
        <FormInput {...lotField('salepointName')} placeholder="如 轻微弯头，无则留空" />
        <FormInput {...lotField('packageName')} />
      </StyledGrid>
      {mode === 'edit' && onPhoto ? (
        <Stack gap={2}>
          <strong>批次图片</strong>
          <StyledPhoto>
            {photoUrl ? <img src={photoUrl} alt="批次图片" /> : <StyledNoPhoto>暂无图片，买家看到的是品种插图</StyledNoPhoto>}
            <StyledFileLabel aria-busy={photoPending}>
              {photoPending ? '上传中…' : photoUrl ? '更换图片' : '上传图片'}
              <input
                type="file"
                accept="image/png,image/jpeg,image/gif"
                disabled={photoPending}
                aria-label="上传批次图片"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  event.currentTarget.value = '';
                  if (file) onPhoto(file);
                }}
              />
            </StyledFileLabel>
          </StyledPhoto>
          {photoPendingSave ? <StyledNoPhoto role="status">新图片将在点击保存后生效，取消则不更换</StyledNoPhoto> : null}
          {photoError ? <Banner tone="error">{photoError}</Banner> : null}
        </Stack>
      ) : null}
    </FormDialog>
  );
}
