import styled from 'styled-components';
import { PagedDataTable, type DataTableColumn, type ServerPageProps } from '../../primitives/DataTable';
import { numericText } from '../../internal/numericText';
import { vars } from '../../theme/vars';

/** One line of the pick list: a lot, one order of it and its bundles (rows come sorted by position number). */
export type PickLineData = {
  stockId: number;
  positionNo: string;
  flwName: string;
  levelName: string;
  supplierId: string;
  supplierName: string;
  /** The lot's bundles across the listed orders. */
  lotBundles: number;
  mainId: number;
  orderNo: string;
  buyerName: string;
  bundles: number;
};

export type PickListProps = ServerPageProps<PickLineData>;

const StyledFigure = styled.span`
  ${numericText}
`;

const StyledStrong = styled.strong`
  ${numericText}
  font-weight: ${vars.font.weight.bold};
`;

/**
 * 配货单: per lot (by position number), which buyers get how many bundles. A lot's position, name, supplier and
 * total show on its first line; the lines under it name each order.
 */
export function PickList(list: PickListProps) {
  /** The lot's own cells show once, on its first line. */
  const firstOfLot = (row: PickLineData, index: number) => index === 0 || list.rows[index - 1]?.stockId !== row.stockId;
  const columns: DataTableColumn<PickLineData>[] = [
    {
      key: 'position',
      header: '位置号',
      width: '0.9fr',
      cell: (row, i) => (firstOfLot(row, i) ? <StyledStrong>{row.positionNo}</StyledStrong> : null),
    },
    {
      key: 'lot',
      header: '品种',
      width: '1.5fr',
      cell: (row, i) => (firstOfLot(row, i) ? `${row.flwName} · ${row.levelName}` : null),
    },
    {
      key: 'supplier',
      header: '供货商',
      width: '1.3fr',
      cell: (row, i) => (firstOfLot(row, i) ? `${row.supplierId} ${row.supplierName}` : null),
    },
    {
      key: 'lotBundles',
      header: '本批合计',
      width: '0.8fr',
      align: 'end',
      cell: (row, i) => (firstOfLot(row, i) ? <StyledStrong>{row.lotBundles} 扎</StyledStrong> : null),
    },
    { key: 'buyer', header: '买家', width: '1.2fr', cell: (row) => row.buyerName },
    { key: 'orderNo', header: '订单号', width: '1.6fr', cell: (row) => <StyledFigure>{row.orderNo}</StyledFigure> },
    { key: 'bundles', header: '扎数', width: '0.6fr', align: 'end', cell: (row) => <StyledFigure>{row.bundles}</StyledFigure> },
  ];
  return (
    <PagedDataTable
      {...list}
      aria-label="配货单"
      columns={columns}
      rowKey={(row) => `${row.stockId}-${row.mainId}-${row.orderNo}`}
      emptyText="没有待配货的批次"
    />
  );
}
