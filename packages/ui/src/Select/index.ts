export { Select } from './Select';
export type { SelectProps, SelectOption, SelectSize } from './Select';
