import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { StyledVisuallyHidden } from '../../../internal/VisuallyHidden';
import { BUYING_TOOLS } from './buyingTools';
import { CartGlyph } from './CartGlyph';
import { UnreadBadge } from '../../inbox/UnreadBadge';
import type { TopBarPaths } from './TopBar';
import { ChevronLeftIcon, CloseIcon, MenuIcon } from '../../../internal/icons';

/** What the compact bar needs from the top bar (links are made by the top bar's own link maker). */
export type CompactBarProps = {
  nickName: string | null;
  cartCount: number;
  /** Given: 消息 with its count beside the cart (issue 33). */
  unreadCount?: number;
  appDownloadUrl: string;
  /** 下载APP opens the app's 添加到主屏幕 (issue 26) instead of following appDownloadUrl. */
  onInstallApp?: () => void;
  showBack: boolean;
  onBack?: () => void;
  onLogout?: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  link: (href: string, children: ReactNode) => ReactNode;
  paths: Omit<TopBarPaths, 'order'>;
  orderTabs: readonly { label: string; href: string }[];
};

const StyledRow = styled.div`
  position: relative;
  z-index: ${vars.z.overlay};
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-height: ${vars.size.controlLg};
  background: ${vars.color.topBar};
  padding: ${vars.space[0]} max(${vars.space[2]}, env(safe-area-inset-right)) ${vars.space[0]}
    max(${vars.space[2]}, env(safe-area-inset-left));
`;

/** Every tap target of the compact bar is at least 44 × 44 px. */
const StyledTap = styled.span`
  display: flex;

  & > a,
  & > button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${vars.space[1]};
    min-width: ${vars.size.controlLg};
    min-height: ${vars.size.controlLg};
    padding: ${vars.space[0]} ${vars.space[2]};
    font-size: ${vars.font.size.md};
    color: ${vars.color.text};
    text-decoration: none;
    background: none;
    border: none;
    border-radius: ${vars.radius.md};
    cursor: pointer;
    white-space: nowrap;
  }

  & > a:focus-visible,
  & > button:focus-visible {
    outline: none;
    box-shadow: inset ${vars.shadow.focus};
  }

  svg {
    flex: none;
    font-size: ${vars.size.iconLg};
  }
`;

const StyledBrand = styled(StyledTap)`
  & > a {
    font-size: ${vars.font.size.xl};
    font-weight: ${vars.font.weight.bold};
    letter-spacing: 2px;
    color: ${vars.color.primary};
  }
`;

const StyledSpacer = styled.span`
  flex: 1;
`;

const StyledSheet = styled.div`
  position: absolute;
  top: 100%;
  left: ${vars.space[0]};
  right: ${vars.space[0]};
  z-index: ${vars.z.overlay};
  max-height: calc(100dvh - ${vars.size.controlLg} - env(safe-area-inset-top));
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${vars.space[2]} max(${vars.space[4]}, env(safe-area-inset-right)) calc(${vars.space[4]} + env(safe-area-inset-bottom))
    max(${vars.space[4]}, env(safe-area-inset-left));
  font-size: ${vars.font.size.md};
  color: ${vars.color.text};
  background: ${vars.color.surface};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.border};
  box-shadow: ${vars.shadow.lg};
`;

const StyledScrim = styled.div`
  position: fixed;
  inset: ${vars.space[0]};
  z-index: ${vars.z.dropdown};
  background: ${vars.color.backdrop};
`;

const StyledGreeting = styled.p`
  margin: ${vars.space[0]};
  padding: ${vars.space[2]} ${vars.space[0]};
  color: ${vars.color.textSecondary};
`;

const StyledHeading = styled.h2`
  margin: ${vars.space[2]} ${vars.space[0]} ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.textSecondary};
`;

const StyledList = styled.ul`
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;

  & > li + li {
    border-top: ${vars.size.borderWidth} solid ${vars.color.divider};
  }

  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: ${vars.size.controlLg};
    padding: ${vars.space[0]} ${vars.space[1]};
    font-size: ${vars.font.size.lg};
    text-align: left;
    color: ${vars.color.text};
    text-decoration: none;
    background: none;
    border: none;
    cursor: pointer;
  }

  a:focus-visible,
  button:focus-visible {
    outline: none;
    box-shadow: inset ${vars.shadow.focus};
  }
`;

const StyledTabs = styled.ul`
  display: grid;
  /* The five order tabs on one line (the narrowest phone still gives each 56 px). */
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${vars.space[2]};
  margin: ${vars.space[2]} ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;

  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: ${vars.size.controlLg};
    font-size: ${vars.font.size.md};
    color: ${vars.color.text};
    text-decoration: none;
    background: ${vars.color.surfaceMuted};
    border: ${vars.size.borderWidth} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
  }

  a:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }
`;

