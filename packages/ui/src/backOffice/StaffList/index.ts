export { StaffList } from './StaffList';
export type { StaffListProps, StaffRowData } from './StaffList';
