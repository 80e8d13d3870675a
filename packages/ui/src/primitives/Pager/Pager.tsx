import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { numericText } from '../../internal/numericText';
import { vars } from '../../theme/vars';
import { media } from '../../theme/media';
import { ChevronLeftIcon, ChevronRightIcon } from '../../internal/icons';
import { clampPage, pageCount, pageItems } from './internal/pageItems';

export type PagerProps = Omit<HTMLAttributes<HTMLElement>, 'onChange'> & {
  /** Current page, 1-based. */
  page: number;
  /** Number of items across all pages. */
  total: number;
  pageSize: number;
  /** Called with the page the user picked (never the current one). */
  onChange: (page: number) => void;
  /** Pages shown either side of the current one. Default 2. */
  siblingCount?: number;
  /** Shows "共 N 条" before the pages. Default true. */
  showTotal?: boolean;
};

const StyledNav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
  ${media.phone} {
    flex-wrap: wrap;
  }
`;

const StyledList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
  /* 44 px page buttons wrap onto a second line on a phone rather than widen the page. */
  ${media.phone} {
    flex-wrap: wrap;
    justify-content: center;
  }
`;

const StyledPageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${vars.size.controlSm};
  height: ${vars.size.controlSm};
  padding: ${vars.space[0]} ${vars.space[2]};
  font-size: ${vars.font.size.sm};
  ${numericText}
  color: ${vars.color.text};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  cursor: pointer;
  ${media.phone} {
    min-width: ${vars.size.controlLg};
    height: ${vars.size.controlLg};
    font-size: ${vars.font.size.md};
  }

  &:hover:not(:disabled):not([aria-current='page']) {
    color: ${vars.color.primary};
    border-color: ${vars.color.primary};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }

  &[aria-current='page'] {
    color: ${vars.color.onPrimary};
    background: ${vars.color.primary};
    border-color: ${vars.color.primary};
    cursor: default;
  }

  &:disabled {
    color: ${vars.color.textDisabled};
    background: ${vars.color.surfaceMuted};
    cursor: not-allowed;
  }
`;

const StyledGap = styled.span`
  display: inline-flex;
  justify-content: center;
  min-width: ${vars.size.controlSm};
  color: ${vars.color.textMuted};
`;

/** Page numbers with 上一页 / 下一页. Renders nothing when everything fits on one page. */
export function Pager({ page, total, pageSize, onChange, siblingCount = 2, showTotal = true, ...rest }: PagerProps) {
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const current = clampPage(page, count);
  const go = (target: number) => {
    const next = clampPage(target, count);
    if (next !== current) onChange(next);
  };

  return (
    <StyledNav aria-label="分页" {...rest}>
      {showTotal && <span>共 {total} 条</span>}
      <StyledList>
        <li>
          <StyledPageButton type="button" aria-label="上一页" disabled={current <= 1} onClick={() => go(current - 1)}>
            <ChevronLeftIcon />
          </StyledPageButton>
        </li>
        {pageItems(current, count, siblingCount).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.key}`} aria-hidden="true">
              <StyledGap>…</StyledGap>
            </li>
          ) : (
            <li key={item.page}>
              <StyledPageButton
                type="button"
                aria-label={`第 ${item.page} 页`}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={() => go(item.page)}
              >
                {item.page}
              </StyledPageButton>
            </li>
          ),
        )}
        <li>
          <StyledPageButton type="button" aria-label="下一页" disabled={current >= count} onClick={() => go(current + 1)}>
            <ChevronRightIcon />
          </StyledPageButton>
        </li>
      </StyledList>
    </StyledNav>
  );
}
