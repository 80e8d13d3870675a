import { useEffect, useMemo, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/vars';
import { media } from '../../theme/media';
import { CheckIcon, MinusIcon } from '../../internal/icons';
import { mergeRefs } from '../../internal/mergeRefs';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> & {
  label?: ReactNode;
  /** "Some selected" state, e.g. a select-all box when part of the cart is chosen. */
  indeterminate?: boolean;
};

const StyledLabel = styled.label<{ $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-size: ${vars.font.size.md};
  color: ${(p) => (p.$disabled ? vars.color.textDisabled : vars.color.text)};
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  user-select: none;
  /* The whole label is the tap target: 44 px tall on a phone. */
  ${media.phone} {
    min-height: ${vars.size.controlLg};
  }
`;

/** The real input stays in the layout (for focus and clicks) but is invisible. */
const StyledInput = styled.input`
  position: absolute;
  opacity: 0;
  width: ${vars.size.checkbox};
  height: ${vars.size.checkbox};
  margin: ${vars.space[0]};
  cursor: inherit;
`;

const StyledBox = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${vars.size.checkbox};
  height: ${vars.size.checkbox};
  font-size: ${vars.size.iconSm};
  color: transparent;
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  transition:
    background ${vars.motion.fast},
    border-color ${vars.motion.fast};

  ${StyledInput}:hover:not(:disabled) + & {
    border-color: ${vars.color.primary};
  }

  ${StyledInput}:focus-visible + & {
    box-shadow: ${vars.shadow.focus};
  }

  ${StyledInput}:checked + &,
  ${StyledInput}:indeterminate + & {
    color: ${vars.color.onPrimary};
    background: ${vars.color.primary};
    border-color: ${vars.color.primary};
  }

  ${StyledInput}:disabled + & {
    background: ${vars.color.surfaceSunken};
    border-color: ${vars.color.border};
  }

  ${StyledInput}:disabled:checked + &,
  ${StyledInput}:disabled:indeterminate + & {
    color: ${vars.color.textDisabled};
  }
`;

/** A checkbox with its label; the whole row is clickable. */
export function Checkbox({ label, indeterminate = false, ref, className, style, disabled, ...rest }: CheckboxProps) {
  const innerRef = useRef<HTMLInputElement>(null);
  const setRef = useMemo(() => mergeRefs(ref, innerRef), [ref]);

  useEffect(() => {
    if (innerRef.current) innerRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <StyledLabel className={className} style={style} $disabled={Boolean(disabled)}>
      <StyledInput type="checkbox" ref={setRef} disabled={disabled} aria-checked={indeterminate ? 'mixed' : undefined} {...rest} />
      <StyledBox aria-hidden="true">{indeterminate ? <MinusIcon /> : <CheckIcon />}</StyledBox>
      {label !== undefined && <span>{label}</span>}
    </StyledLabel>
  );
}
