export { DataTable } from './DataTable';
export type { DataTableProps, DataTableColumn, DataTableAlign } from './DataTable';
export { PagedDataTable } from './PagedDataTable';
export type { PagedDataTableProps, ServerPageProps } from './PagedDataTable';
export { sortRows, nextSort, selectRange, selectAllState, toggleAll, toggleKey, moveIndex } from './tableLogic';
export type { DataTableKey, SortDirection, SortState, SelectAllState } from './tableLogic';
