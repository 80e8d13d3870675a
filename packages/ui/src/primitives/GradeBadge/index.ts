export { GradeBadge } from './GradeBadge';
export type { GradeBadgeProps, GradeBadgeSize } from './GradeBadge';
