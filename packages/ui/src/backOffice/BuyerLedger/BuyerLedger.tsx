import { formatPrice, formatShanghaiDateTime, ledgerMovement, ledgerMovementText, ledgerSourceName } from '@huashi/domain';
import styled from 'styled-components';
import { PagedDataTable, type DataTableColumn, type ServerPageProps } from '../../primitives/DataTable';
import { numericText } from '../../internal/numericText';
import { vars } from '../../theme/vars';

/** One row of a buyer's balance ledger (money in fen; the change is signed). */
export type LedgerRowData = {
  id: number;
  /** Epoch ms. */
  at: number;
  /** e.g. 购买商品（订单HS…）, 人工充值：柜台现金付款. */
  notice: string;
  deltaFen: number;
  /** The signed change of the frozen amount (a withdrawal's freeze +, its release −); absent or 0: none. */
  frozenDeltaFen?: number;
  balanceAfterFen: number;
  /** balance_ledger.ref_type: order, cancel, staff-adjust, … */
  refType: string;
};

export type BuyerLedgerProps = ServerPageProps<LedgerRowData>;

type Tone = ReturnType<typeof ledgerMovement>['tone'];
const toneColours: Record<Tone, string> = { in: vars.color.success, out: vars.color.text, frozen: vars.color.textSecondary };

const StyledAmount = styled.span<{ $tone: Tone }>`
  ${numericText}
  color: ${(p) => toneColours[p.$tone]};
`;

const StyledFigure = styled.span`
  ${numericText}
`;

/**
 * 收+, 支−: a credit reads +￥100.00 in green, a debit -￥50.00; a row that only moved the frozen amount (a
 * withdrawal's freeze or release) reads 冻结 ￥105.00 / 解冻 ￥105.00 in grey — the domain's ledgerMovement, as on the
 * buyer's own bills.
 */
function LedgerAmount({ row }: { row: LedgerRowData }) {
  const movement = ledgerMovement(row.deltaFen, row.frozenDeltaFen);
  return <StyledAmount $tone={movement.tone}>{ledgerMovementText(movement, formatPrice).text}</StyledAmount>;
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
      cell: (row) => <LedgerAmount row={row} />,
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
