// The market’s afterSales components (the buyer app’s and the shared ones).
export { AfterSaleDetail, AfterSaleForm, AfterSaleList, AfterSaleProgress, ImageUploader } from './AfterSale';
export type {
  AfterSaleDetailData,
  AfterSaleDetailProps,
  AfterSaleFilters,
  AfterSaleFormProps,
  AfterSaleFormValues,
  AfterSaleItem,
  AfterSaleListProps,
  AfterSaleProgressProps,
  AfterSaleRecordData,
  ImageUploaderProps,
  UploadSlot,
} from './AfterSale';
