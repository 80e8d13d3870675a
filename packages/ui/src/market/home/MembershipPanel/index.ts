export { MembershipPanel } from './MembershipPanel';
export type { MemberRuleView, MembershipPanelProps } from './MembershipPanel';
