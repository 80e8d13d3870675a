export { RealNameForm } from './RealNameForm';
export type { IdPhotoSide, IdPhotoSlot, RealNameFormProps, RealNameFormValues, RealNameRecordData } from './RealNameForm';
export { IDENTITY_FILTERS, IdentityReviewDesk } from './IdentityReviewDesk';
export type { IdentityFilterValue, IdentityReviewDeskProps, IdentityReviewRow } from './IdentityReviewDesk';
