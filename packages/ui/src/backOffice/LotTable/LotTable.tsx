import { formatYuan, type Fen } from '@huashi/domain';
import styled from 'styled-components';
import { PagedDataTable, type DataTableColumn, type ServerPageProps } from '../../primitives/DataTable';
import { actionColumn } from '../internal/actionColumn';
import { vars } from '../../theme/vars';

/** A lot as the 入库管理 table shows it (prices in fen per stem). */
export type LotRowData = {
  id: number;
  session: 'A' | 'C';
  supplierId: string;
  supplierName: string;
  flwCode: string;
  flwName: string;
  levelName: string;
  lengthLabel: string;
  openCode: string;
  salepointName: string;
  stemsPerBunch: number;
  basicSaleNo: number;
  /** Intake, left, sold (bundles). */
  bundles: number;
  stockBundles: number;
  soldBundles: number;
  /** Settlement price (结算价) per stem. */
  sourcePriceFen: Fen;
  /** Sale price per stem. */
  salePriceFen: Fen;
  positionNo: string;
  photoThumbUrl: string | null;
  /** Entered at the desk; false: the generated demo stock. */
  entered: boolean;
};

export type LotTableProps = ServerPageProps<LotRowData> & {
  onEdit: (row: LotRowData) => void;
  /** Lots of a past auction date are shown, not edited. */
  readOnly?: boolean;
};

const SESSION_NAMES = { A: '直供', C: '全天' } as const;

const StyledThumb = styled.img`
  width: ${vars.size.controlMd};
  height: ${vars.size.controlMd};
  object-fit: cover;
  border-radius: ${vars.radius.sm};
`;

const StyledMuted = styled.span`
  color: ${vars.color.textSecondary};
  font-size: ${vars.font.size.sm};
`;

const StyledTwoLines = styled.span`
  display: flex;
  flex-direction: column;
  line-height: ${vars.font.lineHeight.tight};
  min-width: 0;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** The lots of an auction date (paged by the server): who, what, how many, prices, where, photo; 修改 opens the form. */
export function LotTable({ onEdit, readOnly = false, ...list }: LotTableProps) {
  const columns: DataTableColumn<LotRowData>[] = [
    {
      key: 'photo',
      header: '图片',
      width: '0.6fr',
      cell: (row) =>
        row.photoThumbUrl ? <StyledThumb src={row.photoThumbUrl} alt={`${row.flwName}批次图片`} /> : <StyledMuted>无</StyledMuted>,
    },
    {
      key: 'supplier',
      header: '供应商',
      width: '1.6fr',
      cell: (row) => (
        <StyledTwoLines>
          <span>{row.supplierId}</span>
          <StyledMuted title={row.supplierName}>{row.supplierName}</StyledMuted>
        </StyledTwoLines>
      ),
    },
    {
      key: 'variety',
      header: '品种',
      width: '1.2fr',
      cell: (row) => (
        <StyledTwoLines>
          <span>{row.flwName}</span>
          <StyledMuted>
            {row.flwCode} · {SESSION_NAMES[row.session]}
          </StyledMuted>
        </StyledTwoLines>
      ),
    },
    {
      key: 'grade',
      header: '等级/长度/开放度',
      width: '1.4fr',
      cell: (row) => (
        <StyledTwoLines>
          <span>
            {row.levelName} · {row.lengthLabel}
          </span>
          <StyledMuted>
            {row.openCode}
            {row.salepointName ? ` · ${row.salepointName}` : ''}
          </StyledMuted>
        </StyledTwoLines>
      ),
    },
    {
      key: 'bundles',
      header: '扎数（余/售）',
      width: '1.1fr',
      align: 'end',
      cell: (row) => (
        <StyledTwoLines>
          <span>{row.bundles}扎</span>
          <StyledMuted>
            余{row.stockBundles} / 售{row.soldBundles}
          </StyledMuted>
        </StyledTwoLines>
      ),
    },
    {
      key: 'spec',
      header: '每扎/起售',
      width: '0.9fr',
      align: 'end',
      cell: (row) => `${row.stemsPerBunch}枝 / ${row.basicSaleNo}扎`,
    },
    {
      key: 'price',
      header: '结算/销售（元/枝）',
      width: '1.3fr',
      align: 'end',
      cell: (row) => `${formatYuan(row.sourcePriceFen)} / ${formatYuan(row.salePriceFen)}`,
    },
    { key: 'position', header: '位置号', width: '0.9fr', cell: (row) => row.positionNo },
    actionColumn({
      key: 'actions',
      header: '操作',
      width: '0.8fr',
      label: () => '修改',
      ariaLabel: (row) => `修改 ${row.flwName} ${row.supplierId} ${row.positionNo}`,
      onClick: onEdit,
      variant: () => 'secondary',
      disabled: readOnly,
    }),
  ];
  return (
    <PagedDataTable
      {...list}
      aria-label="批次列表"
      columns={columns}
      rowKey={(row) => row.id}
      rowHeight={56}
      emptyText="该拍卖日还没有批次，可新增或导入 CSV"
    />
  );
}
