export { ClaimDecision, ClaimsDesk, deadlineText } from './ClaimsDesk';
export type { ClaimDecisionProps, ClaimRowData, ClaimsDeskFilters, ClaimsDeskProps } from './ClaimsDesk';
