import { ORDER_NOTICE_MAX, type RemarkValues } from '@huashi/domain';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { StyledField, StyledFieldMessage, StyledLabel } from '../../../internal/Field';
import { vars } from '../../../theme/vars';
import { textareaField } from '../../../internal/textareaField';
import { useRemarkForm } from './useRemarkForm';

export type RemarkDialogProps = {
  open: boolean;
  /** The order number shown in the title. */
  orderNo?: string;
  /** The current note (prefilled). */
  notice: string;
  onSubmit: (notice: string) => void | Promise<void>;
  onCancel: () => void;
  /** Saving: the button spins and refuses a second submit. */
  pending?: boolean;
  /** The server's refusal, shown under the field; the text typed is kept. */
  serverError?: string;
  container?: Element | null;
};

const StyledTextarea = styled.textarea<{ $invalid: boolean }>`
  ${textareaField}
  min-height: calc(${vars.space[16]} + ${vars.space[10]});
  line-height: ${vars.font.lineHeight.normal};
`;

const StyledCount = styled.span`
  align-self: flex-end;
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

/** The remark dialog of /order (§2): a textarea and 提交. An empty remark clears the note. */
export function RemarkDialog({ open, orderNo, notice, onSubmit, onCancel, pending = false, serverError, container }: RemarkDialogProps) {
  const fieldId = useId();
  const errorId = useId();
  const { register, handleSubmit, watch, formState } = useRemarkForm(open, notice);
  const error = formState.errors.notice?.message ?? serverError;
  const length = (watch('notice') ?? '').length;
  const submit = handleSubmit((values: RemarkValues) => onSubmit(values.notice));
  return (
    <Dialog
      open={open}
      title={orderNo ? `订单备注 · ${orderNo}` : '订单备注'}
      onClose={onCancel}
      container={container}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            取消
          </Button>
          <Button
            variant="primary"
            loading={pending}
            onClick={() => {
              if (!pending) void submit();
            }}
          >
            提交
          </Button>
        </>
      }
    >
      <StyledField>
        <StyledLabel htmlFor={fieldId}>备注</StyledLabel>
        <StyledTextarea
          id={fieldId}
          placeholder="如包装、送达时间等要求（留空则清除备注）"
          maxLength={ORDER_NOTICE_MAX + 50}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          $invalid={Boolean(error)}
          {...register('notice')}
        />
        <StyledCount aria-hidden="true">
          {length}/{ORDER_NOTICE_MAX}
        </StyledCount>
        {error ? (
          <StyledFieldMessage id={errorId} role="alert" $tone="error">
            {error}
          </StyledFieldMessage>
        ) : null}
      </StyledField>
    </Dialog>
  );
}
