export { SettlementDesk, SettlementDetail } from './SettlementDesk';
export type {
  SettlementChargeBackLine,
  SettlementDeskProps,
  SettlementDetailData,
  SettlementDetailProps,
  SettlementRowData,
  SettlementSaleLine,
  SettlementTotals,
} from './SettlementDesk';
