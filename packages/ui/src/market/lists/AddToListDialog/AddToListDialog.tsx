import { SAVED_LIST_LIMITS } from '@huashi/domain';
import styled from 'styled-components';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { Skeleton } from '../../../primitives/Skeleton';
import { column } from '../../../internal/flex';
import { vars } from '../../../theme/vars';

/** A list the buyer may add to: its name and how many lines it holds. */
export type AddToListChoice = { id: number; name: string; lineCount: number };

export type AddToListDialogProps = {
  open: boolean;
  /** What is added, in words (卡罗拉 · A · 55-60cm · 10 扎). */
  lineText: string;
  /** The buyer's lists; undefined while they load. */
  lists?: AddToListChoice[];
  /** The lists could not be read. */
  loadError?: string;
  onRetry?: () => void;
  /** Adds the line to list `id`. */
  onPick: (id: number) => void;
  /** 新建清单: a new list holding the line (the page asks its name). */
  onNew: () => void;
  onClose: () => void;
  /** The list being added to (its button spins; the others wait). */
  pendingId?: number | null;
  /** The server's refusal (一张清单最多50行…). */
  serverError?: string;
};

const StyledChoices = styled.ul`
  ${column(vars.space[2])}
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
`;

const StyledLine = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.md};
  color: ${vars.color.text};
`;

const StyledBody = styled.div`
  ${column(vars.space[3])}
`;

/**
 * 加入常购清单 from a product page: the line in words, one button per list (a full list is offered too and answers
 * the server's 一张清单最多50行), and 新建清单. Lists cap at 20: 新建清单 is off at the limit, and says why.
 */
export function AddToListDialog({
  open,
  lineText,
  lists,
  loadError,
  onRetry,
  onPick,
  onNew,
  onClose,
  pendingId = null,
  serverError,
}: AddToListDialogProps) {
  const full = (lists?.length ?? 0) >= SAVED_LIST_LIMITS.listsPerBuyer;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="加入常购清单"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            取消
          </Button>
          <Button variant="secondary" onClick={onNew} disabled={full || pendingId !== null}>
            新建清单
          </Button>
        </>
      }
    >
      <StyledBody>
        <StyledLine>{lineText}</StyledLine>
        {loadError ? (
          <Banner
            tone="error"
            action={
              onRetry ? (
                <Button variant="link" size="sm" onClick={onRetry}>
                  重新加载
                </Button>
              ) : undefined
            }
          >
            {loadError}
          </Banner>
        ) : lists === undefined ? (
          <Skeleton lines={2} aria-label="正在加载清单" />
        ) : lists.length === 0 ? (
          <StyledLine>还没有常购清单，点「新建清单」保存这件商品。</StyledLine>
        ) : (
          <StyledChoices aria-label="我的常购清单">
            {lists.map((list) => (
              <li key={list.id}>
                <Button
                  variant="secondary"
                  block
                  loading={pendingId === list.id}
                  disabled={pendingId !== null && pendingId !== list.id}
                  onClick={() => onPick(list.id)}
                >
                  加入「{list.name}」（{list.lineCount} 种）
                </Button>
              </li>
            ))}
          </StyledChoices>
        )}
        {full ? <Banner tone="info">{`最多可保存${SAVED_LIST_LIMITS.listsPerBuyer}张清单`}</Banner> : null}
        {serverError ? <Banner tone="error">{serverError}</Banner> : null}
      </StyledBody>
    </Dialog>
  );
}
