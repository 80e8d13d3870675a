import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { vars } from '../../../theme/vars';
import { column } from '../../../internal/flex';

/** A delivery address in the first format of §3 (the fields the picker shows). */
export type PickableAddress = {
  id: number;
  contactUser: string;
  contactPhone: string;
  addrPname: string;
  addrCname: string;
  addrZname: string;
  address: string;
  default: 0 | 1;
  logisType: 1 | 2;
  logisName: string;
  logisWayname: string;
};

export type AddressPickerProps = Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> & {
  addresses: readonly PickableAddress[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Where to add an address: shown with 请先完善收货地址 when there is none, and as 新增地址 otherwise. */
  addHref: string;
  /** Opens the add link in a new window (the pay page keeps its state). */
  addTarget?: '_blank' | '_self';
  disabled?: boolean;
  /** Extra line under the list, e.g. a loading hint. */
  footer?: ReactNode;
};

const StyledGroup = styled.div`
  ${column(vars.space[2])}
`;

const StyledOption = styled.label<{ $checked: boolean }>`
  display: flex;
  gap: ${vars.space[3]};
  align-items: flex-start;
  padding: ${vars.space[3]} ${vars.space[4]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  cursor: pointer;
  font-size: ${vars.font.size.md};

  ${(p) =>
    p.$checked &&
    css`
      border-color: ${vars.color.primary};
      background: ${vars.color.primarySoft};
    `}

  input {
    margin-top: ${vars.space[1]};
    accent-color: ${vars.color.primary};
  }
`;

const StyledText = styled.span`
  ${column(vars.space[1])}
`;

const StyledMeta = styled.span`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledTag = styled.span<{ $tone: 'primary' | 'accent' }>`
  margin-left: ${vars.space[2]};
  padding: ${vars.space[0]} ${vars.space[1]};
  font-size: ${vars.font.size.xs};
  border-radius: ${vars.radius.sm};
  color: ${(p) => (p.$tone === 'primary' ? vars.color.primary : vars.color.accent)};
  background: ${(p) => (p.$tone === 'primary' ? vars.color.primarySoft : vars.color.accentSoft)};
`;

const StyledMissing = styled.div`
  display: flex;
  gap: ${vars.space[3]};
  align-items: center;
  padding: ${vars.space[4]};
  color: ${vars.color.warning};
  background: ${vars.color.warningSoft};
  border-radius: ${vars.radius.md};
`;

const StyledLink = styled.a`
  color: ${vars.color.primary};
  font-size: ${vars.font.size.md};
`;

/** Choose the delivery address of an order: one radio per address, default first and marked. */
export function AddressPicker({
  addresses,
  selectedId,
  onSelect,
  addHref,
  addTarget = '_self',
  disabled = false,
  footer,
  ...rest
}: AddressPickerProps) {
  const linkProps = addTarget === '_blank' ? { target: '_blank', rel: 'noopener' } : {};
  if (addresses.length === 0) {
    return (
      <StyledMissing role="alert" {...rest}>
        请先完善收货地址
        <StyledLink href={addHref} {...linkProps}>
          去添加地址
        </StyledLink>
      </StyledMissing>
    );
  }
  return (
    <StyledGroup role="radiogroup" aria-label="收货地址" {...rest}>
      {addresses.map((a) => (
        <StyledOption key={a.id} $checked={a.id === selectedId}>
          <input type="radio" name="address" checked={a.id === selectedId} disabled={disabled} onChange={() => onSelect(a.id)} />
          <StyledText>
            <span>
              {a.contactUser} {a.contactPhone}
              {a.default === 1 && <StyledTag $tone="primary">默认</StyledTag>}
              <StyledTag $tone="accent">{a.logisType === 1 ? '自提' : a.logisWayname || '代收'}</StyledTag>
            </span>
            <StyledMeta>
              {a.addrPname}
              {a.addrCname}
              {a.addrZname} {a.address}
              {a.logisType === 2 && a.logisName ? `（${a.logisName}）` : ''}
            </StyledMeta>
          </StyledText>
        </StyledOption>
      ))}
      <StyledLink href={addHref} {...linkProps}>
        新增地址
      </StyledLink>
      {footer}
    </StyledGroup>
  );
}
