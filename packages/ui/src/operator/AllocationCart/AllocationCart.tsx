/**
 * 调配购物车 of /goodTp. Its columns follow the priorities in AllocationTable's header (issue 26): own columns for 序号,
 * 商品名称, 供应商, 等级, 长度, 瑕疵, 销售价, 扎数, 重量 and 小计; 编码, 开度, 结算价 and 支数 as the second lines of those
 * cells; the supplier's name and the defect wrap instead of being cut. All on screen at 1024 px.
 */
import { OPERATOR_SELECTION_MESSAGE, formatPrice, formatYuan, sumFen, type Fen, MESSAGES } from '@huashi/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { DataTable, type DataTableColumn, type DataTableKey } from '../../primitives/DataTable';
import { Message } from '../../primitives/Message';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';
import { SummaryList } from '../../internal/summaryList';
import { StyledMuted, StyledTwoLines } from '../internal/cellStyles';
import { lotColumns, type LotCellData } from '../internal/lotColumns';
import { column, wrappingRow } from '../../internal/flex';

/** A row of the allocation cart (§3 allocation cart row); money in fen, prices per stem. */
export type AllocationCartRowData = LotCellData & {
  id: number;
  /** 序号, from 1. */
  index: number;
  sourcePriceFen: Fen;
  salePriceFen: Fen;
  /** Bundles. */
  buyQty: number;
  /** Stems. */
  buyQtyAll: number;
  weightKg: number;
  /** Sale price × stems. */
  totalPriceFen: Fen;
};

export type AllocationCartProps = {
  rows: readonly AllocationCartRowData[];
  selected: readonly number[];
  onSelectionChange: (ids: number[]) => void;
  /** Deletes the selected rows (after 确认要批量删除吗？删除后可重新加入购物车). */
  onDelete: (ids: number[]) => void;
  /** Empties the cart (after 确认要清空所有吗？). */
  onClear: () => void;
  /** 批量改价 of the selected rows. */
  onBatchPrice: (ids: number[]) => void;
  onExport: () => void;
  /** While the Excel file is being built: its progress in percent; null otherwise. */
  exportProgress?: number | null;
  /** 去结算: on to the buyer confirm. */
  onCheckout: () => void;
  /** The cart change under way. */
  pendingAction?: 'delete' | 'clear' | null;
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  height?: string;
};

const StyledCart = styled.section`
  ${column(vars.space[3])}
  min-width: ${vars.space[0]};
`;

const StyledBar = styled.div`
  ${wrappingRow(vars.space[2])}

  ${media.phone} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** 合计 under the cart: the totals row, shaded like a panel and pushed to the right; two columns on a phone. */
const StyledTotals = styled(SummaryList).attrs({ $variant: 'totals' as const })`
  justify-content: flex-end;
  gap: ${vars.space[1]} ${vars.space[4]};
  padding: ${vars.space[3]};
  background: ${vars.color.surfaceMuted};
  border-radius: ${vars.radius.md};

  dd {
    font-weight: ${vars.font.weight.medium};
  }

  ${media.phone} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledAmount = styled.dd`
  color: ${vars.color.price};
`;

/** The cart's columns, by the priorities of AllocationTable's header: 结算价 under 销售价, 支数 under 扎数. */
const COLUMNS: DataTableColumn<AllocationCartRowData>[] = [
  { key: 'index', header: '序号', width: 'minmax(3rem, 0.4fr)', align: 'end', cell: (r) => r.index },
  ...lotColumns<AllocationCartRowData>(),
  {
    key: 'salePrice',
    header: '销售价',
    subheader: '结算价',
    width: 'minmax(4.5rem, 0.6fr)',
    align: 'end',
    cell: (r) => (
      <StyledTwoLines>
        <span>{formatYuan(r.salePriceFen)}</span>
        <StyledMuted>{formatYuan(r.sourcePriceFen)}</StyledMuted>
      </StyledTwoLines>
    ),
  },
  {
    key: 'buyQty',
    header: '扎数',
    subheader: '支数',
    width: 'minmax(4rem, 0.5fr)',
    align: 'end',
    cell: (r) => (
      <StyledTwoLines>
        <span>{r.buyQty}扎</span>
        <StyledMuted>{r.buyQtyAll}枝</StyledMuted>
      </StyledTwoLines>
    ),
  },
  { key: 'weight', header: '重量（kg）', width: 'minmax(5.25rem, 0.6fr)', align: 'end', cell: (r) => r.weightKg.toFixed(2) },
  { key: 'totalPrice', header: '小计', width: 'minmax(4.5rem, 0.7fr)', align: 'end', cell: (r) => formatYuan(r.totalPriceFen) },
];

