import { SESSION_CLOSED_NOTICE, SESSION_CLOSED_NOTICE_LINES, ZONE_NAMES } from '@huashi/domain';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { column } from '../../../internal/flex';

export type FirstVisitDialogProps = { open: boolean; onClose: () => void };

const StyledBody = styled.div`
  ${column(vars.space[3])}
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.relaxed};
  color: ${vars.color.text};

  h3 {
    margin: ${vars.space[0]};
    font-size: ${vars.font.size.md};
    color: ${vars.color.primary};
  }
  p {
    margin: ${vars.space[0]};
    color: ${vars.color.textSecondary};
  }
`;

/** The first visit to /presell explains the two sessions. */
export function FirstVisitDialog({ open, onClose }: FirstVisitDialogProps) {
  return (
    <Dialog open={open} title="两个交易场次" size="md" onClose={onClose} footer={<Button onClick={onClose}>我知道了</Button>}>
      <StyledBody>
        <div>
          <h3>
            {ZONE_NAMES.A} 每日 {SESSION_CLOSED_NOTICE[0]?.ranges.join('、')}
          </h3>
          <p>种植基地与花卉经纪直接供货，当天采收当天上架，限时开抢，先到先得。</p>
        </div>
        <div>
          <h3>
            {ZONE_NAMES.C} {SESSION_CLOSED_NOTICE[1]?.ranges.join('、')}
          </h3>
          <p>底价供货商全天供货。16:10 前下单当天发货，16:10-18:00 为备货时间暂停下单，18:00 后下单次日发货。</p>
        </div>
        <p>交易时间：{SESSION_CLOSED_NOTICE_LINES.join('；')}。所有订单一经成交概不退款，请仔细核对等级、长度与开放度。</p>
      </StyledBody>
    </Dialog>
  );
}
