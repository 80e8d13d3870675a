// The market’s shell components (the buyer app’s and the shared ones).
export { TopBar, defaultTopBarPaths, ORDER_MENU_TABS } from './TopBar';
export type { TopBarProps, TopBarUser, TopBarPaths, TopBarLinkProps, TopBarMenu } from './TopBar';
export { SearchBar } from './SearchBar';
export type { SearchBarProps } from './SearchBar';
export { InstallApp } from './InstallApp';
export type { InstallAppProps } from './InstallApp';
