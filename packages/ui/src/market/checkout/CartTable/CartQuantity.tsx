import { checkCartQuantity, digitsOnly, stepBatchQuantity } from '@huashi/domain';
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { stepperButton, stepperInput, StyledStepperFrame } from '../../../internal/stepperStyles';
import { media } from '../../../theme/media';
import { vars } from '../../../theme/vars';

export type CartQuantityProps = {
  value: number;
  max: number;
  /** Name for screen readers, e.g. 卡罗拉 批数. */
  label: string;
  disabled?: boolean;
  /** A valid new number of batches (already clamped into 1…max). */
  onChange: (value: number) => void;
  /** 数量不能为零 / 不能再少啦 / 不能再多啦. */
  onInvalid?: (message: string) => void;
};

const StyledStep = styled.button`
  ${stepperButton}
  ${media.phone} {
    font-size: ${vars.font.size.lg};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }
`;

const StyledInput = styled.input`
  ${stepperInput}
  background: transparent;

  &:focus-visible {
    outline: none;
    box-shadow: inset ${vars.shadow.focus};
  }
`;

/** The cart's batches stepper: − / digits / +, with the §5 limits and messages. */
export function CartQuantity({ value, max, label, disabled = false, onChange, onInvalid }: CartQuantityProps) {
  // What the buyer is typing; null shows the current value.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (raw: string) => {
    const check = checkCartQuantity(raw, max);
    if (!check.ok) {
      onInvalid?.(check.message);
      const fallback = check.value >= 1 ? check.value : value;
      setDraft(null);
      if (fallback !== value && fallback >= 1) onChange(fallback);
      return;
    }
    setDraft(null);
    if (check.value !== value) onChange(check.value);
  };

  const step = (direction: 'up' | 'down') => {
    const check = stepBatchQuantity(value, direction, max);
    if (!check.ok) {
      onInvalid?.(check.message);
      // A line above the stock (the pay page's preview clamps nothing): − brings it down to what is left.
      if (direction === 'down' && value > check.value && check.value >= 1) onChange(check.value);
      return;
    }
    onChange(check.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(event.currentTarget.value);
  };

  return (
    <StyledStepperFrame>
      <StyledStep type="button" aria-label={`减少${label}`} disabled={disabled} onClick={() => step('down')}>
        −
      </StyledStep>
      <StyledInput
        aria-label={label}
        inputMode="numeric"
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(digitsOnly(event.target.value))}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <StyledStep type="button" aria-label={`增加${label}`} disabled={disabled} onClick={() => step('up')}>
        +
      </StyledStep>
    </StyledStepperFrame>
  );
}
