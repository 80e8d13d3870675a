// The market’s shell components (the buyer app’s and the shared ones).
export * from './TopBar';
export * from './SearchBar';
export * from './InstallApp';
