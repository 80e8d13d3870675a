import type { HTMLAttributes, MouseEvent } from 'react';
import styled from 'styled-components';
import { FlowerIllustration } from '../../internal/icons';
import { noticeLayout, StyledNoticeIllustration, StyledNoticeText, StyledNoticeTitle } from '../../internal/pageNoticeStyles';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

export type NotFoundLink = { label: string; href: string };

export type NotFoundProps = HTMLAttributes<HTMLElement> & {
  /** Where to go instead: home first, then the two zones. */
  links: readonly NotFoundLink[];
  /** Called with the href of a plain left click; the app routes (a modified click is left to the browser). */
  onNavigate?: (href: string) => void;
};

const StyledSection = styled.section`
  ${noticeLayout}
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  ${media.phone} {
    padding: ${vars.space[10]} ${vars.space[4]};
  }
`;

const StyledLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[3]};
  margin: ${vars.space[2]} ${vars.space[0]} ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${vars.size.controlLg};
    padding: ${vars.space[0]} ${vars.space[5]};
    font-size: ${vars.font.size.md};
    color: ${vars.color.primary};
    text-decoration: none;
    border: ${vars.size.borderWidth} solid ${vars.color.primaryBorder};
    border-radius: ${vars.radius.pill};
  }
  li:first-child a {
    color: ${vars.color.onPrimary};
    background: ${vars.color.primary};
    border-color: ${vars.color.primary};
  }
  a:hover {
    background: ${vars.color.primarySoft};
  }
  li:first-child a:hover {
    background: ${vars.color.primaryHover};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }
`;

/** An address the app does not have: says so plainly (never repeating the address) and offers home and the zones. */
export function NotFound({ links, onNavigate, ...rest }: NotFoundProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (onNavigate && plainClick) {
      event.preventDefault();
      onNavigate(href);
    }
  };
  return (
    <StyledSection aria-labelledby="not-found-title" {...rest}>
      <StyledNoticeIllustration aria-hidden="true">
        <FlowerIllustration />
      </StyledNoticeIllustration>
      <StyledNoticeTitle id="not-found-title">页面不存在</StyledNoticeTitle>
      <StyledNoticeText>您要找的页面不存在或已经移除，请检查链接，或从下面的入口继续采购。</StyledNoticeText>
      <nav aria-label="继续采购">
        <StyledLinks>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} onClick={(event) => follow(event, link.href)}>
                {link.label}
              </a>
            </li>
          ))}
        </StyledLinks>
      </nav>
    </StyledSection>
  );
}
