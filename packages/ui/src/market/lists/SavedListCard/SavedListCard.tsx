import { SAVED_LIST_LIMITS, type QuantityMessage } from '@huashi/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { GradeBadge } from '../../../primitives/GradeBadge';
import { BatchStepper } from '../../catalog/BatchStepper';
import { column, wrappingRow } from '../../../internal/flex';
import { numericText } from '../../../internal/numericText';
import { media } from '../../../theme/media';
import { vars } from '../../../theme/vars';

/** One line of a saved list as /lists shows it. Null grade, length or supplier: any (不限). */
export type SavedListLineView = {
  flwCode: string;
  flwName: string;
  productImage: string;
  levelName: string | null;
  lengthCode: string | null;
  /** The length as shown (35-40cm); '' for any. */
  lenthName: string;
  supplierId: string | null;
  supplierName: string | null;
  bunches: number;
  /** The variety's unit (扎). */
  unitName: string;
};

/** A saved list as /lists shows it. */
export type SavedListView = { id: number; name: string; lines: SavedListLineView[] };

export type SavedListCardProps = {
  list: SavedListView;
  /** 保存修改 with the edited lines (bunches changed, lines removed; order kept). */
  onSaveLines: (lines: SavedListLineView[]) => void | Promise<void>;
  onRename: () => void;
  onDelete: () => void;
  /** 买这张清单: the review sheet for the saved lines. Without it the button is not shown. */
  onBuy?: () => void;
  /** 保存修改 under way. */
  saving?: boolean;
  /** The sheet is being prepared. */
  buying?: boolean;
  /** A stepper refused a quantity (不能再少啦 / 不能再多啦): the page says it. */
  onRefuse?: (message: QuantityMessage) => void;
};

const StyledLines = styled.ul`
  ${column(vars.space[0])}
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
`;

const StyledLine = styled.li`
  display: grid;
  grid-template-columns: ${vars.space[12]} minmax(0, 1fr) auto;
  grid-template-areas: 'image what actions';
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[0]};
  border-top: ${vars.size.borderWidth} solid ${vars.color.divider};
  ${media.phone} {
    grid-template-columns: ${vars.space[12]} minmax(0, 1fr);
    grid-template-areas: 'image what' 'actions actions';
    row-gap: ${vars.space[2]};
  }
`;

const StyledImage = styled.img`
  grid-area: image;
  width: ${vars.space[12]};
  height: ${vars.space[12]};
  border-radius: ${vars.radius.md};
  object-fit: cover;
  background: ${vars.color.surfaceMuted};
`;

const StyledWhat = styled.div`
  grid-area: what;
  ${column(vars.space[1])}
  min-width: 0;
`;

const StyledName = styled.span`
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.text};
`;

const StyledTags = styled.span`
  ${wrappingRow(vars.space[2])}
  align-items: center;
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textSecondary};
`;

const StyledActions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;

const StyledSummary = styled.span`
  ${numericText}
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledFooter = styled.div`
  flex: 1 1 auto;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  ${media.phone} {
    & > * {
      flex: 1 1 0;
    }
  }
`;

const StyledEmptyLines = styled.p`
  margin: ${vars.space[0]};
  padding: ${vars.space[3]} ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textMuted};
  border-top: ${vars.size.borderWidth} solid ${vars.color.divider};
`;

/** What a line asks for beside its variety: grade, length and supplier, each 不限 when absent. */
function LineTags({ line }: { line: SavedListLineView }) {
  return (
    <StyledTags>
      {line.levelName ? <GradeBadge levelName={line.levelName} size="sm" /> : <span>不限等级</span>}
      <span>{line.lenthName || '不限长度'}</span>
      <span>{line.supplierName ?? '不限供应商'}</span>
    </StyledTags>
  );
}

const sameLines = (a: readonly SavedListLineView[], b: readonly SavedListLineView[]) =>
  a.length === b.length && a.every((line, i) => line === b[i]);

/**
 * One saved list on /lists: its name, its lines with a quantity stepper (1–9999 扎) and 移除 each, and 重命名 / 删除 /
 * 买这张清单. Edits stay in the card until 保存修改 (or 撤销修改): a stepper pressed twenty times is one save, and a
 * list is never half saved. A new `list` from the page (after a save) starts the card over.
 */
export function SavedListCard({
  list,
  onSaveLines,
  onRename,
  onDelete,
  onBuy,
  saving = false,
  buying = false,
  onRefuse,
}: SavedListCardProps) {
  const [draft, setDraft] = useState(list.lines);
  const [seen, setSeen] = useState(list.lines);
  if (seen !== list.lines) {
    setSeen(list.lines);
    setDraft(list.lines);
  }
  const dirty = !sameLines(draft, list.lines);
  const bunches = draft.reduce((sum, line) => sum + line.bunches, 0);

  const setBunches = (index: number, value: number) =>
    setDraft((lines) => lines.map((line, i) => (i === index ? { ...line, bunches: value } : line)));
  const remove = (index: number) => setDraft((lines) => lines.filter((_, i) => i !== index));

  return (
    <Card
      as="section"
      title={list.name}
      description={
        <StyledSummary>
          {draft.length} 种 · 共 {bunches} 扎{dirty ? ' · 有未保存的修改' : ''}
        </StyledSummary>
      }
      extra={
        <>
          <Button variant="link" size="sm" onClick={onRename}>
            重命名
          </Button>
          <Button variant="link" size="sm" onClick={onDelete}>
            删除
          </Button>
        </>
      }
      footer={
        dirty || onBuy ? (
          <StyledFooter>
            {dirty ? (
              <>
                <Button variant="secondary" onClick={() => setDraft(list.lines)} disabled={saving}>
                  撤销修改
                </Button>
                <Button loading={saving} onClick={() => void onSaveLines(draft)}>
                  保存修改
                </Button>
              </>
            ) : onBuy ? (
              <Button loading={buying} disabled={draft.length === 0} onClick={onBuy}>
                买这张清单
              </Button>
            ) : null}
          </StyledFooter>
        ) : undefined
      }
    >
      {draft.length === 0 ? (
        <StyledEmptyLines>清单还没有商品：在商品详情页点「加入常购清单」添加。</StyledEmptyLines>
      ) : (
        <StyledLines aria-label={`${list.name}的商品`}>
          {draft.map((line, index) => (
            <StyledLine key={`${line.flwCode}|${line.levelName}|${line.lengthCode}|${line.supplierId}`}>
              <StyledImage src={line.productImage} alt="" loading="lazy" />
              <StyledWhat>
                <StyledName>{line.flwName}</StyledName>
                <LineTags line={line} />
              </StyledWhat>
              <StyledActions>
                <BatchStepper
                  value={line.bunches}
                  max={SAVED_LIST_LIMITS.bunchesMax}
                  label={`${line.flwName}扎数`}
                  onChange={(value) => setBunches(index, value)}
                  onRefuse={onRefuse}
                />
                <span aria-hidden="true">{line.unitName}</span>
                <Button variant="ghost" size="sm" onClick={() => remove(index)} aria-label={`移除${line.flwName}`}>
                  移除
                </Button>
              </StyledActions>
            </StyledLine>
          ))}
        </StyledLines>
      )}
    </Card>
  );
}
