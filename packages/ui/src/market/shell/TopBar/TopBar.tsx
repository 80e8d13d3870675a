import { useState, type HTMLAttributes, type ReactNode } from 'react';
import styled, { css, type RuleSet } from 'styled-components';
import { QRCodeSVG } from 'qrcode.react';
import { vars } from '../../../theme/vars';
import { theme } from '../../../theme/theme';
import { media } from '../../../theme/media';
import { StyledVisuallyHidden } from '../../../internal/VisuallyHidden';
import { CartGlyph } from './CartGlyph';
import { ChevronDownIcon, ChevronLeftIcon, HomeIcon, PhoneIcon } from '../../../internal/icons';
import { MenuHost } from '../../../internal/MenuHost';
import { navLinkMaker } from '../../../internal/navLink';
import { StyledBarEntry as StyledEntry, StyledMenuDivider, StyledMenuList } from '../../../internal/menuStyles';
import { UserMenu, defaultUserMenuPaths, type UserMenuLinkProps } from '../../account/UserMenu';
import { BUYING_TOOLS } from './buyingTools';
import { CompactBar } from './CompactBar';
import { UnreadBadge } from '../../inbox/UnreadBadge';
import { column } from '../../../internal/flex';

export type TopBarUser = {
  nickName: string;
};

/** Where each top-bar link goes. Apps may override any of them (e.g. the order tab codes). */
export type TopBarPaths = {
  home: string;
  login: string;
  register: string;
  afterSales: string;
  /** Our own help pages (帮助中心). */
  help: string;
  recharge: string;
  cart: string;
  finance: string;
  address: string;
  password: string;
  /** The order list opened on a tab: 0 全部, 1 新订单, 2 处理中, 3 已发货, 4 已完成. */
  order: (tabIndex: number) => string;
  /** The buying tools of issue 32: 快速下单, 常购清单, 固定订单. */
  quick: string;
  lists: string;
  standing: string;
  /** The price board of issue 33: 行情. */
  market: string;
  /** 消息中心 (issue 33). */
  inbox: string;
  /** The watchlist of issue 33: 关注与提醒. */
  watch: string;
};

export const defaultTopBarPaths: TopBarPaths = {
  home: '/',
  login: '/login?key=1',
  register: '/login?key=2',
  afterSales: '/afterlist',
  help: '/help',
  recharge: '/money?key=2',
  cart: '/shopcars',
  ...defaultUserMenuPaths,
  order: (tabIndex) => `/order?orderVal=${encodeURIComponent(JSON.stringify({ index: tabIndex }))}`,
  quick: '/quick',
  lists: '/lists',
  standing: '/standing',
  market: '/market',
  inbox: '/inbox',
  watch: '/watch',
};

/** What `renderLink` receives; spread it onto your router's link (the user menu's links get the same). */
export type TopBarLinkProps = UserMenuLinkProps;

/** `compact` is the phone's menu (the sheet under the compact bar). */
export type TopBarMenu = 'user' | 'orders' | 'app' | 'compact';

/**
 * `responsive` (default): the desktop bar, and on a phone (≤ the phone breakpoint) the compact bar — one row with
 * home, back, cart and a 菜单 button whose sheet holds the other links. `compact` shows the compact bar at any width.
 */
export type TopBarLayout = 'responsive' | 'compact';

export type TopBarProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The logged-in buyer, or null for a visitor (login and register links). */
  user: TopBarUser | null;
  /** Items in the cart; above 0 shows the red dot. */
  cartCount: number;
  /** The buyer's unread messages (issue 33): given, the bar shows 消息 with its count; absent, no 消息 entry. */
  unreadCount?: number;
  /** Encoded in the download-app QR code (and the phone menu's 下载APP link without onInstallApp). */
  appDownloadUrl: string;
  /** On a phone, 下载APP calls this (the app offers 添加到主屏幕) instead of opening appDownloadUrl. */
  onInstallApp?: () => void;
  /** The back-one-page button; hidden on /, /shopdetails, /shopcars, /pay, /order (the app decides). Default true. */
  showBack?: boolean;
  onBack?: () => void;
  onLogout?: () => void;
  /** Called with the path of a clicked link (plain left click); the app routes. */
  onNavigate?: (path: string) => void;
  /** Renders a link yourself (e.g. wouter's Link); by default an <a> that calls onNavigate. */
  renderLink?: (link: TopBarLinkProps) => ReactNode;
  paths?: Partial<TopBarPaths>;
  /** A menu open from the start (for stories and screenshots). */
  defaultOpenMenu?: TopBarMenu | null;
  layout?: TopBarLayout;
};

