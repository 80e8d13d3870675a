export { RechargePanel } from './RechargePanel';
export type { RechargeHandoff, RechargePanelProps, RechargeQr } from './RechargePanel';
