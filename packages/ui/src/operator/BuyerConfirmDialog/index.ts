export { BuyerConfirmDialog } from './BuyerConfirmDialog';
export type {
  BuyerConfirmDialogProps,
  BuyerLookupState,
  OperatorBuyerAddressData,
  OperatorBuyerData,
  OperatorBuyerMatchData,
} from './BuyerConfirmDialog';
