export { PAYOUT_STATES, PayoutDesk } from './PayoutDesk';
export type { PayoutDeskProps, PayoutRowData } from './PayoutDesk';
