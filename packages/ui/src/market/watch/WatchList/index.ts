export { WatchList } from './WatchList';
export type { WatchListProps } from './WatchList';
