/**
 * 快速下单's pad (issue 32, /quick): a textarea where a florist pastes lines as written (卡罗拉 A 20扎), the example,
 * the template to download and a filled one to upload, and 识别 that sends the text.
 *
 * Decisions:
 * - The form is react-hook-form with the domain's schema (empty, too many lines, too long: the server's words).
 * - Reading a file is the app's (`onReadFile`: xlsx/CSV → lines); this component only fills the textarea with what it
 *   answers, shows its note (e.g. 已跳过模板里的3行示例（不会购买）) beside the pad, or shows its refusal. The buyer sees
 *   and can edit the lines before they are matched.
 * - 填入示例 replaces the text with ORDER_PAD_EXAMPLE, so the buyer sees the format working at once.
 */
import { ORDER_PAD_EXAMPLE, ORDER_PAD_LIMITS, type OrderPadValues } from '@huashi/domain';
import { useId, useRef, useState, type ChangeEvent, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { StyledField, StyledFieldMessage, StyledLabel } from '../../../internal/Field';
import { vars } from '../../../theme/vars';
import { textareaField } from '../../../internal/textareaField';
import { media } from '../../../theme/media';
import { column } from '../../../internal/flex';
import { useOrderPadForm } from './useOrderPadForm';

/** What an uploaded file gives the pad: its lines, and a note said beside them (what was left out), or null. */
export type PadFileText = { text: string; note: string | null };

export type OrderPadFormProps = Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  /** 识别: the text, already checked by the schema. */
  onSubmit: (text: string) => void | Promise<void>;
  /** A chosen file (xlsx or csv) → the lines to put in the pad and a note; a rejection's message is shown. */
  onReadFile: (file: File) => Promise<PadFileText>;
  /** 下载模板. */
  onDownloadTemplate: () => void;
  /** Matching: the button spins and refuses a second submit. */
  pending?: boolean;
  /** The server's refusal, shown under the field; the text stays. */
  serverError?: string;
  defaultText?: string;
};

const StyledForm = styled.form`
  ${column(vars.space[3])}
`;

const StyledTextarea = styled.textarea<{ $invalid: boolean }>`
  ${textareaField}
  min-height: calc(${vars.space[16]} * 3);
  line-height: ${vars.font.lineHeight.relaxed};
`;

const StyledHint = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
  color: ${vars.color.textSecondary};
`;

const StyledTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

const StyledFileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const StyledSubmit = styled(Button)`
  ${media.phone} {
    width: 100%;
  }
`;

/** The pad: paste or type, use the example, download the template or upload a filled one, then 识别并匹配. */
export function OrderPadForm({
  onSubmit,
  onReadFile,
  onDownloadTemplate,
  pending = false,
  serverError,
  defaultText = '',
  ...rest
}: OrderPadFormProps) {
  const fieldId = useId();
  const messageId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [fileNote, setFileNote] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const { register, handleSubmit, setValue, formState } = useOrderPadForm(defaultText);
  const error = formState.errors.text?.message ?? fileError ?? serverError;
  const submit = handleSubmit((values: OrderPadValues) => onSubmit(values.text));
  const fill = (text: string) => setValue('text', text, { shouldValidate: formState.isSubmitted, shouldDirty: true });

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setReading(true);
    setFileError(undefined);
    setFileNote(null);
    try {
      const read = await onReadFile(file);
      fill(read.text);
      setFileNote(read.note);
    } catch (problem) {
      setFileError(problem instanceof Error ? problem.message : '无法读取这个文件');
    } finally {
      setReading(false);
    }
  };

  return (
    <StyledForm
      noValidate
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) void submit();
      }}
    >
      <StyledField>
        <StyledLabel htmlFor={fieldId}>每行一种花：品种 等级 长度 数量</StyledLabel>
        <StyledTextarea
          id={fieldId}
          placeholder={ORDER_PAD_EXAMPLE}
          spellCheck={false}
          autoComplete="off"
          maxLength={ORDER_PAD_LIMITS.chars}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          $invalid={Boolean(error)}
          {...register('text', { onChange: () => setFileError(undefined) })}
        />
        {error ? (
          <StyledFieldMessage id={messageId} role="alert" $tone="error">
            {error}
          </StyledFieldMessage>
        ) : null}
        {fileNote ? (
          <StyledFieldMessage role="status" $tone="hint">
            {fileNote}
          </StyledFieldMessage>
        ) : null}
      </StyledField>
      <StyledHint>
        可直接粘贴微信里的清单，如「卡罗拉 A 20扎」「黑魔术 B级 60cm 10」「满天星 5」；等级、长度可不写，数量按扎。最多{' '}
        {ORDER_PAD_LIMITS.lines} 行。
      </StyledHint>
      <StyledTools>
        <Button type="button" variant="secondary" size="sm" onClick={() => fill(ORDER_PAD_EXAMPLE)}>
          填入示例
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onDownloadTemplate}>
          下载模板
        </Button>
        <Button type="button" variant="secondary" size="sm" loading={reading} onClick={() => fileRef.current?.click()}>
          上传表格
        </Button>
        <StyledFileInput
          ref={fileRef}
          type="file"
          tabIndex={-1}
          aria-label="上传填好的模板（Excel 或 CSV）"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          onChange={(event) => void readFile(event)}
        />
      </StyledTools>
      <StyledSubmit type="submit" variant="primary" loading={pending}>
        识别并匹配
      </StyledSubmit>
    </StyledForm>
  );
}
