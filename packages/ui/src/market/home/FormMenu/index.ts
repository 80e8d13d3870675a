export { FormMenu } from './FormMenu';
export type { FormMenuProps, FormMenuStyle } from './FormMenu';
