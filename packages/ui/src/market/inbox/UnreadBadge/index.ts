export { UnreadBadge } from './UnreadBadge';
export type { UnreadBadgeProps } from './UnreadBadge';
