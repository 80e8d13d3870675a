// The market's saved lists (常购清单, issue 32): /lists and the buttons that save to it.
export * from './SavedListCard';
export * from './SavedLists';
export * from './SavedListNameDialog';
export * from './AddToListDialog';
