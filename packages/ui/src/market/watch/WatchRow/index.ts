export { WatchRow } from './WatchRow';
export type { WatchRowProps, WatchView } from './WatchRow';
