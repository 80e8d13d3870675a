// Delivery beyond the page (issue 33, notify33): the settings section of /inbox.
export * from './InboxDeliverySettings';
