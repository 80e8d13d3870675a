import { useId, useMemo, useRef, useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/vars';
import { mergeRefs } from '../../internal/mergeRefs';
import { setNativeValue } from '../../internal/setNativeValue';
import { ClearIcon } from '../../internal/icons';
import { controlFrame, fieldAria, FieldShell, type ControlSize } from '../../internal/Field';

export type InputSize = ControlSize;

export type InputProps = Omit<ComponentPropsWithRef<'input'>, 'size'> & {
  label?: ReactNode;
  /** Validation message shown under the field; marks the input invalid. */
  error?: string;
  /** Helper text under the field when there is no error. */
  hint?: ReactNode;
  /** Shows a clear button while the field has text. */
  clearable?: boolean;
  /** Called after the clear button emptied the field (onChange has already fired with ""). */
  onClear?: () => void;
  /** Shows "used/maxLength" at the end of the field (needs maxLength). */
  showCount?: boolean;
  size?: InputSize;
  /** Content after the text, e.g. a unit (扎) or a send-code button. */
  suffix?: ReactNode;
};

const StyledFrame = styled.div<{ $size: ControlSize; $invalid: boolean; $disabled: boolean }>`
  ${controlFrame}
`;

/** $ownClear: the field shows our clear button, so a search field's native one (Chromium, Safari) is hidden. */
const StyledInput = styled.input<{ $ownClear: boolean }>`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: ${vars.space[0]};
  border: none;
  outline: none;
  background: transparent;
  font-size: inherit;
  color: ${vars.color.text};

  &::placeholder {
    color: ${vars.color.textMuted};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${vars.color.textDisabled};
  }

  ${({ $ownClear }) =>
    $ownClear &&
    `
    &::-webkit-search-cancel-button {
      appearance: none;
      display: none;
    }
  `}
`;

const StyledClear = styled.button`
  display: inline-flex;
  flex: none;
  padding: ${vars.space[0]};
  border: none;
  background: none;
  font-size: ${vars.size.iconMd};
  color: ${vars.color.textDisabled};
  cursor: pointer;

  &:hover,
  &:focus-visible {
    color: ${vars.color.textMuted};
    outline: none;
  }
`;

const StyledCount = styled.span`
  flex: none;
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const StyledSuffix = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  color: ${vars.color.textSecondary};
`;

function lengthOf(value: ComponentPropsWithRef<'input'>['value']): number {
  if (value === undefined || value === null) return 0;
  return String(value).length;
}

/**
 * A text field with optional label, error, clear button and character count. With `clearable` a `type="search"` field
 * shows only our clear button (the browser's own is hidden).
 */
export function Input({
  label,
  error,
  hint,
  clearable = false,
  onClear,
  showCount = false,
  size = 'md',
  suffix,
  id,
  ref,
  className,
  style,
  value,
  defaultValue,
  onChange,
  disabled,
  readOnly,
  maxLength,
  ...rest
}: InputProps) {
  const autoId = useId();
  const inputId = id ?? `input-${autoId}`;
  const innerRef = useRef<HTMLInputElement>(null);
  const controlled = value !== undefined;
  const [uncontrolledLength, setUncontrolledLength] = useState(() => lengthOf(defaultValue));
  const length = controlled ? lengthOf(value) : uncontrolledLength;
  const setRef = useMemo(() => mergeRefs(ref, innerRef), [ref]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!controlled) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  const clear = () => {
    const input = innerRef.current;
    if (!input) return;
    setNativeValue(input, '');
    input.focus();
    onClear?.();
  };

  return (
    <FieldShell controlId={inputId} label={label} error={error} hint={hint} className={className} style={style}>
      <StyledFrame $size={size} $invalid={Boolean(error)} $disabled={Boolean(disabled)}>
        <StyledInput
          id={inputId}
          ref={setRef}
          $ownClear={clearable}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          disabled={disabled}
          readOnly={readOnly}
          maxLength={maxLength}
          {...fieldAria(inputId, error, hint)}
          {...rest}
        />
        {clearable && length > 0 && !disabled && !readOnly && (
          <StyledClear type="button" aria-label="清空" onClick={clear}>
            <ClearIcon />
          </StyledClear>
        )}
        {showCount && maxLength !== undefined && (
          <StyledCount aria-hidden="true">
            {length}/{maxLength}
          </StyledCount>
        )}
        {suffix !== undefined && <StyledSuffix>{suffix}</StyledSuffix>}
      </StyledFrame>
    </FieldShell>
  );
}
