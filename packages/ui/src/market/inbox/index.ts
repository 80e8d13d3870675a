// One inbox (消息中心, issue 33): the delivery settings section (notify33).
export * from './InboxDeliverySettings';
