import { yupResolver } from '@hookform/resolvers/yup';
import { supplierKeywordSchema, type SupplierKeywordValues } from '@huashi/domain';
import type { FormHTMLAttributes } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Input } from '../../../primitives/Input';

export type SupplierSearchProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'role'> & {
  /** The keyword the rows are searched by now (the page's URL): shown until the buyer types, and again when it changes. */
  keyword: string;
  /** Enter: the typed text, trimmed (domain supplierKeywordSchema); 清空: '' — every supplier. */
  onSearch: (keyword: string) => void;
};

/**
 * /shopdetails' supplier keyword box (供应商编号、名称或位置) beside the sort and filters: Enter searches, the clear
 * button shows every supplier again. The form's value follows `keyword` (react-hook-form's `values`), so back and
 * forward through the URL show the keyword they searched by.
 */
export function SupplierSearch({ keyword, onSearch, ...rest }: SupplierSearchProps) {
  const { control, handleSubmit, reset } = useForm<SupplierKeywordValues>({
    resolver: yupResolver(supplierKeywordSchema),
    values: { keyword },
  });
  const { field } = useController({ control, name: 'keyword' });
  const submit = handleSubmit((values) => {
    // The box shows what was searched (trimmed), also when it is the keyword already searched.
    reset(values);
    onSearch(values.keyword);
  });
  return (
    <form role="search" onSubmit={submit} {...rest}>
      <Input size="sm" aria-label="供应商关键词" placeholder="供应商编号、名称或位置" clearable {...field} onClear={() => onSearch('')} />
    </form>
  );
}
