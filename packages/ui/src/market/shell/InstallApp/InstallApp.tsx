import { INSTALL_WAYS, IOS_INSTALL_STEPS, MENU_INSTALL_STEP, type InstallWay } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { vars } from '../../../theme/vars';
import { column } from '../../../internal/flex';

export type InstallAppProps = HTMLAttributes<HTMLDivElement> & {
  /** How this browser adds the app (domain installWay). */
  way: InstallWay;
  /** Opens the browser's install prompt (way 'prompt'). */
  onInstall?: () => void;
};

const StyledPanel = styled.div`
  ${column(vars.space[3])}
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  color: ${vars.color.text};

  p {
    margin: ${vars.space[0]};
  }
`;

const StyledLead = styled.p`
  color: ${vars.color.textSecondary};
`;

const StyledSteps = styled.ol`
  ${column(vars.space[2])}
  margin: ${vars.space[0]};
  padding-left: ${vars.space[6]};
`;

/**
 * 下载APP on a phone (issue 26): the app is added to the home screen, there is no package to download. With the
 * browser's own prompt one button opens it; on an iPhone (Safari has no prompt) the two steps; elsewhere the menu
 * item; opened from the home screen already, it says so.
 */
export function InstallApp({ way, onInstall, ...rest }: InstallAppProps) {
  return (
    <StyledPanel {...rest}>
      {way === 'installed' ? (
        <p>花市已添加到主屏幕，以后从主屏幕的花市图标打开即可。</p>
      ) : (
        <StyledLead>把花市添加到手机主屏幕，像APP一样一点就开，无需下载安装包。</StyledLead>
      )}
      {way === 'prompt' && (
        <Button variant="primary" size="lg" block onClick={onInstall}>
          {INSTALL_WAYS.prompt}
        </Button>
      )}
      {way === 'ios' && (
        <StyledSteps aria-label={INSTALL_WAYS.ios}>
          {IOS_INSTALL_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </StyledSteps>
      )}
      {way === 'menu' && <p>{MENU_INSTALL_STEP}</p>}
    </StyledPanel>
  );
}
