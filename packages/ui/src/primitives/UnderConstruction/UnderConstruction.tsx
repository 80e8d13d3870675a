import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/vars';
import { FlowerIllustration } from '../../internal/icons';
import { noticeLayout, StyledNoticeIllustration, StyledNoticeText, StyledNoticeTitle } from '../../internal/pageNoticeStyles';

export type UnderConstructionProps = HTMLAttributes<HTMLElement> & {
  /** The page's name, e.g. 售后查询. */
  pageName: string;
  /** The route, e.g. /afterlist: kept as the section's `data-route` for tools, never printed on the page. */
  path?: string;
  /** E.g. a 返回首页 button. */
  action?: ReactNode;
};

const StyledSection = styled.section`
  ${noticeLayout}
  background: ${vars.color.surfaceMuted};
  border: ${vars.size.borderWidth} dashed ${vars.color.border};
  border-radius: ${vars.radius.lg};
`;

/**
 * Stands in for a page the spec names but that is not built yet, so a route never shows a blank screen: it says so
 * plainly and never prints the raw path (an unknown address is NotFound's).
 */
export function UnderConstruction({ pageName, path, action, ...rest }: UnderConstructionProps) {
  return (
    <StyledSection aria-label={`${pageName}（建设中）`} data-route={path} {...rest}>
      <StyledNoticeIllustration aria-hidden="true">
        <FlowerIllustration />
      </StyledNoticeIllustration>
      <StyledNoticeTitle>{pageName}</StyledNoticeTitle>
      <StyledNoticeText>建设中，敬请期待</StyledNoticeText>
      <StyledNoticeText>这项功能尚未上线，上线后将在这里提供。</StyledNoticeText>
      {action}
    </StyledSection>
  );
}
