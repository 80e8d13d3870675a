import {
  OPERATOR_SELECTION_MESSAGE,
  allocationRowTotalFen,
  bunchesToStems,
  formatPrice,
  formatYuan,
  sumFen,
  type Fen,
} from '@huashi/domain';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { GradeBadge } from '../../primitives/GradeBadge';
import { Message } from '../../primitives/Message';
import { SummaryList } from '../../internal/summaryList';
import { vars } from '../../theme/vars';

/** A selected lot about to go into the allocation cart: its bundles and sale price per stem. */
export type AddToOrderLineData = {
  id: number;
  flwCode: string;
  flwName: string;
  supplierId: string;
  supplierName: string;
  levelName: string;
  /** Bundles to buy (the table's inline figure). */
  bundles: number;
  /** Stems per bundle. */
  flwUnitno: number;
  /** Sale price per stem (coefficient + settlement price). */
  salePriceFen: Fen;
};

export type AddToOrderDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The selected lots; lines with 0 bundles are shown but not added. */
  lines: readonly AddToOrderLineData[];
  /** Adds the lines with bundles to the allocation cart. */
  onConfirm: (lines: AddToOrderLineData[]) => void | Promise<void>;
  pending?: boolean;
  serverError?: string;
};

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  max-height: min(50vh, calc(${vars.space[16]} * 5));
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  overflow-y: auto;
  list-style: none;
  border: ${vars.size.borderWidth} solid ${vars.color.divider};
  border-radius: ${vars.radius.md};
`;

const StyledLine = styled.li<{ $skipped: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space[1]} ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
  color: ${(p) => (p.$skipped ? vars.color.textMuted : vars.color.text)};

  &:last-child {
    border-bottom: none;
  }
`;

const StyledName = styled.span`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const StyledFigures = styled.span`
  text-align: end;
  white-space: nowrap;
`;

const StyledMuted = styled.span`
  grid-column: 1 / -1;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

/**
 * 加入订单: the selected lots with their bundles, stems and subtotal (sale price × stems), and the totals; 确认加入
 * adds those with bundles to the allocation cart. With nothing selected it says 请选择商品 and cannot confirm.
 */
export function AddToOrderDialog({ open, onClose, lines, onConfirm, pending = false, serverError }: AddToOrderDialogProps) {
  const adding = lines.filter((line) => line.bundles > 0);
  const stems = (line: AddToOrderLineData) => bunchesToStems(line.bundles, line.flwUnitno);
  const totalFen = sumFen(adding.map((line) => allocationRowTotalFen(line.salePriceFen, stems(line))));
  const skipped = lines.length - adding.length;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="加入订单"
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            取消
          </Button>
          <Button onClick={() => void onConfirm(adding)} loading={pending} disabled={adding.length === 0}>
            确认加入
          </Button>
        </>
      }
    >
      {adding.length === 0 ? (
        <Message type="warning" role="alert">
          {OPERATOR_SELECTION_MESSAGE}
        </Message>
      ) : null}
      {lines.length > 0 ? (
        <StyledList aria-label="待加入的商品" tabIndex={0}>
          {lines.map((line) => (
            <StyledLine key={line.id} $skipped={line.bundles <= 0}>
              <StyledName>
                <GradeBadge levelName={line.levelName} size="sm" />
                {line.flwName}
              </StyledName>
              <StyledFigures>
                {line.bundles > 0
                  ? `${line.bundles}扎 · ${formatYuan(allocationRowTotalFen(line.salePriceFen, stems(line)))}`
                  : '0扎 · 不加入'}
              </StyledFigures>
              <StyledMuted>
                {line.flwCode} · {line.supplierId} {line.supplierName} · {formatYuan(line.salePriceFen)}元/枝 × {stems(line)}枝
              </StyledMuted>
            </StyledLine>
          ))}
        </StyledList>
      ) : null}
      {adding.length > 0 ? (
        <SummaryList>
          <dt>商品</dt>
          <dd>
            {adding.length} 件{skipped > 0 ? `（${skipped} 件扎数为 0，不加入）` : ''}
          </dd>
          <dt>扎数</dt>
          <dd>{adding.reduce((n, line) => n + line.bundles, 0)} 扎</dd>
          <dt>支数</dt>
          <dd>{adding.reduce((n, line) => n + stems(line), 0)} 枝</dd>
          <dt>金额</dt>
          <dd>{formatPrice(totalFen)}</dd>
        </SummaryList>
      ) : null}
      {serverError ? (
        <Message type="error" role="alert">
          {serverError}
        </Message>
      ) : null}
    </Dialog>
  );
}
