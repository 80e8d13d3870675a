// One inbox (消息中心, issue 33): a message row, the list with its states, the top bar's unread badge.
export * from './InboxList';
export * from './InboxRow';
export * from './UnreadBadge';
