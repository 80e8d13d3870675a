export { SessionEntries } from './SessionEntries';
export type { SessionEntriesProps } from './SessionEntries';
