/**
 * The columns of a lot that both tables of /goodTp show — 商品列表 (AllocationTable) and 调配购物车 (AllocationCart) —
 * written once: 商品名称 over its 编码 (and 位置, where the row has one), 供应商, 等级, 长度 over 开度, and 瑕疵. Each
 * column's track has a least width at which its text still reads whole (the priorities are in AllocationTable's
 * header); the share above it grows with the screen.
 */
import { lengthLabel, opennessLabel } from '@huashi/domain';
import styled from 'styled-components';
import type { DataTableColumn } from '../../primitives/DataTable';
import { GradeBadge } from '../../primitives/GradeBadge';
import { numericText } from '../../internal/numericText';
import { vars } from '../../theme/vars';
import { DefectCell } from './DefectCell';
import { StyledMuted, StyledTwoLines, StyledWrapText } from './cellStyles';

/** What the lot columns read of a row. */
export type LotCellData = {
  flwCode: string;
  flwName: string;
  supplierId: string;
  supplierName: string;
  levelName: string;
  /** Stem length code (40 → 35-40cm). */
  lenthName: string;
  /** Openness code (3度 → 2-3度). */
  openName: string;
  /** Defect (瑕疵); '' none. */
  salepointName: string;
  /** Where the lot stands in the market; a row without one shows the code alone. */
  positionNo?: string;
};

type Compare<Row> = (a: Row, b: Row) => number;

const StyledSupplierId = styled.span`
  ${numericText}
  color: ${vars.color.textSecondary};
  font-size: ${vars.font.size.sm};
`;

/** 供应商: the supplier's code, then the name, wrapping onto a second line rather than cut. */
function SupplierCell({ id, name }: { id: string; name: string }) {
  return (
    <StyledWrapText title={`${id} ${name}`}>
      <StyledSupplierId>{id}</StyledSupplierId> {name}
    </StyledWrapText>
  );
}

/**
 * 商品名称 (over 编码 · 位置), 供应商, 等级, 长度 (over 开度) and 瑕疵; the sortable ones (name, supplier, grade) are sorted
 * by the compares given (the goods list; the cart sorts nothing).
 */
export function lotColumns<Row extends LotCellData>({
  position = false,
  compare = {},
}: {
  /** The rows carry 位置: it shows after the code. */
  position?: boolean;
  compare?: { flwName?: Compare<Row>; supplierId?: Compare<Row>; levelName?: Compare<Row> };
} = {}): DataTableColumn<Row>[] {
  return [
    {
      key: 'flwName',
      header: '商品名称',
      subheader: position ? '编码 · 位置' : '编码',
      width: 'minmax(9.5rem, 1.3fr)',
      compare: compare.flwName,
      cell: (r) => {
        const second = position && r.positionNo ? `${r.flwCode} · ${r.positionNo}` : r.flwCode;
        return (
          <StyledTwoLines>
            <span title={r.flwName}>{r.flwName}</span>
            <StyledMuted title={second}>{second}</StyledMuted>
          </StyledTwoLines>
        );
      },
    },
    {
      key: 'supplierId',
      header: '供应商',
      width: 'minmax(8.5rem, 2fr)',
      compare: compare.supplierId,
      cell: (r) => <SupplierCell id={r.supplierId} name={r.supplierName} />,
    },
    {
      key: 'levelName',
      header: '等级',
      width: 'minmax(3.75rem, 0.5fr)',
      compare: compare.levelName,
      cell: (r) => <GradeBadge levelName={r.levelName} />,
    },
    {
      key: 'lenthName',
      header: '长度',
      subheader: '开度',
      width: 'minmax(5rem, 0.6fr)',
      cell: (r) => (
        <StyledTwoLines>
          <span>{lengthLabel(r.lenthName)}</span>
          <StyledMuted>{opennessLabel(r.openName)}</StyledMuted>
        </StyledTwoLines>
      ),
    },
    { key: 'salepointName', header: '瑕疵', width: 'minmax(4.75rem, 1.1fr)', cell: (r) => <DefectCell defect={r.salepointName} /> },
  ];
}
