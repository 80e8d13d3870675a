import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { column } from '../../../internal/flex';

/** The shortcuts of the home page's right panel (§2), in the spec's order. */
export const SHORTCUTS = [
  { key: 'address', label: '地址管理', glyph: '址' },
  { key: 'realname', label: '实名认证', glyph: '证' },
  { key: 'finance', label: '财务中心', glyph: '财' },
  { key: 'afterSales', label: '售后查询', glyph: '售' },
  { key: 'contact', label: '联系我们', glyph: '联' },
  { key: 'help', label: '帮助中心', glyph: '助' },
  { key: 'coupons', label: '优惠券', glyph: '券' },
] as const;
export type ShortcutKey = (typeof SHORTCUTS)[number]['key'];

export type ShortcutGridProps = Omit<HTMLAttributes<HTMLElement>, 'onSelect'> & { onSelect: (key: ShortcutKey) => void };

const StyledGrid = styled.nav`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
`;

const StyledItem = styled.button`
  ${column(vars.space[1])}
  align-items: center;
  padding: ${vars.space[2]} ${vars.space[0]};
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textSecondary};
  background: none;
  border: none;
  border-radius: ${vars.radius.md};
  cursor: pointer;

  &:hover {
    color: ${vars.color.primary};
    background: ${vars.color.primarySoft};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }
`;

const StyledGlyph = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.controlMd};
  height: ${vars.size.controlMd};
  font-size: ${vars.font.size.md};
  color: ${vars.color.primary};
  background: ${vars.color.primarySoft};
  border-radius: ${vars.radius.round};
`;

/** Address, real name, finance, after-sales, contact us, help and coupons. */
export function ShortcutGrid({ onSelect, ...rest }: ShortcutGridProps) {
  return (
    <StyledGrid aria-label="快捷入口" {...rest}>
      {SHORTCUTS.map((s) => (
        <StyledItem key={s.key} type="button" onClick={() => onSelect(s.key)}>
          <StyledGlyph aria-hidden="true">{s.glyph}</StyledGlyph>
          {s.label}
        </StyledItem>
      ))}
    </StyledGrid>
  );
}
