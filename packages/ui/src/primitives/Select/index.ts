export { Select, withAllOption } from './Select';
export type { SelectProps, SelectOption, SelectSize } from './Select';
