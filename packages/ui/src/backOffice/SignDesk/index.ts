export { SignIssuer, SignList } from './SignDesk';
export type { SignIssuerProps, SignListProps, SignRowData } from './SignDesk';
