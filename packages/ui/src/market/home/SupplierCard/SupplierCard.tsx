import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { column } from '../../../internal/flex';

export type SupplierCardProps = HTMLAttributes<HTMLElement> & {
  supplierId: string;
  supplierName: string;
  /** A growers (direct supply) or C floor-price (all-day). */
  type: 'A' | 'C';
  onOpen: () => void;
};

const TYPE_LABEL = { A: '直供种植户', C: '全天底价' } as const;

const StyledCard = styled.button<{ $type: 'A' | 'C' }>`
  ${column(vars.space[1])}
  width: 100%;
  padding: ${vars.space[3]} ${vars.space[4]};
  text-align: left;
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-top: ${vars.size.borderWidthStrong} solid ${(p) => (p.$type === 'A' ? vars.color.primary : vars.color.accent)};
  border-radius: ${vars.radius.lg};
  cursor: pointer;

  strong {
    font-size: ${vars.font.size.md};
    color: ${vars.color.text};
  }
  span {
    font-size: ${vars.font.size.xs};
    color: ${vars.color.textMuted};
  }
  &:hover strong {
    color: ${vars.color.primary};
  }
`;

/** A quality supplier (home tab 1): opens the zone list on the supplier's goods. */
export function SupplierCard({ supplierId, supplierName, type, onOpen, ...rest }: SupplierCardProps) {
  return (
    <StyledCard type="button" $type={type} onClick={onOpen} {...rest}>
      <strong>{supplierName}</strong>
      <span>
        {supplierId} · {TYPE_LABEL[type]}
      </span>
    </StyledCard>
  );
}
