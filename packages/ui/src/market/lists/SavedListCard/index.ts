export { SavedListCard } from './SavedListCard';
export type { SavedListCardProps, SavedListLineView, SavedListView } from './SavedListCard';