const StyledDivider = styled.hr`
  margin: ${vars.space[2]} ${vars.space[0]};
  border: none;
  border-top: ${vars.size.borderWidth} solid ${vars.color.divider};
`;

/**
 * The top bar on a phone (issue 14): one 44 px row with the brand (home), back, the cart and a menu button;
 * the menu is a sheet under the row holding every other link of the desktop bar (user items, the order tabs,
 * recharge, after-sales, the app download).
 */
export function CompactBar({
  nickName,
  cartCount,
  unreadCount,
  appDownloadUrl,
  onInstallApp,
  showBack,
  onBack,
  onLogout,
  open,
  onOpenChange,
  link,
  paths,
  orderTabs,
}: CompactBarProps) {
  const sheetId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    onOpenChange(false);
    toggleRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
  };

  return (
    <div onKeyDown={onKeyDown}>
      <StyledRow>
        <StyledBrand>
          {link(
            paths.home,
            <>
              花市<StyledVisuallyHidden>（返回首页）</StyledVisuallyHidden>
            </>,
          )}
        </StyledBrand>
        {showBack && (
          <StyledTap>
            <button type="button" aria-label="返回上一页" onClick={onBack}>
              <ChevronLeftIcon />
            </button>
          </StyledTap>
        )}
        <StyledSpacer />
        {unreadCount !== undefined && (
          <StyledTap>
            {link(
              paths.inbox,
              <>
                <UnreadBadge count={unreadCount} />
                <StyledVisuallyHidden>消息</StyledVisuallyHidden>
              </>,
            )}
          </StyledTap>
        )}
        <StyledTap>
          {link(
            paths.cart,
            <>
              <CartGlyph cartCount={cartCount} dotTestId="cart-dot-compact" />
              <StyledVisuallyHidden>购物车{cartCount > 0 && '（有商品）'}</StyledVisuallyHidden>
            </>,
          )}
        </StyledTap>
        <StyledTap>
          <button ref={toggleRef} type="button" aria-expanded={open} aria-controls={sheetId} onClick={() => onOpenChange(!open)}>
            {open ? <CloseIcon /> : <MenuIcon />}
            菜单
          </button>
        </StyledTap>
      </StyledRow>
      {open && (
        <>
          <StyledScrim aria-hidden="true" onClick={close} />
          <StyledSheet id={sheetId} role="group" aria-label="菜单">
            <StyledGreeting>{nickName ? `您好，${nickName}` : '您好，欢迎来到花市！'}</StyledGreeting>
            <StyledList>
              {nickName ? (
                <>
                  <li>{link(paths.finance, '财务中心')}</li>
                  <li>{link(paths.address, '地址管理')}</li>
                  <li>{link(paths.password, '修改密码')}</li>
                </>
              ) : (
                <>
                  <li>{link(paths.login, '登录')}</li>
                  <li>{link(paths.register, '注册')}</li>
                </>
              )}
            </StyledList>
            <StyledHeading>我的订单</StyledHeading>
            <StyledTabs aria-label="我的订单">
              {orderTabs.map((tab) => (
                <li key={tab.label}>{link(tab.href, tab.label)}</li>
              ))}
            </StyledTabs>
            <StyledHeading>采购工具</StyledHeading>
            <StyledList aria-label="采购工具">
              {BUYING_TOOLS.map((tool) => (
                <li key={tool.path}>{link(paths[tool.path], tool.label)}</li>
              ))}
            </StyledList>
            <StyledList>
              <li>{link(paths.recharge, '充值')}</li>
              <li>{link(paths.afterSales, '售后查询')}</li>
              <li>{link(paths.help, '帮助中心')}</li>
              <li>
                {onInstallApp ? (
                  <button
                    type="button"
                    onClick={() => {
                      onOpenChange(false);
                      onInstallApp();
                    }}
                  >
                    下载APP
                  </button>
                ) : (
                  <a href={appDownloadUrl}>下载APP</a>
                )}
              </li>
            </StyledList>
            {nickName && (
              <>
                <StyledDivider />
                <StyledList>
                  <li>
                    <button
                      type="button"
                      onClick={() => {
                        onOpenChange(false);
                        onLogout?.();
                      }}
                    >
                      退出登录
                    </button>
                  </li>
                </StyledList>
              </>
            )}
          </StyledSheet>
        </>
      )}
    </div>
  );
}
