export { AllocationCart, allocationCartTotals } from './AllocationCart';
export type { AllocationCartProps, AllocationCartRowData } from './AllocationCart';
