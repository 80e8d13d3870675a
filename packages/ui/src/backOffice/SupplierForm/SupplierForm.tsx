import {
  isStockSupplierType,
  STOCK_INTAKE_LIMITS,
  STOCK_SUPPLIER_TYPE_CODES,
  STOCK_SUPPLIER_TYPES,
  STAFF_LIMITS,
  supplierAccountSchema,
  supplierFormSchema,
  type SupplierAccountValues,
  type SupplierFormValues,
} from '@huashi/domain';
import { Button } from '../../primitives/Button';
import { PagedDataTable, type DataTableColumn, type ServerPageProps } from '../../primitives/DataTable';
import { FormDialog, type DialogFormProps } from '../../primitives/Dialog';
import { Stack } from '../../primitives/Stack';
import { NewPasswordInput } from '../../internal/AccountFormParts';
import { FormInput, FormSelect } from '../../internal/FormField';
import { STAFF_PASSWORD_HINT } from '../staffFields';
import { useDialogForm } from '../../internal/useDialogForm';

export type StockSupplierRowData = {
  id: string;
  name: string;
  type: string;
  lotCount: number;
  /** The supplier's login phone ('' without a login) and whether a password is set (never the password). */
  phone: string;
  hasPassword: boolean;
};

const TYPE_OPTIONS = STOCK_SUPPLIER_TYPE_CODES.map((code) => ({ value: code, label: `${code} ${STOCK_SUPPLIER_TYPES[code].name}` }));
const typeName = (type: string) => (isStockSupplierType(type) ? `${type} ${STOCK_SUPPLIER_TYPES[type].name}` : type);

export type SupplierFormProps = DialogFormProps<SupplierFormValues> & {
  open: boolean;
  /** Editing renames it: its code and type stay (its lots' sessions follow the type). */
  editing?: StockSupplierRowData | null;
};

/** 新增供应商 / 修改供应商: type, code (type letter + 4 digits), name. */
export function SupplierForm({ open, editing = null, onSubmit, ...dialog }: SupplierFormProps) {
  const { control, handleSubmit } = useDialogForm<SupplierFormValues>({
    open,
    subject: editing?.id,
    defaults: editing ? { type: editing.type, id: editing.id, name: editing.name } : { type: '', id: '', name: '' },
    schema: supplierFormSchema,
  });
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

export type SupplierAccountFormProps = DialogFormProps<SupplierAccountValues> & {
  /** Whose login is set (null: closed). */
  supplier: StockSupplierRowData | null;
};

/**
 * 登录账号: the supplier's login phone and a password staff set (the supplier logs in at /supplier with them). The
 * password is never shown back: with one set already, an empty field keeps it; a new phone or password ends the
 * supplier's sessions.
 */
export function SupplierAccountForm({ supplier, onSubmit, ...dialog }: SupplierAccountFormProps) {
  const hasPassword = supplier?.hasPassword ?? false;
  const { control, handleSubmit } = useDialogForm<SupplierAccountValues>({
    open: supplier !== null,
    subject: supplier?.id,
    defaults: { phone: supplier?.phone ?? '', password: '' },
    schema: supplierAccountSchema,
    // The resolver hands the form's `context` to the schema: with a password set, an empty field keeps it.
    context: { hasPassword },
  });
  return (
    <FormDialog
      {...dialog}
      open={supplier !== null}
      title={supplier ? `${supplier.id} ${supplier.name} 的登录账号` : '登录账号'}
      size="sm"
      formId="stock-supplier-account"
      formLabel="供应商登录账号"
      onSubmit={handleSubmit(onSubmit)}
    >
      <Stack gap={3}>
        <FormInput
          control={control}
          name="phone"
          label="登录手机号"
          placeholder="供应商本人手机号"
          inputMode="tel"
          autoComplete="off"
          maxLength={20}
        />
        <NewPasswordInput
          control={control}
          name="password"
          label={hasPassword ? '重置密码' : '登录密码'}
          placeholder={hasPassword ? '留空则不修改' : '请设置登录密码'}
          maxLength={STAFF_LIMITS.passwordMax}
          hint={hasPassword ? `${STAFF_PASSWORD_HINT}；修改后供应商需重新登录` : STAFF_PASSWORD_HINT}
        />
      </Stack>
    </FormDialog>
  );
}

export type SupplierListProps = ServerPageProps<StockSupplierRowData> & {
  onEdit: (row: StockSupplierRowData) => void;
  /** 登录账号: set the supplier's login phone and password. */
  onAccount: (row: StockSupplierRowData) => void;
};

/** The market's suppliers (paged by the server), with their logins, 修改 and 登录账号. */
export function SupplierList({ onEdit, onAccount, ...list }: SupplierListProps) {
  const columns: DataTableColumn<StockSupplierRowData>[] = [
    { key: 'id', header: '编号', width: '0.8fr', cell: (row) => row.id },
    { key: 'name', header: '名称', width: '2fr', cell: (row) => row.name },
    { key: 'type', header: '类型', cell: (row) => typeName(row.type) },
    { key: 'lots', header: '批次数', width: '0.7fr', align: 'end', cell: (row) => row.lotCount },
    { key: 'login', header: '登录手机', width: '1.2fr', cell: (row) => (row.phone && row.hasPassword ? row.phone : '未开通') },
    {
      key: 'actions',
      header: '操作',
      width: '1.4fr',
      cell: (row) => (
        <Stack direction="horizontal" gap={2}>
          <Button size="sm" variant="secondary" onClick={() => onEdit(row)} aria-label={`修改供应商 ${row.id}`}>
            修改
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onAccount(row)} aria-label={`登录账号 ${row.id}`}>
            登录账号
          </Button>
        </Stack>
      ),
    },
  ];
  return <PagedDataTable {...list} aria-label="供应商列表" columns={columns} rowKey={(row) => row.id} emptyText="没有找到供应商" />;
}
