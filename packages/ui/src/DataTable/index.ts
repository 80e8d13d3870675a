export { DataTable } from './DataTable';
export type { DataTableProps, DataTableColumn, DataTableAlign } from './DataTable';
export { sortRows, nextSort, selectRange, selectAllState, toggleAll, toggleKey, moveIndex } from './tableLogic';
export type { DataTableKey, SortDirection, SortState, SelectAllState } from './tableLogic';
