import { MESSAGES, showsBackButton, withQuery } from '@huashi/domain';
import { Dialog, InstallApp, SearchBar, TopBar, media, useMessage, vars } from '@huashi/ui';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useAuth } from './auth';
import { useInstallApp } from './installApp';
import { useCartCount } from './cart/useCartCount';
import { useUnreadCount } from './inbox/useUnreadCount';
import { openedInSameTab } from './pages/catalog/shared';
import { useLogout } from './useLogout';

const SEARCH_KEY = 'huashi.search';

/** On a phone the page gutter is smaller and keeps clear of the notch and the home indicator (safe areas). */
const StyledMain = styled.main`
  max-width: ${vars.size.contentWidth};
  margin: 0 auto;
  padding: ${vars.space[4]};
  ${media.phone} {
    padding: ${vars.space[3]} max(${vars.space[3]}, env(safe-area-inset-right)) calc(${vars.space[4]} + env(safe-area-inset-bottom))
      max(${vars.space[3]}, env(safe-area-inset-left));
  }
`;

const StyledHeader = styled.div`
  max-width: ${vars.size.contentWidth};
  margin: 0 auto;
  padding: ${vars.space[4]} ${vars.space[4]} 0;
  display: flex;
  align-items: center;
  gap: ${vars.space[8]};
  ${media.phone} {
    padding: ${vars.space[2]} max(${vars.space[3]}, env(safe-area-inset-right)) 0 max(${vars.space[3]}, env(safe-area-inset-left));
    gap: ${vars.space[2]};
  }
`;

const StyledLogo = styled.a`
  flex: none;
  display: flex;
  align-items: baseline;
  gap: ${vars.space[2]};
  color: ${vars.color.primary};
  text-decoration: none;
  font-size: ${vars.font.size.display};
  font-weight: ${vars.font.weight.bold};
  letter-spacing: 2px;
  /* On a phone the compact top bar carries the brand. */
  ${media.phone} {
    display: none;
  }
  & small {
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.regular};
    color: ${vars.color.textSecondary};
    letter-spacing: 0;
  }
`;

/** The top bar and search bar of spec §2 around every page that has them. */
export function Layout({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const { user } = useAuth();
  const logout = useLogout();
  const cartCount = useCartCount();
  const unreadCount = useUnreadCount();
  const message = useMessage();
  const [search, setSearch] = useState(() => window.sessionStorage.getItem(SEARCH_KEY) ?? '');
  const [installing, setInstalling] = useState(false);
  const installApp = useInstallApp();
  const onHome = location === '/';

  const changeSearch = (text: string) => {
    setSearch(text);
    window.sessionStorage.setItem(SEARCH_KEY, text);
  };

  return (
    <>
      <TopBar
        user={user}
        cartCount={cartCount}
        unreadCount={unreadCount}
        appDownloadUrl={`${window.location.origin}/upNew`}
        onInstallApp={() => setInstalling(true)}
        showBack={showsBackButton(location, openedInSameTab())}
        onBack={() => window.history.back()}
        onNavigate={(path) => navigate(path)}
        onLogout={logout}
      />
      <StyledHeader>
        <StyledLogo
          href="/"
          onClick={(event) => {
            event.preventDefault();
            navigate('/');
          }}
        >
          花市<small>昆明鲜切花批发</small>
        </StyledLogo>
        <SearchBar
          value={search}
          onChange={changeSearch}
          onClear={() => changeSearch('')}
          onSearch={(text) => {
            const keyword = text.trim();
            if (!keyword) {
              // §5: an empty search on home asks for text; elsewhere it shows every product again.
              if (onHome) message.warning(MESSAGES.searchEmpty);
              else navigate('/presell');
              return;
            }
            navigate(withQuery('/presell', { shops: { keyword } }));
          }}
          showEnterMall={onHome}
          onEnterMall={() => navigate('/presell')}
        />
      </StyledHeader>
      <StyledMain>{children}</StyledMain>
      <Dialog open={installing} title="下载APP" size="sm" onClose={() => setInstalling(false)}>
        <InstallApp
          way={installApp.way}
          onInstall={() => {
            setInstalling(false);
            void installApp.install();
          }}
        />
      </Dialog>
    </>
  );
}
