import { SAVED_LIST_LIMITS, type QuantityMessage } from '@huashi/domain';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { Skeleton } from '../../../primitives/Skeleton';
import { column } from '../../../internal/flex';
import { vars } from '../../../theme/vars';
import { SavedListCard, type SavedListLineView, type SavedListView } from '../SavedListCard';

export type SavedListsProps = {
  /** The buyer's lists, last changed first; undefined while they load. */
  lists?: SavedListView[];
  /** The lists could not be read: the message and 重新加载. */
  loadError?: string;
  onRetry?: () => void;
  /** 新建清单 (the page asks the name). */
  onCreate: () => void;
  onSaveLines: (list: SavedListView, lines: SavedListLineView[]) => void | Promise<void>;
  onRename: (list: SavedListView) => void;
  onDelete: (list: SavedListView) => void;
  /** 买这张清单; without it no list offers it. */
  onBuy?: (list: SavedListView) => void;
  /** The list whose lines are being saved, and the one whose sheet is being prepared. */
  savingId?: number | null;
  buyingId?: number | null;
  onRefuse?: (message: QuantityMessage) => void;
};

const StyledColumn = styled.div`
  ${column(vars.space[4])}
`;

const StyledBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

/** The lists being read: two cards' worth of grey lines. */
function Loading() {
  return (
    <StyledColumn role="status" aria-busy="true" aria-label="正在加载常购清单">
      {[0, 1].map((i) => (
        <Card key={i}>
          <Skeleton width="40%" />
          <Skeleton lines={3} />
        </Card>
      ))}
    </StyledColumn>
  );
}

/**
 * /lists (常购清单, issue 32): the buyer's saved lists, each editable in place (SavedListCard), with 新建清单; the
 * loading, error and empty states. At 20 lists 新建清单 is off and says why.
 */
export function SavedLists({
  lists,
  loadError,
  onRetry,
  onCreate,
  onSaveLines,
  onRename,
  onDelete,
  onBuy,
  savingId = null,
  buyingId = null,
  onRefuse,
}: SavedListsProps) {
  if (loadError) return <EmptyState text={loadError} onRetry={onRetry} />;
  if (lists === undefined) return <Loading />;
  if (lists.length === 0)
    return (
      <EmptyState
        text="还没有常购清单。把每天都买的花存成清单，下次一键比价下单；也可以在购物车、订单详情或商品详情页保存。"
        action={<Button onClick={onCreate}>新建清单</Button>}
      />
    );
  const full = lists.length >= SAVED_LIST_LIMITS.listsPerBuyer;
  return (
    <StyledColumn>
      <StyledBar>
        <span>{full ? `已有${lists.length}张清单（最多${SAVED_LIST_LIMITS.listsPerBuyer}张）` : `共 ${lists.length} 张清单`}</span>
        <Button variant="secondary" onClick={onCreate} disabled={full}>
          新建清单
        </Button>
      </StyledBar>
      {lists.map((list) => (
        <SavedListCard
          key={list.id}
          list={list}
          onSaveLines={(lines) => onSaveLines(list, lines)}
          onRename={() => onRename(list)}
          onDelete={() => onDelete(list)}
          onBuy={onBuy ? () => onBuy(list) : undefined}
          saving={savingId === list.id}
          buying={buyingId === list.id}
          onRefuse={onRefuse}
        />
      ))}
    </StyledColumn>
  );
}
