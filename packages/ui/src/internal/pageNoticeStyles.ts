import styled, { css } from 'styled-components';
import { vars } from '../theme/vars';
import { column } from './flex';

/** Shared by NotFound and UnderConstruction: the layout, the flower, the heading and the plain lines of a whole-page notice. */

/** The notice's column, centred (each notice adds its own background and border). */
export const noticeLayout = css`
  ${column(vars.space[3])}
  align-items: center;
  padding: ${vars.space[16]} ${vars.space[6]};
  text-align: center;
`;

export const StyledNoticeIllustration = styled.span`
  display: inline-flex;
  width: ${vars.size.illustration};
  height: ${vars.size.illustration};

  svg {
    width: 100%;
    height: 100%;
  }
`;

export const StyledNoticeTitle = styled.h1`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.xxl};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.text};
`;

export const StyledNoticeText = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.md};
  color: ${vars.color.textSecondary};
`;
