import { yupResolver } from '@hookform/resolvers/yup';
import {
  isStockSupplierType,
  STOCK_INTAKE_LIMITS,
  STOCK_SUPPLIER_TYPE_CODES,
  STOCK_SUPPLIER_TYPES,
  supplierFormSchema,
  type SupplierFormValues,
} from '@huashi/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button';
import { PagedDataTable, type DataTableColumn, type ServerPageProps } from '../../primitives/DataTable';
import { FormDialog, type DialogFormProps } from '../../primitives/Dialog';
import { FormInput, FormSelect } from '../../internal/FormField';

export type StockSupplierRowData = { id: string; name: string; type: string; lotCount: number };

const TYPE_OPTIONS = STOCK_SUPPLIER_TYPE_CODES.map((code) => ({ value: code, label: `${code} ${STOCK_SUPPLIER_TYPES[code].name}` }));
const typeName = (type: string) => (isStockSupplierType(type) ? `${type} ${STOCK_SUPPLIER_TYPES[type].name}` : type);

export type SupplierFormProps = DialogFormProps<SupplierFormValues> & {
  open: boolean;
  /** Editing renames it: its code and type stay (its lots' sessions follow the type). */
  editing?: StockSupplierRowData | null;
};

/** 新增供应商 / 修改供应商: type, code (type letter + 4 digits), name. */
export function SupplierForm({ open, editing = null, onSubmit, ...dialog }: SupplierFormProps) {
  const empty: SupplierFormValues = editing ? { type: editing.type, id: editing.id, name: editing.name } : { type: '', id: '', name: '' };
  const { control, handleSubmit, reset } = useForm<SupplierFormValues>({
    resolver: yupResolver(supplierFormSchema),
    defaultValues: empty,
  });
  useEffect(() => {
    if (open) reset(empty);
  }, [open, editing?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const title = editing ? '修改供应商' : '新增供应商';
  return (
    <FormDialog {...dialog} open={open} title={title} formId="stock-supplier" onSubmit={handleSubmit(onSubmit)}>
      <FormSelect control={control} name="type" label="类型" placeholder="请选择类型" options={TYPE_OPTIONS} disabled={editing !== null} />
      <FormInput
        control={control}
        name="id"
        label="供应商编号"
        placeholder="如 A1023"
        autoCapitalize="characters"
        readOnly={editing !== null}
        hint={editing ? '编号和类型创建后不能修改' : '类型字母加4位数字'}
      />
      <FormInput control={control} name="name" label="供应商名称" maxLength={STOCK_INTAKE_LIMITS.supplierNameMax} />
    </FormDialog>
  );
}

export type SupplierListProps = ServerPageProps<StockSupplierRowData> & {
  onEdit: (row: StockSupplierRowData) => void;
};

/** The market's suppliers (paged by the server), with 修改. */
export function SupplierList({ onEdit, ...list }: SupplierListProps) {
  const columns: DataTableColumn<StockSupplierRowData>[] = [
    { key: 'id', header: '编号', width: '0.8fr', cell: (row) => row.id },
    { key: 'name', header: '名称', width: '2fr', cell: (row) => row.name },
    { key: 'type', header: '类型', cell: (row) => typeName(row.type) },
    { key: 'lots', header: '批次数', width: '0.7fr', align: 'end', cell: (row) => row.lotCount },
    {
      key: 'actions',
      header: '操作',
      width: '0.7fr',
      cell: (row) => (
        <Button size="sm" variant="secondary" onClick={() => onEdit(row)} aria-label={`修改供应商 ${row.id}`}>
          修改
        </Button>
      ),
    },
  ];
  return <PagedDataTable {...list} aria-label="供应商列表" columns={columns} rowKey={(row) => row.id} emptyText="没有找到供应商" />;
}
