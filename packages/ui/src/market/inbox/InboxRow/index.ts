export { InboxRow } from './InboxRow';
export type { InboxRowProps } from './InboxRow';
