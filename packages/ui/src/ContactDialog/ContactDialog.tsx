import { MESSAGES } from '@huashi/domain';
import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { vars } from '../theme/vars';
import { numericText } from '../internal/numericText';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Spinner } from '../Spinner';

export type ContactDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The customer manager's phone; '' when none; undefined while loading. */
  phone?: string;
  /** The customer-service chat link shown as a QR code; null when there is none; undefined while loading. */
  chatUrl?: string | null;
};

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[0]};
  font-size: ${vars.font.size.md};
  color: ${vars.color.text};

  svg {
    width: ${vars.size.qr};
    height: ${vars.size.qr};
  }
`;

/** The manager's phone: a call link in the app's own style (not the browser's blue underline), a 44 px target. */
const StyledPhone = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.controlLg};
  ${numericText}
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.primary};
  text-decoration: none;

  &:hover {
    color: ${vars.color.primaryHover};
  }
  &:focus-visible {
    outline: none;
    border-radius: ${vars.radius.sm};
    box-shadow: ${vars.shadow.focus};
  }
`;

const StyledMuted = styled.p`
  margin: ${vars.space[0]};
  color: ${vars.color.textSecondary};
  font-size: ${vars.font.size.sm};
`;

/** Contact us (§2): the manager phone and the customer-service chat QR, or 暂无客服经理对接，请电话联系. */
export function ContactDialog({ open, onClose, phone, chatUrl }: ContactDialogProps) {
  const loading = phone === undefined || chatUrl === undefined;
  return (
    <Dialog open={open} title="联系我们" size="sm" onClose={onClose} footer={<Button onClick={onClose}>知道了</Button>}>
      <StyledBody>
        {loading ? (
          <Spinner label="加载中" />
        ) : (
          <>
            <span>客户经理电话：{phone ? <StyledPhone href={`tel:${phone}`}>{phone}</StyledPhone> : '暂无'}</span>
            {chatUrl ? (
              <>
                <QRCodeSVG value={chatUrl} size={100} role="img" aria-label="客服二维码" />
                <StyledMuted>扫码联系客服</StyledMuted>
              </>
            ) : (
              <StyledMuted>{MESSAGES.noCustomerManager}</StyledMuted>
            )}
          </>
        )}
      </StyledBody>
    </Dialog>
  );
}