/** Totals of the cart: bundles, stems, weight (kg, 2 decimals) and amount. */
export function allocationCartTotals(rows: readonly AllocationCartRowData[]): {
  bundles: number;
  stems: number;
  weightKg: number;
  amountFen: Fen;
} {
  return {
    bundles: rows.reduce((n, r) => n + r.buyQty, 0),
    stems: rows.reduce((n, r) => n + r.buyQtyAll, 0),
    weightKg: Math.round(rows.reduce((n, r) => n + r.weightKg, 0) * 100) / 100,
    amountFen: sumFen(rows.map((r) => r.totalPriceFen)),
  };
}

/**
 * 调配购物车 of /goodTp: the allocated rows with their index on the virtualised DataTable, totals of bundles, stems,
 * weight and amount; 删除所选 and 批量改价 need a selection (请选择商品), 删除所选 and 清空 ask first; 导出 Excel shows
 * its progress; 去结算 moves on to the buyer.
 */
export function AllocationCart({
  rows,
  selected,
  onSelectionChange,
  onDelete,
  onClear,
  onBatchPrice,
  onExport,
  exportProgress = null,
  onCheckout,
  pendingAction = null,
  loading = false,
  error,
  onRetry,
  height,
}: AllocationCartProps) {
  const [asking, setAsking] = useState<'delete' | 'clear' | null>(null);
  const [notice, setNotice] = useState(false);
  const totals = allocationCartTotals(rows);
  const empty = rows.length === 0;
  const ids = rows.map((r) => r.id).filter((id) => selected.includes(id));
  const needSelection = (action: () => void) => () => {
    if (ids.length === 0) {
      setNotice(true);
      return;
    }
    setNotice(false);
    action();
  };
  const exporting = exportProgress !== null;

  return (
    <StyledCart aria-label="调配购物车">
      <StyledBar>
        <Button variant="secondary" onClick={needSelection(() => setAsking('delete'))} loading={pendingAction === 'delete'}>
          {ids.length > 0 ? `删除所选（${ids.length}）` : '删除所选'}
        </Button>
        <Button variant="secondary" onClick={needSelection(() => onBatchPrice(ids))}>
          批量改价
        </Button>
        <Button variant="secondary" onClick={() => setAsking('clear')} disabled={empty} loading={pendingAction === 'clear'}>
          清空
        </Button>
        <Button variant="secondary" onClick={onExport} disabled={empty} loading={exporting}>
          {exporting ? `导出中 ${Math.round(exportProgress)}%` : '导出 Excel'}
        </Button>
        <Button onClick={onCheckout} disabled={empty}>
          去结算
        </Button>
      </StyledBar>
      {notice && ids.length === 0 ? (
        <Message type="warning" role="alert">
          {OPERATOR_SELECTION_MESSAGE}
        </Message>
      ) : null}
      <DataTable
        aria-label="调配购物车商品"
        rows={rows}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        rowLabel={(r) => `${r.index} ${r.flwName} ${r.supplierId}`}
        rowHeight={52}
        dense
        height={height}
        selectable
        selected={selected}
        onSelectionChange={(keys: DataTableKey[]) => onSelectionChange(keys.map(Number))}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyText="调配购物车是空的，可在商品列表加入或自动调配"
      />
      {!empty ? (
        <StyledTotals aria-label="合计">
          <div>
            <dt>合计扎数</dt>
            <dd>{totals.bundles} 扎</dd>
          </div>
          <div>
            <dt>支数</dt>
            <dd>{totals.stems} 枝</dd>
          </div>
          <div>
            <dt>重量</dt>
            <dd>{totals.weightKg.toFixed(2)} kg</dd>
          </div>
          <div>
            <dt>金额</dt>
            <StyledAmount>{formatPrice(totals.amountFen)}</StyledAmount>
          </div>
        </StyledTotals>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        message={asking === 'clear' ? MESSAGES.clearAllConfirm : MESSAGES.batchDeleteConfirm}
        tone="danger"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking === 'clear') onClear();
          else onDelete(ids);
          setAsking(null);
        }}
      />
    </StyledCart>
  );
}