/** §2: the five order tabs, in the order of their index. */
export const ORDER_MENU_TABS = ['全部', '新订单', '处理中', '已发货', '已完成'] as const;

/** The download QR is 100 × 100 px (§2). */
const QR_SIZE = 100;

/** The compact bar sticks to the top of the screen, below the phone's status bar (safe area). */
const compactFrame = css`
  position: sticky;
  top: ${vars.space[0]};
  z-index: ${vars.z.dropdown};
  height: auto;
  padding-top: env(safe-area-inset-top);
`;

const frames: Record<TopBarLayout, RuleSet> = {
  responsive: css`
    ${media.phone} {
      ${compactFrame}
    }
  `,
  compact: compactFrame,
};

const desktopShown: Record<TopBarLayout, RuleSet> = {
  responsive: css`
    display: flex;
    ${media.phone} {
      display: none;
    }
  `,
  compact: css`
    display: none;
  `,
};

const compactShown: Record<TopBarLayout, RuleSet> = {
  responsive: css`
    display: none;
    ${media.phone} {
      display: block;
    }
  `,
  compact: css`
    display: block;
  `,
};

const StyledBar = styled.header<{ $layout: TopBarLayout }>`
  height: ${vars.size.topBar};
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textSecondary};
  background: ${vars.color.topBar};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
  ${(p) => frames[p.$layout]}
`;

const StyledCompact = styled.div<{ $layout: TopBarLayout }>`
  ${(p) => compactShown[p.$layout]}
`;

const StyledInner = styled.nav<{ $layout: TopBarLayout }>`
  ${(p) => desktopShown[p.$layout]}
  align-items: stretch;
  justify-content: space-between;
  gap: ${vars.space[4]};
  max-width: ${vars.size.contentWidth};
  height: 100%;
  margin: ${vars.space[0]} auto;
  padding: ${vars.space[0]} ${vars.space[4]};
`;

const StyledGroup = styled.ul`
  display: flex;
  align-items: stretch;
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
`;

const StyledItem = styled.li`
  position: relative;
  display: flex;
  align-items: center;

  & + &::before {
    content: '';
    align-self: center;
    width: ${vars.size.borderWidth};
    height: ${vars.font.size.xs};
    background: ${vars.color.border};
  }
`;

const StyledText = styled.span`
  display: inline-flex;
  align-items: center;
  padding: ${vars.space[0]} ${vars.space[1]} ${vars.space[0]} ${vars.space[3]};
  white-space: nowrap;
`;

const StyledQr = styled.div`
  ${column(vars.space[2])}
  align-items: center;
  padding: ${vars.space[3]} ${vars.space[4]};
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textSecondary};
  white-space: nowrap;

  svg {
    width: ${vars.size.qr};
    height: ${vars.size.qr};
  }
`;

/**
 * The thin bar on top of every buyer page (§2): home and back, greeting with login/register or
 * the user menu, my orders with its tabs, cart with a red dot, recharge, after-sales query and
 * the download-app QR code. Presentational: links go through `renderLink` / `onNavigate`.
 */
