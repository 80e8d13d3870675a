export { SearchBar } from './SearchBar';
export type { SearchBarProps } from './SearchBar';
