export { TopBar, defaultTopBarPaths, ORDER_MENU_TABS } from './TopBar';
export type { TopBarProps, TopBarUser, TopBarPaths, TopBarLinkProps, TopBarMenu } from './TopBar';
