export { BuyReviewSheet } from './BuyReviewSheet';
export type { BuyReviewSheetProps, BuySheetPick, BuySheetRowView, SheetLotView } from './BuyReviewSheet';
