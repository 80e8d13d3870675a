import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { numericText } from '../../../internal/numericText';
import { vars } from '../../../theme/vars';
import { media } from '../../../theme/media';
import type { AddressCardData } from './addressCardData';
import { column, wrappingRow } from '../../../internal/flex';

/** Which action of the card is under way (its button spins, the others wait). */
export type AddressCardPending = 'delete' | 'default' | null;

export type AddressCardProps = Omit<HTMLAttributes<HTMLElement>, 'onChange'> & {
  address: AddressCardData;
  onEdit?: (id: number) => void;
  onDelete?: (id: number) => void;
  onSetDefault?: (id: number) => void;
  pending?: AddressCardPending;
};

const StyledCard = styled.article<{ $default: boolean }>`
  ${column(vars.space[2])}
  padding: ${vars.space[4]} ${vars.space[5]};
  border: ${vars.size.borderWidth} solid ${(p) => (p.$default ? vars.color.primaryBorder : vars.color.border)};
  border-radius: ${vars.radius.lg};
  background: ${(p) => (p.$default ? vars.color.primarySoft : vars.color.surface)};
  ${media.phone} {
    padding: ${vars.space[3]} ${vars.space[4]};
  }
`;

const StyledHead = styled.div`
  ${wrappingRow(vars.space[2], vars.space[3])}
`;

const StyledName = styled.h3`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.text};
`;

const StyledPhone = styled.span`
  ${numericText}
  color: ${vars.color.textSecondary};
`;

type TagTone = 'primary' | 'accent' | 'neutral';
const tagTones: Record<TagTone, { fg: string; bg: string }> = {
  primary: { fg: vars.color.onPrimary, bg: vars.color.primary },
  accent: { fg: vars.color.accent, bg: vars.color.accentSoft },
  neutral: { fg: vars.color.textSecondary, bg: vars.color.surfaceSunken },
};

const StyledTag = styled.span<{ $tone: TagTone }>`
  display: inline-flex;
  align-items: center;
  padding: ${vars.space[0]} ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.normal};
  color: ${(p) => tagTones[p.$tone].fg};
  background: ${(p) => tagTones[p.$tone].bg};
`;

const StyledAddress = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  color: ${vars.color.text};
  overflow-wrap: anywhere;
`;

const StyledFoot = styled.div`
  ${wrappingRow(vars.space[2])}
  justify-content: space-between;
`;

const StyledMeta = styled.span`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${vars.space[1]};
  /* 设为默认, 编辑 and 删除 as 44 px targets on a phone. */
  ${media.phone} {
    gap: ${vars.space[2]};
    & > button {
      min-width: ${vars.size.controlLg};
    }
  }
`;

/** One delivery address: receiver, phone, type and way, region and street, with edit, delete and set-default. */
export function AddressCard({ address, onEdit, onDelete, onSetDefault, pending = null, ...rest }: AddressCardProps) {
  const busy = pending !== null;
  const meta = [address.wayLabel, address.logisName].filter(Boolean).join(' · ');
  return (
    <StyledCard $default={address.isDefault} aria-label={`${address.name} ${address.region}`} {...rest}>
      <StyledHead>
        <StyledName>{address.name}</StyledName>
        <StyledPhone>{address.phone}</StyledPhone>
        {address.isDefault && <StyledTag $tone="primary">默认</StyledTag>}
        {address.typeLabel && <StyledTag $tone={address.type === 1 ? 'accent' : 'neutral'}>{address.typeLabel}</StyledTag>}
      </StyledHead>
      <StyledAddress>
        {address.region} {address.detail}
      </StyledAddress>
      <StyledFoot>
        <StyledMeta>{meta || (address.type === 1 ? '到市场自提，无需物流' : '未选择物流方式')}</StyledMeta>
        <StyledActions>
          {!address.isDefault && onSetDefault && (
            <Button size="sm" variant="link" loading={pending === 'default'} disabled={busy} onClick={() => onSetDefault(address.id)}>
              设为默认
            </Button>
          )}
          {onEdit && (
            <Button size="sm" variant="link" disabled={busy} onClick={() => onEdit(address.id)}>
              编辑
            </Button>
          )}
          {onDelete && (
            <Button size="sm" variant="link" loading={pending === 'delete'} disabled={busy} onClick={() => onDelete(address.id)}>
              删除
            </Button>
          )}
        </StyledActions>
      </StyledFoot>
    </StyledCard>
  );
}
