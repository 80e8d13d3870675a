import {
  INBOX_GROUP_LABELS,
  INBOX_KIND_GROUP,
  inboxHref,
  inboxTimeText,
  type InboxItem,
  type InboxKindGroup,
} from '@huashi/domain';
import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { BoxIcon, EyeIcon, ShieldIcon, UserIcon, WalletIcon } from '../../../internal/icons';
import { numericText } from '../../../internal/numericText';
import { StyledVisuallyHidden } from '../../../internal/VisuallyHidden';
import { vars } from '../../../theme/vars';

export type InboxRowProps = Omit<HTMLAttributes<HTMLLIElement>, 'children'> & {
  item: InboxItem;
  /** A plain left click on the row: the app marks it read and opens its page (a modified click opens a new tab). */
  onOpen: (item: InboxItem) => void;
};

type GroupLook = { icon: ReactNode; fg: string; bg: string };

/** Each group's icon and colours (a lookup, not a ternary chain). */
const GROUP_LOOK: Record<InboxKindGroup, GroupLook> = {
  order: { icon: <BoxIcon />, fg: vars.color.primary, bg: vars.color.primarySoft },
  claim: { icon: <ShieldIcon />, fg: vars.color.warning, bg: vars.color.warningSoft },
  money: { icon: <WalletIcon />, fg: vars.color.success, bg: vars.color.successSoft },
  account: { icon: <UserIcon />, fg: vars.color.info, bg: vars.color.infoSoft },
  watch: { icon: <EyeIcon />, fg: vars.color.accent, bg: vars.color.accentSoft },
};

const StyledItem = styled.li`
  list-style: none;

  & + & {
    border-top: ${vars.size.borderWidth} solid ${vars.color.divider};
  }
`;

const StyledLink = styled.a<{ $read: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${vars.space[3]};
  align-items: start;
  min-height: ${vars.size.controlLg};
  padding: ${vars.space[3]} ${vars.space[3]};
  color: ${vars.color.text};
  text-decoration: none;
  background: ${(p) => (p.$read ? vars.color.surface : vars.color.primarySoft)};

  &:hover {
    background: ${vars.color.surfaceMuted};
  }

  &:focus-visible {
    outline: none;
    box-shadow: inset ${vars.shadow.focus};
  }
`;

const StyledIcon = styled.span<{ $fg: string; $bg: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.controlMd};
  height: ${vars.size.controlMd};
  font-size: ${vars.size.iconLg};
  color: ${(p) => p.$fg};
  background: ${(p) => p.$bg};
  border-radius: ${vars.radius.round};
`;

const StyledMain = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

const StyledHead = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[2]};
`;

const StyledKind = styled.span`
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textSecondary};
`;

const StyledTitle = styled.span<{ $read: boolean }>`
  font-size: ${vars.font.size.md};
  font-weight: ${(p) => (p.$read ? vars.font.weight.regular : vars.font.weight.bold)};
`;

const StyledBody = styled.span`
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
  color: ${vars.color.textSecondary};
  overflow-wrap: anywhere;
`;

const StyledTime = styled.time`
  ${numericText}
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textMuted};
`;

const StyledDot = styled.span`
  width: ${vars.size.dot};
  height: ${vars.size.dot};
  margin-top: ${vars.space[2]};
  background: ${vars.color.badgeDot};
  border-radius: ${vars.radius.round};
`;

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One message of 消息中心: its kind's icon and label, the title (bold while unread, with a red dot), the text and the
 * time (Shanghai); the whole row is a link to the message's page.
 */
export function InboxRow({ item, onOpen, ...rest }: InboxRowProps) {
  const group = INBOX_KIND_GROUP[item.kind];
  const look = GROUP_LOOK[group];
  const href = inboxHref(item.kind, item.link);
  return (
    <StyledItem {...rest}>
      <StyledLink
        href={href}
        $read={item.read}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          onOpen(item);
        }}
      >
        <StyledIcon $fg={look.fg} $bg={look.bg} aria-hidden="true">
          {look.icon}
        </StyledIcon>
        <StyledMain>
          <StyledHead>
            <StyledTitle $read={item.read}>{item.title}</StyledTitle>
            <StyledKind>{INBOX_GROUP_LABELS[group]}</StyledKind>
            {!item.read && <StyledVisuallyHidden>（未读）</StyledVisuallyHidden>}
          </StyledHead>
          <StyledBody>{item.body}</StyledBody>
          <StyledTime dateTime={item.createdAt}>{inboxTimeText(item.createdAt ? new Date(item.createdAt) : Number.NaN)}</StyledTime>
        </StyledMain>
        {item.read ? <span /> : <StyledDot data-testid="unread-dot" aria-hidden="true" />}
      </StyledLink>
    </StyledItem>
  );
}
