import { defaultFirst, visibleAddresses } from '@huashi/domain';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { AddressCard, type AddressCardData, type AddressCardPending } from '../AddressCard';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { Skeleton } from '../../../primitives/Skeleton';
import { vars } from '../../../theme/vars';
import { column } from '../../../internal/flex';

export type AddressListProps = Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> & {
  addresses: readonly AddressCardData[];
  /** First load: placeholders instead of cards. */
  loading?: boolean;
  /** /address shows 3 at first and a 展开 button (§2); the embedded managers show every address. Default true. */
  collapsible?: boolean;
  /** Start expanded (uncontrolled). */
  defaultExpanded?: boolean;
  /** The card whose action is under way, and which action. */
  pendingId?: number | null;
  pendingAction?: AddressCardPending;
  onEdit?: (id: number) => void;
  onDelete?: (id: number) => void;
  onSetDefault?: (id: number) => void;
  /** Shown in the empty state as a button. */
  onAdd?: () => void;
  emptyText?: ReactNode;
};

const StyledList = styled.div`
  ${column(vars.space[3])}
`;

const StyledToggle = styled.div`
  display: flex;
  justify-content: center;
`;

const StyledPlaceholder = styled.div`
  padding: ${vars.space[4]} ${vars.space[5]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
`;

/** The delivery addresses, default first; collapsed to 3 with 展开 / 收起 when collapsible. */
export function AddressList({
  addresses,
  loading = false,
  collapsible = true,
  defaultExpanded = false,
  pendingId = null,
  pendingAction = null,
  onEdit,
  onDelete,
  onSetDefault,
  onAdd,
  emptyText = '暂无收货地址',
  ...rest
}: AddressListProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  if (loading) {
    return (
      <StyledList role="group" aria-busy="true" aria-label="收货地址" {...rest}>
        {[0, 1, 2].map((i) => (
          <StyledPlaceholder key={i}>
            <Skeleton lines={2} />
          </StyledPlaceholder>
        ))}
      </StyledList>
    );
  }
  if (addresses.length === 0) {
    return (
      <EmptyState
        text={emptyText}
        action={
          onAdd ? (
            <Button variant="primary" onClick={onAdd}>
              新增收货地址
            </Button>
          ) : undefined
        }
        {...rest}
      />
    );
  }
  const sorted = defaultFirst(addresses, (a) => a.isDefault);
  const { shown, hasMore } = visibleAddresses(sorted, !collapsible || expanded);
  return (
    <StyledList aria-label="收货地址" {...rest}>
      {shown.map((address) => (
        <AddressCard
          key={address.id}
          address={address}
          pending={pendingId === address.id ? pendingAction : null}
          onEdit={onEdit}
          onDelete={onDelete}
          onSetDefault={onSetDefault}
        />
      ))}
      {collapsible && hasMore && (
        <StyledToggle>
          <Button variant="ghost" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
            {expanded ? '收起' : `展开（共${addresses.length}个）`}
          </Button>
        </StyledToggle>
      )}
    </StyledList>
  );
}
