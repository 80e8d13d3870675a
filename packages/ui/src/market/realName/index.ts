// The market’s realName components (the buyer app’s and the shared ones).
export { IDENTITY_FILTERS, IdentityReviewDesk, RealNameForm } from './RealName';
export type {
  IdentityFilterValue,
  IdentityReviewDeskProps,
  IdentityReviewRow,
  IdPhotoSide,
  IdPhotoSlot,
  RealNameFormProps,
  RealNameFormValues,
  RealNameRecordData,
} from './RealName';
