import { MESSAGES } from '@huashi/domain';
import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { numericText } from '../../../internal/numericText';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { Spinner } from '../../../primitives/Spinner';
import { column, wrappingRow } from '../../../internal/flex';

export type ContactDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The customer manager's phone; '' when none; undefined while loading. */
  phone?: string;
  /** The customer manager's name (issue 26: set by staff on the 买家 desk); '' or absent when none. */
  managerName?: string;
  /** The market's hotline (the server's MARKET_HOTLINE); '' or absent: not shown. */
  hotline?: string;
  /** The customer-service chat link shown as a QR code; null when there is none; undefined while loading. */
  chatUrl?: string | null;
};

const StyledBody = styled.div`
  ${column(vars.space[3])}
  align-items: center;
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

/** One line: its label, then what to call. */
const StyledLine = styled.p`
  ${wrappingRow(vars.space[0], vars.space[2])}
  justify-content: center;
  margin: ${vars.space[0]};
  text-align: center;
`;

const StyledLabel = styled.span`
  color: ${vars.color.textSecondary};
`;

const StyledName = styled.strong`
  font-weight: ${vars.font.weight.medium};
`;

const StyledMuted = styled.p`
  margin: ${vars.space[0]};
  color: ${vars.color.textSecondary};
  font-size: ${vars.font.size.sm};
`;

/**
 * Contact us (§2): the buyer's customer manager — name and phone (issue 26: staff set them on the 买家 desk) — or, with
 * none, 暂无客服经理对接，请电话联系; the market's service hotline to call either way; and the customer-service chat QR
 * when there is one. Both phones are call links.
 */
export function ContactDialog({ open, onClose, phone, managerName = '', hotline = '', chatUrl }: ContactDialogProps) {
  const loading = phone === undefined || chatUrl === undefined;
  const hasManager = Boolean(phone || managerName);
  return (
    <Dialog open={open} title="联系我们" size="sm" onClose={onClose} footer={<Button onClick={onClose}>知道了</Button>}>
      <StyledBody>
        {loading ? (
          <Spinner label="加载中" />
        ) : (
          <>
            {hasManager ? (
              <StyledLine>
                <StyledLabel>客户经理</StyledLabel>
                {managerName ? <StyledName>{managerName}</StyledName> : null}
                {phone ? <StyledPhone href={`tel:${phone}`}>{phone}</StyledPhone> : null}
              </StyledLine>
            ) : (
              <StyledMuted>{MESSAGES.noCustomerManager}</StyledMuted>
            )}
            {hotline ? (
              <StyledLine>
                <StyledLabel>服务热线</StyledLabel>
                <StyledPhone href={`tel:${hotline}`}>{hotline}</StyledPhone>
              </StyledLine>
            ) : null}
            {chatUrl ? (
              <>
                <QRCodeSVG value={chatUrl} size={100} role="img" aria-label="客服二维码" />
                <StyledMuted>扫码联系客服</StyledMuted>
              </>
            ) : null}
          </>
        )}
      </StyledBody>
    </Dialog>
  );
}
