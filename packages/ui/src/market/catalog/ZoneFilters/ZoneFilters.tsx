import { visibleCategories } from '@huashi/domain';
import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { media } from '../../../theme/media';
import { Checkbox } from '../../../primitives/Checkbox';
import { Select } from '../../../primitives/Select';
import { ChevronDownIcon } from '../../../internal/icons';
import { quietCutLine } from '../../../internal/cutLine';
import { column, wrappingRow } from '../../../internal/flex';

export type ZoneFilterValue = {
  styleId: number | null;
  cateId: number | null;
  recommended: boolean;
  followed: boolean;
  description: '' | 'with' | 'without';
  /** A grade letter, '' for every grade. */
  level: '' | 'A' | 'B' | 'C' | 'D';
  price: '' | 'asc' | 'desc';
};

export const EMPTY_ZONE_FILTERS: ZoneFilterValue = {
  styleId: null,
  cateId: null,
  recommended: false,
  followed: false,
  description: '',
  level: '',
  price: '',
};

export type ZoneFilterStyle = { styleId: number; styleName: string; cates: { cateId: number; cateName: string }[] };

export type ZoneFiltersProps = Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> & {
  styles: readonly ZoneFilterStyle[];
  value: ZoneFilterValue;
  onChange: (next: ZoneFilterValue) => void;
  /** On a phone, the filters open under their bar from the start (for stories and screenshots). */
  defaultExpanded?: boolean;
};

/**
 * On a phone the filters are one bar that sticks under the compact top bar (issue 26): 筛选 with what is chosen;
 * tapping it opens the filters under it. A desktop shows the filters as they are, with no bar.
 */
const StyledSticky = styled.div`
  ${media.phone} {
    position: sticky;
    top: calc(${vars.size.controlLg} + env(safe-area-inset-top));
    z-index: ${vars.z.dropdown};
    display: flex;
    flex-direction: column;
    max-height: calc(100dvh - ${vars.size.controlLg} - env(safe-area-inset-top));
    background: ${vars.color.surface};
    border: ${vars.size.borderWidth} solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
    box-shadow: ${vars.shadow.sm};
  }
`;

const StyledBar = styled.button`
  display: none;
  ${media.phone} {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    width: 100%;
    min-height: ${vars.size.controlLg};
    padding: ${vars.space[0]} ${vars.space[3]};
    font-size: ${vars.font.size.md};
    color: ${vars.color.text};
    text-align: left;
    background: none;
    border: none;
    cursor: pointer;
    &:focus-visible {
      outline: none;
      box-shadow: inset ${vars.shadow.focus};
    }
    & > svg {
      flex: none;
      transition: transform ${vars.motion.fast};
    }
    &[aria-expanded='true'] > svg {
      transform: rotate(180deg);
    }
  }
`;

const StyledBarTitle = styled.strong`
  flex: none;
  font-weight: ${vars.font.weight.medium};
`;

const StyledBarSummary = styled.span`
  ${quietCutLine}
`;

const StyledFilters = styled.div<{ $expanded: boolean }>`
  ${column(vars.space[3])}
  padding: ${vars.space[4]};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  ${media.phone} {
    display: ${(p) => (p.$expanded ? 'flex' : 'none')};
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: ${vars.space[3]};
    border: none;
    border-top: ${vars.size.borderWidth} solid ${vars.color.divider};
    border-radius: ${vars.radius.none};
  }
`;

const StyledLine = styled.div`
  display: grid;
  grid-template-columns: ${vars.space[16]} 1fr;
  align-items: start;
  gap: ${vars.space[3]};
  /* On a phone the label sits above its chips. */
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${vars.space[1]};
  }
`;

const StyledLabel = styled.span`
  padding-top: ${vars.space[1]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textMuted};
`;

const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  /* A phone keeps the chips on one line that scrolls sideways (inside the card, never the page). */
  ${media.phone} {
    flex-wrap: nowrap;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: none;
    & > * {
      flex: none;
    }
  }
`;

const StyledChip = styled.button<{ $on: boolean }>`
  padding: ${vars.space[1]} ${vars.space[3]};
  font-size: ${vars.font.size.sm};
  color: ${(p) => (p.$on ? vars.color.onPrimary : vars.color.text)};
  background: ${(p) => (p.$on ? vars.color.primary : vars.color.surfaceMuted)};
  border: none;
  border-radius: ${vars.radius.pill};
  cursor: pointer;
  ${media.phone} {
    min-height: ${vars.size.controlLg};
    padding: ${vars.space[0]} ${vars.space[4]};
    font-size: ${vars.font.size.md};
  }

  &:hover {
    color: ${(p) => (p.$on ? vars.color.onPrimary : vars.color.primary)};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }
`;

const StyledMore = styled.button`
  padding: ${vars.space[1]} ${vars.space[2]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.info};
  background: none;
  border: none;
  cursor: pointer;
  ${media.phone} {
    min-height: ${vars.size.controlLg};
  }
