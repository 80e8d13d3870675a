import { WATCH_LIMITS, WATCH_MESSAGES } from '@huashi/domain';
import styled from 'styled-components';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { Skeleton } from '../../../primitives/Skeleton';
import { vars } from '../../../theme/vars';
import { WatchRow, type WatchView } from '../WatchRow';

export type WatchListProps = {
  /** The buyer's watches; undefined while they load. */
  watches?: WatchView[];
  /** They could not be read. */
  loadError?: string;
  onRetry?: () => void;
  onEdit: (watch: WatchView) => void;
  onDelete: (watch: WatchView) => void;
  /** The watch being deleted (its button spins). */
  deletingId?: number | null;
};

const StyledRows = styled.ul`
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  & > li:last-child {
    border-bottom: none;
  }
`;

const StyledCount = styled.p`
  margin: ${vars.space[0]} ${vars.space[0]} ${vars.space[2]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

/**
 * /watch (关注与提醒, issue 33): the buyer's watches (WatchRow), how many of the 50 allowed, and the loading, error and
 * empty states (the empty one says where a watch is made).
 */
export function WatchList({ watches, loadError, onRetry, onEdit, onDelete, deletingId = null }: WatchListProps) {
  if (loadError) return <EmptyState text={loadError} onRetry={onRetry} />;
  if (watches === undefined)
    return (
      <Card role="status" aria-busy="true" aria-label="正在加载关注">
        <Skeleton lines={4} />
      </Card>
    );
  if (watches.length === 0) return <EmptyState text={WATCH_MESSAGES.empty} />;
  return (
    <div>
      <StyledCount>
        共 {watches.length} 项关注（最多 {WATCH_LIMITS.perBuyer} 项）
      </StyledCount>
      <Card padding="none">
        <StyledRows aria-label="我的关注">
          {watches.map((watch) => (
            <WatchRow
              key={watch.id}
              watch={watch}
              onEdit={() => onEdit(watch)}
              onDelete={() => onDelete(watch)}
              deleting={deletingId === watch.id}
            />
          ))}
        </StyledRows>
      </Card>
    </div>
  );
}
