export { RechargePanel } from './RechargePanel';
export type { RechargePanelProps, RechargeQr } from './RechargePanel';
