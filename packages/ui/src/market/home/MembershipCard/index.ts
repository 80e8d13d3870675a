export { MembershipCard } from './MembershipCard';
export type { MembershipCardProps, MembershipData } from './MembershipCard';
