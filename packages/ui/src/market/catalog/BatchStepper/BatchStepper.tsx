import { checkBatchQuantity, digitsOnly, stepBatchQuantity, type QuantityMessage } from '@huashi/domain';
import { useEffect, useEffectEvent, useState, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { MinusIcon } from '../../../internal/icons';
import { stepperButton, stepperInput, StyledStepperFrame } from '../../../internal/stepperStyles';

export type BatchStepperProps = Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> & {
  /** Batches (批) chosen. */
  value: number;
  /** Batches in stock (domain maxBatches); 0 when sold out. */
  max: number;
  onChange: (value: number) => void;
  /** A refused quantity: 不能再少啦 below 1, 不能再多啦 above the stock. The page shows it as a message. */
  onRefuse?: (message: QuantityMessage) => void;
  disabled?: boolean;
  /** Accessible name of the quantity box. Default 购买批数. */
  label?: string;
};

const StyledStep = styled.button`
  ${stepperButton}
  &:focus-visible {
    outline: none;
    box-shadow: inset ${vars.shadow.focus};
  }
`;

const StyledInput = styled.input`
  ${stepperInput}
  outline: none;

  &:focus {
    background: ${vars.color.primarySoft};
  }
`;

/**
 * The batch quantity (§5): digits only, at least 1 and at most the stock in batches.
 * − and + step by one and refuse past the limits; typing is checked when the box is left or Enter is pressed, and at
 * once when the stock (`max`) falls below it.
 */
export function BatchStepper({ value, max, onChange, onRefuse, disabled = false, label = '购买批数', ...rest }: BatchStepperProps) {
  const [text, setText] = useState(String(value));
  // A new value from the parent replaces what is typed.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(String(value));
  }
  const soldOut = max < 1;

  const apply = (check: ReturnType<typeof checkBatchQuantity>) => {
    if (!check.ok) onRefuse?.(check.message);
    const next = check.value;
    setText(String(next));
    if (next !== value) onChange(next);
  };

  const commit = () => apply(checkBatchQuantity(text, max));
  // The stock fell below the chosen quantity while the page was open (live stock): clamp to it, saying 不能再多啦.
  useEffect(() => {
    if (max < 1 || value <= max) return;
    const check = checkBatchQuantity(value, max);
    if (!check.ok) onRefuse?.(check.message);
    // The parent's new value replaces the box's text (above).
    onChange(check.value);
  }, [max, value, onChange, onRefuse]);
  // …or below digits typed and not yet committed (focused or not): the box clamps to the stock at once, and the
  // effect below says 不能再多啦, as + and Enter do.
  const [seenMax, setSeenMax] = useState(max);
  const [typedClamps, setTypedClamps] = useState(0);
  if (seenMax !== max) {
    setSeenMax(max);
    if (max >= 1 && value <= max && text !== '' && Number(text) > max) {
      setText(String(max));
      setTypedClamps((n) => n + 1);
    }
  }
  const refuseTyped = useEffectEvent(() => {
    const check = checkBatchQuantity(max + 1, max);
    if (!check.ok) onRefuse?.(check.message);
    if (value !== max) onChange(max);
  });
  useEffect(() => {
    if (typedClamps > 0) refuseTyped();
  }, [typedClamps]);

  return (
    <StyledStepperFrame {...rest}>
      <StyledStep
        type="button"
        aria-label="减少"
        disabled={disabled || soldOut}
        onClick={() => apply(stepBatchQuantity(value, 'down', max))}
      >
        <MinusIcon />
      </StyledStep>
      <StyledInput
        aria-label={label}
        inputMode="numeric"
        value={soldOut ? '0' : text}
        disabled={disabled || soldOut}
        onChange={(event) => setText(digitsOnly(event.target.value))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      <StyledStep type="button" aria-label="增加" disabled={disabled || soldOut} onClick={() => apply(stepBatchQuantity(value, 'up', max))}>
        +
      </StyledStep>
    </StyledStepperFrame>
  );
}
