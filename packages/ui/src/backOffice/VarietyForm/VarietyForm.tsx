import { formatWeightKg, STOCK_INTAKE_LIMITS, varietyFormSchema, type VarietyFormValues } from '@huashi/domain';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { PagedDataTable, type DataTableColumn, type ServerPageProps } from '../../primitives/DataTable';
import { FormDialog, type DialogFormProps } from '../../primitives/Dialog';
import { FormInput, FormSelect } from '../../internal/FormField';
import { useDialogForm } from '../../internal/useDialogForm';

export type VarietyRowData = {
  flwCode: string;
  name: string;
  categoryId: number;
  categoryName: string;
  styleName: string;
  stemsPerBunch: number;
  weightGrams: number;
  description: string;
  recommended: boolean;
};

export type VarietyCategoryOption = { id: number; name: string; styleName: string };

export type VarietyFormProps = DialogFormProps<VarietyFormValues> & {
  open: boolean;
  categories: readonly VarietyCategoryOption[];
  /** Editing keeps the code. */
  editing?: VarietyRowData | null;
};

const valuesOf = (row: VarietyRowData | null): VarietyFormValues =>
  row
    ? {
        flwCode: row.flwCode,
        name: row.name,
        categoryId: String(row.categoryId),
        stemsPerBunch: String(row.stemsPerBunch),
        weightKg: formatWeightKg(row.weightGrams),
        description: row.description,
        recommended: row.recommended,
      }
    : { flwCode: '', name: '', categoryId: '', stemsPerBunch: '', weightKg: '', description: '', recommended: false };

/** 新增品种 / 修改品种: code (fixed once created), name, category, stems and weight of a bundle, description. */
export function VarietyForm({ open, categories, editing = null, onSubmit, ...dialog }: VarietyFormProps) {
  const { register, control, handleSubmit } = useDialogForm<VarietyFormValues>({
    open,
    subject: editing?.flwCode,
    defaults: valuesOf(editing),
    schema: varietyFormSchema,
  });
  const title = editing ? '修改品种' : '新增品种';
  const options = categories.map((c) => ({ value: String(c.id), label: `${c.styleName} · ${c.name}` }));
  return (
    <FormDialog {...dialog} open={open} title={title} formId="stock-variety" onSubmit={handleSubmit(onSubmit)}>
      <FormInput
        control={control}
        name="flwCode"
        label="品种编号"
        placeholder="如 MG-0100"
        autoCapitalize="characters"
        readOnly={editing !== null}
        hint={editing ? '编号创建后不能修改' : '两个大写字母、横线和4位数字'}
      />
      <FormInput control={control} name="name" label="品种名称" maxLength={STOCK_INTAKE_LIMITS.varietyNameMax} />
      <FormSelect control={control} name="categoryId" label="分类" placeholder="请选择分类" options={options} />
      <FormInput control={control} name="stemsPerBunch" label="每扎枝数" inputMode="numeric" />
      <FormInput control={control} name="weightKg" label="每扎重量（公斤）" inputMode="decimal" placeholder="如 1.3" />
      <FormInput control={control} name="description" label="品种介绍" maxLength={STOCK_INTAKE_LIMITS.descriptionMax} />
      <Checkbox label="推荐品种" {...register('recommended')} />
    </FormDialog>
  );
}

export type VarietyListProps = ServerPageProps<VarietyRowData> & {
  onEdit: (row: VarietyRowData) => void;
};

/** The market's varieties (paged by the server), with 修改. */
export function VarietyList({ onEdit, ...list }: VarietyListProps) {
  const columns: DataTableColumn<VarietyRowData>[] = [
    { key: 'code', header: '编号', width: '0.9fr', cell: (row) => row.flwCode },
    { key: 'name', header: '名称', cell: (row) => row.name },
    { key: 'category', header: '分类', width: '1.2fr', cell: (row) => `${row.styleName} · ${row.categoryName}` },
    {
      key: 'spec',
      header: '每扎',
      width: '1fr',
      align: 'end',
      cell: (row) => `${row.stemsPerBunch}枝 / ${formatWeightKg(row.weightGrams)}公斤`,
    },
    { key: 'rec', header: '推荐', width: '0.5fr', cell: (row) => (row.recommended ? '是' : '否') },
    {
      key: 'actions',
      header: '操作',
      width: '0.7fr',
      cell: (row) => (
        <Button size="sm" variant="secondary" onClick={() => onEdit(row)} aria-label={`修改品种 ${row.flwCode}`}>
          修改
        </Button>
      ),
    },
  ];
  return <PagedDataTable {...list} aria-label="品种列表" columns={columns} rowKey={(row) => row.flwCode} emptyText="没有找到品种" />;
}
