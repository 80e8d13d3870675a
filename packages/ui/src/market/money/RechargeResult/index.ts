export { RechargeResult } from './RechargeResult';
export type { RechargeResultProps, RechargeResultState } from './RechargeResult';
