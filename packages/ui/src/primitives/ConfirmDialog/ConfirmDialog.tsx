import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/vars';
import { Button, type ButtonVariant } from '../Button';
import { Dialog } from '../Dialog';
import { WarningIcon } from '../../internal/icons';

export type ConfirmDialogTone = 'default' | 'danger';

export type ConfirmDialogProps = {
  open: boolean;
  /** Default 提示. */
  title?: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  /** Cancel button, Esc and the close button. */
  onCancel: () => void;
  /** Default 确定. */
  confirmText?: string;
  /** Default 取消. */
  cancelText?: string;
  /** `danger` paints the confirm button red and focuses 取消 first (for irreversible actions). */
  tone?: ConfirmDialogTone;
  /** Confirm is pending: the button spins and cannot be pressed twice. */
  confirmLoading?: boolean;
  container?: Element | null;
};

const confirmVariants: Record<ConfirmDialogTone, ButtonVariant> = {
  default: 'primary',
  danger: 'danger',
};

const StyledMessage = styled.div`
  display: flex;
  gap: ${vars.space[3]};
  align-items: flex-start;
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.relaxed};
`;

const StyledIcon = styled.span`
  display: inline-flex;
  flex: none;
  padding-top: ${vars.space[1]};
  font-size: ${vars.size.iconLg};
  color: ${vars.color.warning};
`;

/** A yes/no question in a small dialog: 确定 / 取消. */
export function ConfirmDialog({
  open,
  title = '提示',
  message,
  onConfirm,
  onCancel,
  confirmText = '确定',
  cancelText = '取消',
  tone = 'default',
  confirmLoading = false,
  container,
}: ConfirmDialogProps) {
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      size="sm"
      container={container}
      aria-describedby={messageId}
      initialFocusRef={tone === 'danger' ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelText}
          </Button>
          <Button ref={confirmRef} variant={confirmVariants[tone]} loading={confirmLoading} onClick={onConfirm}>
            {confirmText}
          </Button>
        </>
      }
    >
      <StyledMessage id={messageId}>
        <StyledIcon>
          <WarningIcon />
        </StyledIcon>
        <div>{message}</div>
      </StyledMessage>
    </Dialog>
  );
}
