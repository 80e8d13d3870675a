export { LotTable } from './LotTable';
export type { LotRowData, LotTableProps } from './LotTable';
