export { SavedLists } from './SavedLists';
export type { SavedListsProps } from './SavedLists';
