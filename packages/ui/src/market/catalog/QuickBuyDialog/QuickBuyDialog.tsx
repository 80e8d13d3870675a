import type { QuantityMessage } from '@huashi/domain';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { Dialog } from '../../../primitives/Dialog';
import { EmptyState } from '../../../primitives/EmptyState';
import { Price } from '../../../primitives/Price';
import { Skeleton } from '../../../primitives/Skeleton';
import { SupplierRow, type SupplierRowData } from '../SupplierRow';

export type QuickBuyDialogProps = {
  open: boolean;
  onClose: () => void;
  productName: string;
  /** undefined while loading. */
  rows?: readonly SupplierRowData[];
  /** Account balance, undefined while unknown. */
  balanceFen?: number;
  onBuyNow: (row: SupplierRowData, batches: number) => void;
  onAddToCart?: (row: SupplierRowData, batches: number) => void;
  onRefuse?: (message: QuantityMessage) => void;
  disabledReason?: string | null;
  busyRowId?: number | null;
};

const StyledHead = styled.div`
  display: flex;
  justify-content: space-between;
  padding-bottom: ${vars.space[2]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledRows = styled.div`
  max-height: 60vh;
  overflow: auto;
  border-top: ${vars.size.borderWidth} solid ${vars.color.divider};
`;

/** The quick-buy popup: the product's supplier rows (the /shopdetails list) with buy now. */
export function QuickBuyDialog({
  open,
  onClose,
  productName,
  rows,
  balanceFen,
  onBuyNow,
  onAddToCart,
  onRefuse,
  disabledReason = null,
  busyRowId = null,
}: QuickBuyDialogProps) {
  return (
    <Dialog open={open} title={`快速购买 · ${productName}`} size="lg" onClose={onClose}>
      <StyledHead>
        <span>选择供应商与批数后立即购买</span>
        {balanceFen !== undefined && (
          <span>
            账户余额 <Price fen={balanceFen} size="sm" variant="plain" />
          </span>
        )}
      </StyledHead>
      <StyledRows>
        {rows === undefined ? (
          <Skeleton lines={4} />
        ) : rows.length === 0 ? (
          <EmptyState text="没有更多啦" />
        ) : (
          rows.map((row) => (
            <SupplierRow
              key={row.id}
              row={row}
              busy={busyRowId === row.id}
              disabledReason={disabledReason}
              onRefuse={onRefuse}
              onBuyNow={(batches) => onBuyNow(row, batches)}
              onAddToCart={onAddToCart ? (batches) => onAddToCart(row, batches) : undefined}
            />
          ))
        )}
      </StyledRows>
    </Dialog>
  );
}