export function TopBar({
  user,
  cartCount,
  unreadCount,
  appDownloadUrl,
  onInstallApp,
  showBack = true,
  onBack,
  onLogout,
  onNavigate,
  renderLink,
  paths: pathOverrides,
  defaultOpenMenu = null,
  layout = 'responsive',
  ...rest
}: TopBarProps) {
  const [openMenu, setOpenMenu] = useState<TopBarMenu | null>(defaultOpenMenu);
  const paths: TopBarPaths = { ...defaultTopBarPaths, ...pathOverrides };

  const menuState = (menu: TopBarMenu) => ({
    open: openMenu === menu,
    onOpenChange: (open: boolean) =>
      setOpenMenu((current) => {
        if (open) return menu;
        return current === menu ? null : current;
      }),
  });

  const link = navLinkMaker({ onNavigate, renderLink, onFollow: () => setOpenMenu(null) });

  const trigger = (menu: TopBarMenu, label: ReactNode, ariaLabel?: string) => (
    <StyledEntry>
      <button type="button" aria-haspopup="true" aria-expanded={openMenu === menu} aria-label={ariaLabel} onClick={() => setOpenMenu(menu)}>
        {label}
        <ChevronDownIcon />
      </button>
    </StyledEntry>
  );

  return (
    <StyledBar $layout={layout} {...rest}>
      <StyledCompact $layout={layout}>
        <nav aria-label="顶部导航">
          <CompactBar
            nickName={user?.nickName ?? null}
            cartCount={cartCount}
            unreadCount={unreadCount}
            appDownloadUrl={appDownloadUrl}
            onInstallApp={onInstallApp}
            showBack={showBack}
            onBack={onBack}
            onLogout={onLogout}
            {...menuState('compact')}
            link={link}
            paths={paths}
            orderTabs={ORDER_MENU_TABS.map((label, index) => ({ label, href: paths.order(index) }))}
          />
        </nav>
      </StyledCompact>
      <StyledInner $layout={layout} aria-label="顶部导航">
        <StyledGroup>
          <StyledItem>
            <StyledEntry>
              {link(
                paths.home,
                <>
                  <HomeIcon />
                  返回首页
                </>,
              )}
            </StyledEntry>
          </StyledItem>
          {showBack && (
            <StyledItem>
              <StyledEntry>
                <button type="button" onClick={onBack}>
                  <ChevronLeftIcon />
                  返回上一页
                </button>
              </StyledEntry>
            </StyledItem>
          )}
          {user ? (
            <StyledItem>
              <StyledText>您好，</StyledText>
              <UserMenu
                {...menuState('user')}
                nickName={user.nickName}
                paths={{ finance: paths.finance, address: paths.address, password: paths.password }}
                onLogout={onLogout}
                onNavigate={onNavigate}
                renderLink={renderLink}
              />
            </StyledItem>
          ) : (
            <>
              <StyledItem>
                <StyledText>您好，欢迎来到花市！</StyledText>
                <StyledEntry>{link(paths.login, '登录')}</StyledEntry>
              </StyledItem>
              <StyledItem>
                <StyledEntry>{link(paths.register, '注册')}</StyledEntry>
              </StyledItem>
            </>
          )}
        </StyledGroup>

        <StyledGroup>
          <StyledItem>
            <MenuHost {...menuState('orders')} align="end" trigger={trigger('orders', '我的订单')}>
              <StyledMenuList>
                {ORDER_MENU_TABS.map((label, index) => (
                  <li key={label}>{link(paths.order(index), label)}</li>
                ))}
                <StyledMenuDivider aria-hidden="true" />
                {BUYING_TOOLS.map((tool) => (
                  <li key={tool.path}>{link(paths[tool.path], tool.label)}</li>
                ))}
              </StyledMenuList>
            </MenuHost>
          </StyledItem>
          {unreadCount !== undefined && (
            <StyledItem>
              <StyledEntry>
                {link(
                  paths.inbox,
                  <>
                    消息
                    <UnreadBadge count={unreadCount} placement="inline" />
                  </>,
                )}
              </StyledEntry>
            </StyledItem>
          )}
          <StyledItem>
            <StyledEntry>
              {link(
                paths.cart,
                <>
                  <CartGlyph cartCount={cartCount} dotTestId="cart-dot" />
                  购物车
                  {cartCount > 0 && <StyledVisuallyHidden>（有商品）</StyledVisuallyHidden>}
                </>,
              )}
            </StyledEntry>
          </StyledItem>
          <StyledItem>
            <StyledEntry>{link(paths.recharge, '充值')}</StyledEntry>
          </StyledItem>
          <StyledItem>
            <StyledEntry>{link(paths.afterSales, '售后查询')}</StyledEntry>
          </StyledItem>
          <StyledItem>
            <StyledEntry>{link(paths.help, '帮助中心')}</StyledEntry>
          </StyledItem>
          <StyledItem>
            <MenuHost
              {...menuState('app')}
              align="end"
              trigger={trigger(
                'app',
                <>
                  <PhoneIcon />
                  下载APP
                </>,
              )}
            >
              <StyledQr>
                <QRCodeSVG
                  value={appDownloadUrl}
                  size={QR_SIZE}
                  fgColor={theme.color.text}
                  bgColor={theme.color.surface}
                  title="花市APP下载二维码"
                />
                扫码下载花市APP
              </StyledQr>
            </MenuHost>
          </StyledItem>
        </StyledGroup>
      </StyledInner>
    </StyledBar>
  );
}
