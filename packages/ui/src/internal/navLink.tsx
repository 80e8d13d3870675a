import type { MouseEvent, ReactNode } from 'react';

/** What a `renderLink` prop receives; spread it onto the app's router link. */
export type NavLinkProps = {
  href: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

type NavLinkOptions = {
  /** Called with the path of a plain left click (no modifier key); the app routes. */
  onNavigate?: (path: string) => void;
  /** Renders the link yourself; by default an <a>. */
  renderLink?: (link: NavLinkProps) => ReactNode;
  /** Runs on every click first (e.g. closes the open menu). */
  onFollow: () => void;
};

/**
 * The link maker of the top bar and its menus: `link(href, children)` gives an <a> (or the app's own link) whose
 * plain left click goes through onNavigate; a modified click (new tab, …) is left to the browser.
 */
export function navLinkMaker({ onNavigate, renderLink, onFollow }: NavLinkOptions) {
  return (href: string, children: ReactNode): ReactNode => {
    const follow = followPlainClick(href, onNavigate);
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onFollow();
      follow(event);
    };
    if (renderLink) return renderLink({ href, children, onClick });
    return (
      <a href={href} onClick={onClick}>
        {children}
      </a>
    );
  };
}

/**
 * A link's click handler: a plain left click (no modifier key) goes through `onNavigate` (the app routes); a modified
 * click (new tab, …), or any click without `onNavigate`, is left to the browser.
 */
export function followPlainClick(href: string, onNavigate: ((path: string) => void) | undefined) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (onNavigate && plainClick) {
      event.preventDefault();
      onNavigate(href);
    }
  };
}
