import { formatPrice, formatShanghaiDateTime, ledgerSourceName } from '@huashi/domain';
import styled from 'styled-components';
import { PagedDataTable, type DataTableColumn, type ServerPageProps } from '../DataTable';
import { numericText } from '../internal/numericText';
import { vars } from '../theme/vars';

/** One row of a buyer's balance ledger (money in fen; the change is signed). */
export type LedgerRowData = {
  id: number;
  /** Epoch ms. */
  at: number;
  /** e.g. 购买商品（订单HS…）, 人工充值：柜台现金付款. */
  notice: string;
  deltaFen: number;
  balanceAfterFen: number;
  /** balance_ledger.ref_type: order, cancel, staff-adjust, … */
  refType: string;
};

export type BuyerLedgerProps = ServerPageProps<LedgerRowData>;

const StyledAmount = styled.span<{ $in: boolean }>`
  ${numericText}
  color: ${(p) => (p.$in ? vars.color.success : vars.color.text)};
`;

const StyledFigure = styled.span`
  ${numericText}
`;

/** 收+, 支−: a credit reads +¥100.00 in green, a debit −¥50.00. */
function signedPrice(fen: number): string {
  return fen > 0 ? `+${formatPrice(fen)}` : formatPrice(fen);
}

/**
 * A buyer's 资金流水 (staff view): newest first, paged by the server; the table is virtualised, so a long page
 * stays smooth.
 */
export function BuyerLedger(list: BuyerLedgerProps) {
  const columns: DataTableColumn<LedgerRowData>[] = [
    { key: 'at', header: '时间', width: '1.3fr', cell: (row) => <StyledFigure>{formatShanghaiDateTime(row.at)}</StyledFigure> },
    { key: 'notice', header: '摘要', width: '2.2fr', cell: (row) => <span title={row.notice}>{row.notice}</span> },
    { key: 'source', header: '来源', width: '0.9fr', cell: (row) => ledgerSourceName(row.refType) },
    {
      key: 'delta',
      header: '收支',
      width: '1fr',
      align: 'end',
      cell: (row) => <StyledAmount $in={row.deltaFen > 0}>{signedPrice(row.deltaFen)}</StyledAmount>,
    },
    {
      key: 'after',
      header: '余额',
      width: '1fr',
      align: 'end',
      cell: (row) => <StyledFigure>{formatPrice(row.balanceAfterFen)}</StyledFigure>,
    },
  ];
  return <PagedDataTable {...list} aria-label="资金流水" columns={columns} rowKey={(row) => row.id} emptyText="暂无资金流水" />;
}
