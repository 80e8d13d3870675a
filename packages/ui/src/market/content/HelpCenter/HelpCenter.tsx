import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../../theme/media';
import { vars } from '../../../theme/vars';
import { HelpArticle } from './HelpArticle';
import type { HelpSection } from './helpTypes';
import { column } from '../../../internal/flex';

export type HelpCenterProps = Omit<HTMLAttributes<HTMLElement>, 'onSelect'> & {
  sections: readonly HelpSection[];
  /** The section shown; an unknown id shows the first. */
  activeId: string | null;
  onSelect: (id: string) => void;
  /** Extra content under a section's blocks (e.g. the contact button), by section id. */
  extras?: Readonly<Record<string, ReactNode>>;
};

const StyledCenter = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 3fr);
  gap: ${vars.space[4]};
  align-items: start;
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${vars.space[3]};
  }
`;

const StyledNav = styled.nav`
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  ${media.wide} {
    position: sticky;
    top: ${vars.space[4]};
  }

  ul {
    margin: ${vars.space[0]};
    padding: ${vars.space[2]};
    list-style: none;
  }
  ${media.phone} {
    ul {
      display: flex;
      gap: ${vars.space[2]};
      overflow-x: auto;
    }
  }
`;

const StyledItem = styled.button`
  ${column(vars.space[1])}
  width: 100%;
  min-height: ${vars.size.controlLg};
  padding: ${vars.space[2]} ${vars.space[3]};
  text-align: left;
  font: inherit;
  color: ${vars.color.text};
  background: transparent;
  border: none;
  border-radius: ${vars.radius.md};
  cursor: pointer;

  .title {
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.medium};
  }
  .summary {
    font-size: ${vars.font.size.xs};
    color: ${vars.color.textMuted};
  }
  &:hover {
    background: ${vars.color.surfaceMuted};
  }
  &[aria-current='true'] {
    color: ${vars.color.primary};
    background: ${vars.color.primarySoft};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }
  ${media.phone} {
    width: auto;
    white-space: nowrap;
    justify-content: center;
    .summary {
      display: none;
    }
  }
`;

/** 帮助中心: the list of help pages beside the one open (on a phone, a scrolling row of titles above it). */
export function HelpCenter({ sections, activeId, onSelect, extras, ...rest }: HelpCenterProps) {
  const active = sections.find((s) => s.id === activeId) ?? sections[0];
  return (
    <StyledCenter {...rest}>
      <StyledNav aria-label="帮助目录">
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <StyledItem type="button" aria-current={section.id === active?.id} onClick={() => onSelect(section.id)}>
                <span className="title">{section.title}</span>
                <span className="summary">{section.summary}</span>
              </StyledItem>
            </li>
          ))}
        </ul>
      </StyledNav>
      {active && <HelpArticle section={active} extra={extras?.[active.id]} />}
    </StyledCenter>
  );
}
