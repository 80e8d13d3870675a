export { BatchStepper } from './BatchStepper';
export type { BatchStepperProps } from './BatchStepper';
