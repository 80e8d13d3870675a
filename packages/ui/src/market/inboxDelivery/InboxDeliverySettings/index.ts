export { InboxDeliverySettings } from './InboxDeliverySettings';
export type { DeliveryRecentItem, DevicePushState, InboxDeliverySettingsProps } from './InboxDeliverySettings';
