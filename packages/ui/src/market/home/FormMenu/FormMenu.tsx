import { MAX_CATEGORIES_SHOWN } from '@huashi/domain';
import { useState, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { media } from '../../../theme/media';

export type FormMenuStyle = {
  styleId: number;
  styleName: string;
  cates: { cateId: number; cateName: string; list: { flwCode: string; flwName: string }[] }[];
};

export type FormMenuProps = HTMLAttributes<HTMLElement> & {
  styles: readonly FormMenuStyle[];
  onPickStyle: (styleId: number) => void;
  onPickCategory: (styleId: number, cateId: number) => void;
  onPickVariety: (flwCode: string, flwName: string) => void;
  /** Opens one style's submenu from the start (stories, screenshots). */
  defaultOpenStyleId?: number | null;
};

const StyledNav = styled.nav`
  position: relative;
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
`;

const StyledList = styled.ul`
  margin: ${vars.space[0]};
  padding: ${vars.space[2]} ${vars.space[0]};
  list-style: none;
  /* A phone shows the forms as a grid of 44 px buttons; each opens the zone list on that form. */
  ${media.phone} {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${vars.space[2]};
    padding: ${vars.space[3]};
  }
`;

const StyledStyle = styled.button<{ $on: boolean }>`
  display: flex;
  justify-content: space-between;
  width: 100%;
  padding: ${vars.space[2]} ${vars.space[4]};
  font-size: ${vars.font.size.md};
  color: ${(p) => (p.$on ? vars.color.primary : vars.color.text)};
  background: ${(p) => (p.$on ? vars.color.primarySoft : 'transparent')};
  border: none;
  cursor: pointer;
  text-align: left;
  ${media.phone} {
    align-items: center;
    justify-content: center;
    min-height: ${vars.size.controlLg};
    padding: ${vars.space[0]} ${vars.space[2]};
    font-size: ${vars.font.size.lg};
    color: ${vars.color.text};
    background: ${vars.color.surfaceMuted};
    border-radius: ${vars.radius.md};
    & > span[aria-hidden] {
      display: none;
    }
  }
`;

const StyledPanel = styled.div`
  position: absolute;
  top: ${vars.space[0]};
  left: 100%;
  z-index: ${vars.z.dropdown};
  width: calc(${vars.size.dialogMd} + ${vars.space[10]});
  min-height: 100%;
  padding: ${vars.space[4]};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.md};
  /* No room beside the list on a phone: a tap goes straight to the form's zone list, whose filters pick further. */
  ${media.phone} {
    display: none;
  }
`;

const StyledCate = styled.div`
  display: grid;
  grid-template-columns: ${vars.space[16]} 1fr;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[0]};
  border-bottom: ${vars.size.borderWidth} dashed ${vars.color.divider};
`;

const StyledLink = styled.button<{ $strong?: boolean }>`
  padding: ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  font-weight: ${(p) => (p.$strong ? vars.font.weight.bold : vars.font.weight.regular)};
  color: ${(p) => (p.$strong ? vars.color.text : vars.color.textSecondary)};
  background: none;
  border: none;
  text-align: left;
  cursor: pointer;

  &:hover {
    color: ${vars.color.primary};
  }
`;

const StyledVarieties = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[3]};
`;

/** The home page's form menu (§2): styles, each with a hover submenu of at most 10 categories and their varieties. */
export function FormMenu({ styles, onPickStyle, onPickCategory, onPickVariety, defaultOpenStyleId = null, ...rest }: FormMenuProps) {
  const [openId, setOpenId] = useState<number | null>(defaultOpenStyleId);
  const open = styles.find((s) => s.styleId === openId) ?? null;
  return (
    <StyledNav aria-label="花材形态" onMouseLeave={() => setOpenId(null)} {...rest}>
      <StyledList>
        {styles.map((s) => (
          <li key={s.styleId} onMouseEnter={() => setOpenId(s.styleId)}>
            <StyledStyle
              type="button"
              $on={openId === s.styleId}
              aria-expanded={openId === s.styleId}
              onFocus={() => setOpenId(s.styleId)}
              onClick={() => onPickStyle(s.styleId)}
            >
              <span>{s.styleName}</span>
              <span aria-hidden="true">›</span>
            </StyledStyle>
          </li>
        ))}
      </StyledList>
      {open && (
        <StyledPanel role="region" aria-label={`${open.styleName}品类`}>
          {open.cates.slice(0, MAX_CATEGORIES_SHOWN).map((c) => (
            <StyledCate key={c.cateId}>
              <StyledLink type="button" $strong onClick={() => onPickCategory(open.styleId, c.cateId)}>
                {c.cateName}
              </StyledLink>
              <StyledVarieties>
                {c.list.map((v) => (
                  <StyledLink key={v.flwCode} type="button" onClick={() => onPickVariety(v.flwCode, v.flwName)}>
                    {v.flwName}
                  </StyledLink>
                ))}
              </StyledVarieties>
            </StyledCate>
          ))}
        </StyledPanel>
      )}
    </StyledNav>
  );
}