`;

const StyledControls = styled.div`
  ${wrappingRow(vars.space[4])}
  ${media.phone} {
    gap: ${vars.space[2]} ${vars.space[3]};
  }
`;

const PRICE_NEXT = { '': 'asc', asc: 'desc', desc: '' } as const;
const PRICE_LABEL = { '': '价格排序', asc: '价格 ↑', desc: '价格 ↓' } as const;
const DESCRIPTION_LABEL = { '': '全部描述', with: '有描述', without: '无描述' } as const;
const LEVEL_LABEL = { '': '全部等级', A: 'A级', B: 'B级', C: 'C级', D: 'D级' } as const;

/** What is chosen, in the order the filters show, e.g. 玫瑰 · 红玫瑰 · A级 · 价格 ↑ ('' when nothing is). */
function chosenSummary(value: ZoneFilterValue, style: ZoneFilterStyle | null): string {
  return [
    style?.styleName,
    style?.cates.find((c) => c.cateId === value.cateId)?.cateName,
    value.recommended && '推荐',
    value.followed && '已关注',
    value.description && DESCRIPTION_LABEL[value.description],
    value.level && LEVEL_LABEL[value.level],
    value.price && PRICE_LABEL[value.price],
  ]
    .filter(Boolean)
    .join(' · ');
}

function Chip({ on, onClick, children }: { on: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <StyledChip type="button" $on={on} aria-pressed={on} onClick={onClick}>
      {children}
    </StyledChip>
  );
}

/**
 * Filters of /presell: shape (style), category (beyond 10 behind 更多), recommended, followed,
 * description, level and the price sort. On a phone they fold into a sticky 筛选 bar naming what is chosen.
 */
export function ZoneFilters({ styles, value, onChange, defaultExpanded = false, ...rest }: ZoneFiltersProps) {
  const [expanded, setExpanded] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(defaultExpanded);
  const bodyId = useId();
  const style = styles.find((s) => s.styleId === value.styleId) ?? null;
  const { shown, hasMore } = visibleCategories(style?.cates ?? [], expanded);
  const set = (patch: Partial<ZoneFilterValue>) => onChange({ ...value, ...patch });
  const summary = chosenSummary(value, style);
  return (
    <StyledSticky {...rest}>
      <StyledBar type="button" aria-expanded={phoneOpen} aria-controls={bodyId} onClick={() => setPhoneOpen(!phoneOpen)}>
        <StyledBarTitle>筛选</StyledBarTitle>
        <StyledBarSummary>{summary || '全部商品'}</StyledBarSummary>
        <ChevronDownIcon />
      </StyledBar>
      <StyledFilters id={bodyId} $expanded={phoneOpen}>
        <StyledLine role="group" aria-label="形态">
          <StyledLabel>形态</StyledLabel>
          <StyledChips>
            <Chip on={value.styleId === null} onClick={() => set({ styleId: null, cateId: null })}>
              全部
            </Chip>
            {styles.map((s) => (
              <Chip
                key={s.styleId}
                on={value.styleId === s.styleId}
                onClick={() => {
                  setExpanded(false);
                  set({ styleId: s.styleId, cateId: null });
                }}
              >
                {s.styleName}
              </Chip>
            ))}
          </StyledChips>
        </StyledLine>
        {style && (
          <StyledLine role="group" aria-label="品类">
            <StyledLabel>品类</StyledLabel>
            <StyledChips>
              <Chip on={value.cateId === null} onClick={() => set({ cateId: null })}>
                全部
              </Chip>
              {shown.map((c) => (
                <Chip key={c.cateId} on={value.cateId === c.cateId} onClick={() => set({ cateId: c.cateId })}>
                  {c.cateName}
                </Chip>
              ))}
              {hasMore && (
                <StyledMore type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
                  {expanded ? '收起' : '更多'}
                </StyledMore>
              )}
            </StyledChips>
          </StyledLine>
        )}
        <StyledLine>
          <StyledLabel>筛选</StyledLabel>
          <StyledControls>
            <Checkbox label="推荐" checked={value.recommended} onChange={(e) => set({ recommended: e.target.checked })} />
            <Checkbox label="已关注" checked={value.followed} onChange={(e) => set({ followed: e.target.checked })} />
            <Select
              aria-label="描述"
              size="sm"
              value={value.description}
              options={Object.entries(DESCRIPTION_LABEL).map(([key, label]) => ({ value: key, label }))}
              onChange={(e) => set({ description: e.target.value as ZoneFilterValue['description'] })}
            />
            <Select
              aria-label="等级"
              size="sm"
              value={value.level}
              options={Object.entries(LEVEL_LABEL).map(([key, label]) => ({ value: key, label }))}
              onChange={(e) => set({ level: e.target.value as ZoneFilterValue['level'] })}
            />
            <Chip on={value.price !== ''} onClick={() => set({ price: PRICE_NEXT[value.price] })}>
              {PRICE_LABEL[value.price]}
            </Chip>
          </StyledControls>
        </StyledLine>
      </StyledFilters>
    </StyledSticky>
  );
}
