export { PickList } from './PickList';
export type { PickLineData, PickListProps } from './PickList';
