export { UserMenu, defaultUserMenuPaths } from './UserMenu';
export type { UserMenuProps, UserMenuPaths, UserMenuLinkProps } from './UserMenu';
