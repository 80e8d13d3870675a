import type { ReactNode } from 'react';
import { Pager } from '../Pager';
import { Stack } from '../Stack';
import { DataTable, type DataTableProps } from './DataTable';

/** One page of rows the server paged, as a staff list receives it (the page is 1-based). */
export type ServerPageProps<Row> = {
  rows: readonly Row[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
};

export type PagedDataTableProps<Row> = DataTableProps<Row> &
  Pick<ServerPageProps<Row>, 'total' | 'page' | 'pageSize' | 'onPageChange'> & {
    /** Shown above the table in the same column: filters, a toolbar, a notice. */
    header?: ReactNode;
  };

/**
 * A DataTable over one server page, with the Pager below it once there is more than one page; the staff desks'
 * lists stand on it.
 */
export function PagedDataTable<Row>({ total, page, pageSize, onPageChange, header, ...table }: PagedDataTableProps<Row>) {
  return (
    <Stack gap={3}>
      {header}
      <DataTable {...table} />
      {total > pageSize ? <Pager page={page} total={total} pageSize={pageSize} onChange={onPageChange} /> : null}
    </Stack>
  );
}
