import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon, UserIcon } from '../../../internal/icons';
import { MenuHost } from '../../../internal/MenuHost';
import { navLinkMaker, type NavLinkProps } from '../../../internal/navLink';
import { StyledBarEntry, StyledMenuDivider, StyledMenuList } from '../../../internal/menuStyles';
import { vars } from '../../../theme/vars';

/** Where the menu's links go. */
export type UserMenuPaths = { finance: string; address: string; password: string };

export const defaultUserMenuPaths: UserMenuPaths = {
  finance: '/money?key=1',
  address: '/address',
  password: '/amend',
};

/** What `renderLink` receives; spread it onto your router's link. */
export type UserMenuLinkProps = NavLinkProps;

export type UserMenuProps = {
  /** The logged-in buyer's nickname, on the trigger. */
  nickName: string;
  paths?: Partial<UserMenuPaths>;
  onLogout?: () => void;
  /** Called with the path of a clicked link (plain left click); the app routes. */
  onNavigate?: (path: string) => void;
  /** Renders a link yourself (e.g. your router's link); by default an <a> that calls onNavigate. */
  renderLink?: (link: UserMenuLinkProps) => ReactNode;
  /** Controlled open state (the top bar keeps one menu open at a time); uncontrolled without it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
};

const StyledNick = styled.span`
  max-width: calc(${vars.space[16]} * 3);
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${vars.color.text};
  font-weight: ${vars.font.weight.medium};
`;

/**
 * The top bar's user menu (§2): the buyer's nickname opens 财务中心, 地址管理, 修改密码 and 退出登录.
 * Opens on hover, keyboard focus or click; Esc and leaving close it.
 */
export function UserMenu({
  nickName,
  paths: pathOverrides,
  onLogout,
  onNavigate,
  renderLink,
  open: controlledOpen,
  onOpenChange,
  defaultOpen = false,
}: UserMenuProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const paths: UserMenuPaths = { ...defaultUserMenuPaths, ...pathOverrides };

  const link = navLinkMaker({ onNavigate, renderLink, onFollow: () => setOpen(false) });

  return (
    <MenuHost
      open={open}
      onOpenChange={setOpen}
      trigger={
        <StyledBarEntry>
          <button
            type="button"
            aria-haspopup="true"
            aria-expanded={open}
            aria-label={`${nickName}的账户菜单`}
            onClick={() => setOpen(true)}
          >
            <UserIcon />
            <StyledNick>{nickName}</StyledNick>
            <ChevronDownIcon />
          </button>
        </StyledBarEntry>
      }
    >
      <StyledMenuList>
        <li>{link(paths.finance, '财务中心')}</li>
        <li>{link(paths.address, '地址管理')}</li>
        <li>{link(paths.password, '修改密码')}</li>
        <StyledMenuDivider aria-hidden="true" />
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onLogout?.();
            }}
          >
            退出登录
          </button>
        </li>
      </StyledMenuList>
    </MenuHost>
  );
}
