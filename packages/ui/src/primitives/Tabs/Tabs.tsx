import { useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { numericText } from '../../internal/numericText';
import { vars } from '../../theme/vars';
import { media } from '../../theme/media';

export type TabItem = {
  label: ReactNode;
  /** A count shown after the label, e.g. new orders. */
  count?: number;
  disabled?: boolean;
  /** id of the panel this tab controls (aria-controls). */
  panelId?: string;
};

export type TabsVariant = 'line' | 'card';

export type TabsProps = Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> & {
  /** Plain labels or full items. */
  items: readonly (string | TabItem)[];
  /** Index of the selected tab. */
  active: number;
  onChange: (index: number) => void;
  variant?: TabsVariant;
};

type VariantStyle = {
  gap: string;
  padX: string;
  bg: string;
  activeFg: string;
  activeBg: string;
  border: string;
  indicator: string;
  radius: string;
};

const variants: Record<TabsVariant, VariantStyle> = {
  line: {
    gap: vars.space[6],
    padX: vars.space[0],
    bg: 'transparent',
    activeFg: vars.color.primary,
    activeBg: 'transparent',
    border: 'transparent',
    indicator: vars.color.primary,
    radius: vars.radius.none,
  },
  card: {
    gap: vars.space[2],
    padX: vars.space[4],
    bg: vars.color.surfaceMuted,
    activeFg: vars.color.onPrimary,
    activeBg: vars.color.primary,
    border: vars.color.border,
    indicator: 'transparent',
    radius: vars.radius.md,
  },
};

const StyledList = styled.div<{ $variant: TabsVariant }>`
  display: flex;
  align-items: flex-end;
  gap: ${(p) => variants[p.$variant].gap};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
  /* More tabs than a phone's width scroll sideways inside the bar, never the page. */
  ${media.phone} {
    overflow-x: auto;
    scrollbar-width: none;
  }
`;

const StyledTab = styled.button<{ $variant: TabsVariant }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding: ${vars.space[2]} ${(p) => variants[p.$variant].padX};
  margin-bottom: calc(-1 * ${vars.size.borderWidth});
  font-size: ${vars.font.size.lg};
  color: ${vars.color.textSecondary};
  background: ${(p) => variants[p.$variant].bg};
  border: ${vars.size.borderWidth} solid ${(p) => variants[p.$variant].border};
  border-bottom-color: transparent;
  border-radius: ${(p) => variants[p.$variant].radius} ${(p) => variants[p.$variant].radius} ${vars.radius.none} ${vars.radius.none};
  cursor: pointer;
  white-space: nowrap;
  ${media.phone} {
    flex: none;
    min-height: ${vars.size.controlLg};
  }

  &::after {
    content: '';
    position: absolute;
    left: ${vars.space[0]};
    right: ${vars.space[0]};
    bottom: ${vars.space[0]};
    height: ${vars.size.borderWidthStrong};
    background: transparent;
  }

  /* The chosen card tab keeps its own colours under the pointer (primary text on a primary card would vanish). */
  &:hover:not(:disabled):not([aria-selected='true']) {
    color: ${vars.color.primary};
  }

  &[aria-selected='true'] {
    color: ${(p) => variants[p.$variant].activeFg};
    background: ${(p) => variants[p.$variant].activeBg};
    border-color: ${(p) => variants[p.$variant].activeBg};
    font-weight: ${vars.font.weight.medium};
  }

  &[aria-selected='true']::after {
    background: ${(p) => variants[p.$variant].indicator};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }

  &:disabled {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

const StyledCount = styled.span`
  font-size: ${vars.font.size.xs};
  ${numericText}
`;

const normalise = (item: string | TabItem): TabItem => (typeof item === 'string' ? { label: item } : item);

/**
 * A row of tabs (role tablist). It only reports the chosen index; the page shows the panel.
 * Arrow keys, Home and End move between tabs.
 */
export function Tabs({ items, active, onChange, variant = 'line', onKeyDown, ...rest }: TabsProps) {
  const tabs = items.map(normalise);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (from: number, step: 1 | -1) => {
    for (let n = 1; n <= tabs.length; n += 1) {
      const index = (from + step * n + tabs.length * n) % tabs.length;
      if (!tabs[index]?.disabled) return index;
    }
    return from;
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const keys: Record<string, () => number> = {
      ArrowRight: () => move(active, 1),
      ArrowLeft: () => move(active, -1),
      Home: () => move(-1, 1),
      End: () => move(tabs.length, -1),
    };
    const next = keys[event.key]?.();
    if (next === undefined) return;
    event.preventDefault();
    refs.current[next]?.focus();
    if (next !== active) onChange(next);
  };

  return (
    <StyledList role="tablist" $variant={variant} onKeyDown={onListKeyDown} {...rest}>
      {tabs.map((tab, index) => {
        const selected = index === active;
        return (
          <StyledTab
            key={index}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            $variant={variant}
            aria-selected={selected}
            aria-controls={tab.panelId}
            tabIndex={selected ? 0 : -1}
            disabled={tab.disabled}
            onClick={() => {
              if (!selected) onChange(index);
            }}
          >
            {tab.label}
            {tab.count !== undefined && <StyledCount>({tab.count})</StyledCount>}
          </StyledTab>
        );
      })}
    </StyledList>
  );
}
