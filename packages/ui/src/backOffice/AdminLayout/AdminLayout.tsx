import { useId, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../../primitives/Button';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';
import { column } from '../../internal/flex';

export type AdminNavItem = {
  key: string;
  label: string;
  href: string;
  /** Not built yet: shown, and its page says so. */
  soon?: boolean;
};

export type AdminLayoutProps = {
  /** Who is signed in. */
  staff: { displayName: string; roleName: string };
  /** The desks this role works at, in menu order. */
  nav: readonly AdminNavItem[];
  /** The key of the desk shown. */
  active: string | null;
  /** A menu click (the app routes; a plain click on the link is prevented). */
  onNavigate: (href: string) => void;
  onLogout: () => void;
  /** Logging out is under way. */
  loggingOut?: boolean;
  children: ReactNode;
};

const StyledShell = styled.div`
  display: grid;
  grid-template-columns: ${vars.size.adminNav} minmax(0, 1fr);
  min-height: 100vh;
  background: ${vars.color.surfaceMuted};
  /* A phone: the nav is a row of links on top, only as tall as they are; the page takes the rest. */
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
`;

const StyledNav = styled.nav<{ $open: boolean }>`
  ${column(vars.space[1])}
  padding: ${vars.space[4]} ${vars.space[3]};
  background: ${vars.color.surface};
  border-right: ${vars.size.borderWidth} solid ${vars.color.border};
  /* A phone: the list is closed behind the header's 菜单 button (no sideways strip to discover); open, it is a column. */
  ${media.phone} {
    display: none;
    padding: ${vars.space[2]} ${vars.space[3]};
    border-right: none;
    border-bottom: ${vars.size.borderWidth} solid ${vars.color.border};
    ${(p) =>
      p.$open &&
      css`
        display: flex;
      `}
  }
`;

const StyledMenuButton = styled.span`
  display: none;
  margin-right: auto;
  ${media.phone} {
    display: inline-flex;
  }
`;

const StyledBrand = styled.div`
  padding: ${vars.space[2]} ${vars.space[3]} ${vars.space[4]};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
  color: ${vars.color.primary};
  ${media.phone} {
    display: none;
  }
`;

const StyledLink = styled.a<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  min-height: ${vars.size.controlLg};
  padding: ${vars.space[0]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${vars.color.surfaceMuted};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }
  ${(p) =>
    p.$active &&
    css`
      background: ${vars.color.primarySoft};
      color: ${vars.color.primaryActive};
      font-weight: ${vars.font.weight.medium};
      &:hover {
        background: ${vars.color.primarySoft};
      }
    `}
`;

const StyledSoon = styled.span`
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textSecondary};
`;

const StyledMain = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[6]};
  background: ${vars.color.surface};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.border};
  ${media.phone} {
    padding: ${vars.space[2]} ${vars.space[4]};
  }
`;

const StyledWho = styled.span`
  color: ${vars.color.textSecondary};
  strong {
    color: ${vars.color.text};
    font-weight: ${vars.font.weight.medium};
  }
`;

/** The back office frame: the desks of the signed-in role on the left (behind a 菜单 button on a phone), who is signed in and 退出 on top. */
export function AdminLayout({ staff, nav, active, onNavigate, onLogout, loggingOut = false, children }: AdminLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const current = nav.find((item) => item.key === active)?.label;
  return (
    <StyledShell>
      <StyledNav id={navId} aria-label="后台菜单" data-open={menuOpen} $open={menuOpen}>
        <StyledBrand>花市 · 市场后台</StyledBrand>
        {nav.map((item) => (
          <StyledLink
            key={item.key}
            href={item.href}
            $active={item.key === active}
            aria-current={item.key === active ? 'page' : undefined}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              setMenuOpen(false);
              onNavigate(item.href);
            }}
          >
            {item.label}
            {item.soon ? <StyledSoon>建设中</StyledSoon> : null}
          </StyledLink>
        ))}
      </StyledNav>
      <StyledMain>
        <StyledHeader>
          <StyledMenuButton>
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={menuOpen}
              aria-controls={navId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? '收起菜单' : `菜单${current ? ` · ${current}` : ''}`}
            </Button>
          </StyledMenuButton>
          <StyledWho>
            <strong>{staff.displayName}</strong> · {staff.roleName}
          </StyledWho>
          <Button variant="secondary" size="sm" onClick={onLogout} loading={loggingOut}>
            退出
          </Button>
        </StyledHeader>
        {children}
      </StyledMain>
    </StyledShell>
  );
}
