export { InboxDeliverySettings } from './InboxDeliverySettings';
export type { DevicePushState, InboxDeliverySettingsProps } from './InboxDeliverySettings';
