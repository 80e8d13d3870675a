import { WATCH_TARGET_LABELS, formatYuan, watchAlertsText, type Fen, type WatchAlerts, type WatchTarget } from '@huashi/domain';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { wrappingRow } from '../../../internal/flex';
import { media } from '../../../theme/media';
import { vars } from '../../../theme/vars';

/** A watch as /watch shows it. */
export type WatchView = {
  id: number;
  target: WatchTarget;
  /** What it follows, in words (卡罗拉 · A级 · 55-60cm). */
  subject: string;
  /** The variety's picture (or null: a supplier). */
  image: string | null;
  /** Where the subject opens (its product page, a supplier's zone). */
  link: string;
  alerts: WatchAlerts;
  /** Today's lowest list price per 扎 of what it follows on sale now; null: none on sale. */
  todayPriceFen: Fen | null;
};

export type WatchRowProps = {
  watch: WatchView;
  onEdit: () => void;
  onDelete: () => void;
  /** 取消关注 under way: its button spins. */
  deleting?: boolean;
};

const StyledRow = styled.li`
  display: grid;
  grid-template-columns: ${vars.space[12]} minmax(0, 1fr) auto;
  grid-template-areas: 'image what actions';
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.border};
  list-style: none;
  /* A phone: the buttons under the words, full width. */
  ${media.phone} {
    grid-template-columns: ${vars.space[12]} minmax(0, 1fr);
    grid-template-areas: 'image what' 'actions actions';
  }
`;

const StyledImage = styled.div`
  grid-area: image;
  width: ${vars.space[12]};
  height: ${vars.space[12]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  overflow: hidden;
  display: grid;
  place-items: center;
  color: ${vars.color.textSecondary};
  font-size: ${vars.font.size.sm};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledWhat = styled.div`
  grid-area: what;
  min-width: 0;
  p {
    margin: ${vars.space[1]} ${vars.space[0]} ${vars.space[0]};
    font-size: ${vars.font.size.sm};
    color: ${vars.color.textSecondary};
  }
`;

const StyledSubject = styled.a`
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    color: ${vars.color.primary};
  }
`;

const StyledTag = styled.span`
  margin-right: ${vars.space[2]};
  padding: ${vars.space[0]} ${vars.space[1]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceMuted};
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textSecondary};
`;

const StyledActions = styled.div`
  grid-area: actions;
  ${wrappingRow(vars.space[2])}
  justify-content: flex-end;
  ${media.phone} {
    & > * {
      flex: 1;
    }
  }
`;

/** Today's price against the target: 今日最低 ¥20.00/扎（已到目标价）, or 今日暂无在售. */
function todayText(watch: WatchView): string {
  if (watch.todayPriceFen === null) return '今日暂无在售';
  const today = `今日最低 ¥${formatYuan(watch.todayPriceFen)}/扎`;
  const target = watch.alerts.targetPriceFen;
  return target !== null && watch.todayPriceFen <= target ? `${today}（已到目标价）` : today;
}

/**
 * One watch of /watch (关注与提醒): its picture, what it follows (a link to its page) with the kind of target, the
 * alerts chosen (到货 · ≤¥25.00/扎 · 补货), today's lowest price, and 修改提醒 / 取消关注.
 */
export function WatchRow({ watch, onEdit, onDelete, deleting = false }: WatchRowProps) {
  return (
    <StyledRow aria-label={watch.subject}>
      <StyledImage aria-hidden>{watch.image ? <img src={watch.image} alt="" /> : WATCH_TARGET_LABELS[watch.target]}</StyledImage>
      <StyledWhat>
        <StyledTag>{WATCH_TARGET_LABELS[watch.target]}</StyledTag>
        <StyledSubject href={watch.link}>{watch.subject}</StyledSubject>
        <p>提醒：{watchAlertsText(watch.alerts)}</p>
        <p>{todayText(watch)}</p>
      </StyledWhat>
      <StyledActions>
        <Button size="sm" variant="secondary" onClick={onEdit} disabled={deleting}>
          修改提醒
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} loading={deleting}>
          取消关注
        </Button>
      </StyledActions>
    </StyledRow>
  );
}
