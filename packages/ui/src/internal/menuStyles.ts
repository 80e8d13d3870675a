import styled, { css } from 'styled-components';
import { vars } from '../theme/vars';

/** Shared by TopBar and UserMenu: the look of a bar entry (link or button) and of a dropdown list. */

/** Links and buttons in the top bar look alike. */
export const barEntry = css`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  height: 100%;
  padding: ${vars.space[0]} ${vars.space[3]};
  font-size: inherit;
  color: inherit;
  text-decoration: none;
  background: none;
  border: none;
  cursor: pointer;
  white-space: nowrap;

  &:hover,
  &[aria-expanded='true'] {
    color: ${vars.color.primary};
  }

  &:focus-visible {
    outline: none;
    box-shadow: inset ${vars.shadow.focus};
  }

  svg {
    flex: none;
    font-size: ${vars.size.iconSm};
  }
`;

export const StyledBarEntry = styled.span`
  display: flex;
  height: 100%;

  & > a,
  & > button {
    ${barEntry}
  }
`;

export const StyledMenuList = styled.ul`
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;

  a,
  button {
    display: block;
    width: 100%;
    padding: ${vars.space[2]} ${vars.space[4]};
    font-size: ${vars.font.size.sm};
    text-align: left;
    color: ${vars.color.text};
    text-decoration: none;
    background: none;
    border: none;
    cursor: pointer;
    white-space: nowrap;
  }

  a:hover,
  button:hover,
  a:focus-visible,
  button:focus-visible {
    outline: none;
    color: ${vars.color.primary};
    background: ${vars.color.primarySoft};
  }
`;

export const StyledMenuDivider = styled.li`
  height: ${vars.size.borderWidth};
  margin: ${vars.space[1]} ${vars.space[0]};
  background: ${vars.color.divider};
`;
