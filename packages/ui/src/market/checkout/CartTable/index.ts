export { CartTable } from './CartTable';
export type { CartLine, CartTableProps } from './CartTable';
