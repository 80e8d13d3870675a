import {
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { css, type RuleSet } from 'styled-components';
import { vars } from '../../theme/vars';
import { media } from '../../theme/media';
import { CloseIcon } from '../../internal/icons';
import { focusableIn } from '../../internal/focusable';

export type DialogSize = 'sm' | 'md' | 'lg';
/**
 * `center` (default): a modal in the middle; `side`: a panel docked right at full height, a full-screen sheet at 1024 px
 * and below; `bottom`: a modal in the middle on wider screens, a bottom sheet (full width, rounded top) on a phone.
 */
export type DialogPlacement = 'center' | 'side' | 'bottom';

export type DialogProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  open: boolean;
  title: ReactNode;
  /** Called on Esc, the close button and (when enabled) a click on the backdrop. */
  onClose: () => void;
  /** Buttons row at the bottom, right-aligned. */
  footer?: ReactNode;
  size?: DialogSize;
  placement?: DialogPlacement;
  /** Default false, so a half-filled form is not lost to a stray click. */
  closeOnBackdropClick?: boolean;
  hideCloseButton?: boolean;
  /** Element to focus on open; by default the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Portal target; default document.body. */
  container?: Element | null;
};

const widths: Record<DialogSize, string> = {
  sm: vars.size.dialogSm,
  md: vars.size.dialogMd,
  lg: vars.size.dialogLg,
};

/** The backdrop's and the panel's rules per placement (the side panel ignores `size`: it has its own width). */
const backdropPlacements: Record<DialogPlacement, RuleSet | ''> = {
  center: '',
  side: css`
    && {
      justify-content: flex-end;
      align-items: stretch;
      padding: ${vars.space[0]};
    }
  `,
  bottom: css`
    ${media.phone} {
      && {
        align-items: flex-end;
        padding: max(${vars.space[6]}, env(safe-area-inset-top)) ${vars.space[0]} ${vars.space[0]};
      }
    }
  `,
};

const panelPlacements: Record<DialogPlacement, RuleSet | ''> = {
  center: '',
  side: css`
    && {
      width: ${vars.size.sidePanel};
      height: 100%;
      border-radius: ${vars.radius.none};
    }
    ${media.sheet} {
      && {
        width: 100%;
      }
    }
  `,
  bottom: css`
    ${media.phone} {
      && {
        width: 100%;
        border-radius: ${vars.radius.xl} ${vars.radius.xl} ${vars.radius.none} ${vars.radius.none};
        padding-bottom: env(safe-area-inset-bottom);
      }
    }
  `,
};

const StyledBackdrop = styled.div<{ $placement: DialogPlacement }>`
  position: fixed;
  inset: 0;
  z-index: ${vars.z.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[6]};
  background: ${vars.color.backdrop};
  /* On a phone the panel takes the width less a margin, clear of the notch and the home indicator. */
  ${media.phone} {
    padding: max(${vars.space[3]}, env(safe-area-inset-top)) max(${vars.space[3]}, env(safe-area-inset-right))
      max(${vars.space[3]}, env(safe-area-inset-bottom)) max(${vars.space[3]}, env(safe-area-inset-left));
  }
  ${(p) => backdropPlacements[p.$placement]}
`;

const StyledPanel = styled.div<{ $size: DialogSize; $placement: DialogPlacement }>`
  display: flex;
  flex-direction: column;
  width: ${(p) => widths[p.$size]};
  max-width: 100%;
  max-height: 100%;
  background: ${vars.color.surface};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};
  outline: none;
  ${(p) => panelPlacements[p.$placement]}
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
  flex: none;
  padding: ${vars.space[4]} ${vars.space[5]};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
  ${media.phone} {
    padding: ${vars.space[1]} ${vars.space[2]} ${vars.space[1]} ${vars.space[4]};
  }
`;

const StyledTitle = styled.h2`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.tight};
  color: ${vars.color.text};
`;

const StyledClose = styled.button`
  display: inline-flex;
  padding: ${vars.space[1]};
  margin-right: calc(-1 * ${vars.space[1]});
  border: none;
  border-radius: ${vars.radius.md};
  background: none;
  font-size: ${vars.size.iconLg};
  color: ${vars.color.textMuted};
  cursor: pointer;

  ${media.phone} {
    align-items: center;
    justify-content: center;
    min-width: ${vars.size.controlLg};
    min-height: ${vars.size.controlLg};
    margin-right: ${vars.space[0]};
  }

  &:hover {
    color: ${vars.color.text};
    background: ${vars.color.surfaceMuted};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }
`;

/** The body scrolls inside the panel, so the title with × and the footer with its actions stay in view. */
const StyledBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  padding: ${vars.space[5]};
  overflow: auto;
  overscroll-behavior: contain;
  outline: none;
  ${media.phone} {
    padding: ${vars.space[4]};
  }

  &:focus-visible {
    box-shadow: inset ${vars.shadow.focus};
  }
  color: ${vars.color.text};
`;

const StyledFooter = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[5]} ${vars.space[4]};
  ${media.phone} {
    padding: ${vars.space[3]} ${vars.space[4]};
    border-top: ${vars.size.borderWidth} solid ${vars.color.divider};
    & > * {
      flex: 1 1 auto;
      min-height: ${vars.size.controlLg};
    }
  }
`;

/** Open dialogs, innermost last: only the top one answers Esc. */
const openStack: symbol[] = [];

/**
 * An accessible modal: role="dialog" with aria-modal, labelled by its title; Esc closes it;
 * focus moves in on open, stays inside while open (Tab wraps) and returns to the opener on close.
 */
export function Dialog({
  open,
  title,
  onClose,
  footer,
  size = 'md',
  placement = 'center',
  closeOnBackdropClick = false,
  hideCloseButton = false,
  initialFocusRef,
  container,
  children,
  onKeyDown,
  ...rest
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // Whether the body is taller than the room it has (a phone, a long form): then it scrolls and takes keyboard focus.
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const body = bodyRef.current;
    if (!open || !body || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(body.scrollHeight > body.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    for (const child of Array.from(body.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [open]);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const token = Symbol('dialog');
    openStack.push(token);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const body = document.body;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';

    const panel = panelRef.current;
    if (panel) {
      const first = focusableIn(panel).find((el) => el !== closeRef.current && el !== bodyRef.current);
      (initialFocusRef?.current ?? first ?? panel).focus();
    }

    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || openStack[openStack.length - 1] !== token) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onDocumentKeyDown);

    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      openStack.splice(openStack.indexOf(token), 1);
      body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
    // initialFocusRef is read once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    const items = focusableIn(panel);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdropClick && event.target === event.currentTarget) onClose();
  };

  const target = container ?? (typeof document === 'undefined' ? null : document.body);
  if (!target) return null;

  return createPortal(
    <StyledBackdrop $placement={placement} onMouseDown={onBackdropMouseDown}>
      <StyledPanel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $size={size}
        $placement={placement}
        onKeyDown={trapTab}
        {...rest}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          {!hideCloseButton && (
            <StyledClose ref={closeRef} type="button" aria-label="关闭" onClick={onClose}>
              <CloseIcon />
            </StyledClose>
          )}
        </StyledHeader>
        {/* When it scrolls it is focusable, so a keyboard can scroll it too (the initial focus skips it). */}
        <StyledBody ref={bodyRef} tabIndex={scrolls ? 0 : undefined}>
          {children}
        </StyledBody>
        {footer !== undefined && <StyledFooter>{footer}</StyledFooter>}
      </StyledPanel>
    </StyledBackdrop>,
    target,
  );
}
