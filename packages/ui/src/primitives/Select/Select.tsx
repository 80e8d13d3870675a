import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/vars';
import { ChevronDownIcon } from '../../internal/icons';
import { controlFrame, fieldAria, FieldShell, type ControlSize } from '../../internal/Field';

export type SelectSize = ControlSize;

export type SelectOption = {
  value: string;
  label: string;
  disabled?: boolean;
};

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'size' | 'children'> & {
  options: readonly SelectOption[];
  label?: ReactNode;
  /** Validation message shown under the field; marks the select invalid. */
  error?: string;
  hint?: ReactNode;
  /**
   * A first, empty prompt ("请选择…"), disabled: it cannot be chosen again once a value is picked. For a filter whose
   * "all" must stay choosable use withAllOption instead.
   */
  placeholder?: string;
  size?: SelectSize;
};

const StyledFrame = styled.div<{ $size: ControlSize; $invalid: boolean; $disabled: boolean }>`
  ${controlFrame}
  position: relative;
  padding: ${vars.space[0]};
`;

const StyledSelect = styled.select`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: ${vars.space[0]} ${vars.space[8]} ${vars.space[0]} ${vars.space[3]};
  border: none;
  outline: none;
  background: transparent;
  font-size: inherit;
  color: ${vars.color.text};
  appearance: none;
  cursor: pointer;

  /* The placeholder is the chosen option: read from the select itself, so a value set by react-hook-form's register
     (through the ref), reset() or setValue() shows as a value, not greyed like the placeholder. :where keeps the
     disabled colour below winning. */
  &:where(:has(option[data-placeholder]:checked)) {
    color: ${vars.color.textMuted};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${vars.color.textDisabled};
  }

  option {
    color: ${vars.color.text};
  }
`;

const StyledChevron = styled.span`
  position: absolute;
  right: ${vars.space[3]};
  display: inline-flex;
  font-size: ${vars.size.iconMd};
  color: ${vars.color.textMuted};
  pointer-events: none;
`;

/**
 * The options with a real first choice "all" (value ''), e.g. 全部等级 — for a filter that must be undoable. Unlike
 * `placeholder` (a disabled prompt: once something is picked it cannot be picked again), it stays choosable.
 */
export function withAllOption(options: readonly SelectOption[], label: string): SelectOption[] {
  return [{ value: '', label }, ...options.filter((option) => option.value !== '')];
}

/** A native select with the field look of Input. */
export function Select({
  options,
  label,
  error,
  hint,
  placeholder,
  size = 'md',
  id,
  className,
  style,
  disabled,
  value,
  defaultValue,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? `select-${autoId}`;

  return (
    <FieldShell controlId={selectId} label={label} error={error} hint={hint} className={className} style={style}>
      <StyledFrame $size={size} $invalid={Boolean(error)} $disabled={Boolean(disabled)}>
        <StyledSelect
          id={selectId}
          disabled={disabled}
          value={value}
          defaultValue={value === undefined && placeholder !== undefined ? (defaultValue ?? '') : defaultValue}
          {...fieldAria(selectId, error, hint)}
          {...rest}
        >
          {placeholder !== undefined && (
            <option value="" disabled data-placeholder="">
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
        <StyledChevron>
          <ChevronDownIcon />
        </StyledChevron>
      </StyledFrame>
    </FieldShell>
  );
}
