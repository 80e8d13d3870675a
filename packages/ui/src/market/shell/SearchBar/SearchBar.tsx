import { useId, useRef, useState, type FormEvent, type HTMLAttributes, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { media } from '../../../theme/media';
import { Button } from '../../../primitives/Button';
import { ClearIcon, SearchIcon } from '../../../internal/icons';

export type SearchBarProps = Omit<HTMLAttributes<HTMLFormElement>, 'onChange' | 'onSubmit' | 'defaultValue'> & {
  /** Controlled text (e.g. restored from session storage by the page). */
  value?: string;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  onChange?: (text: string) => void;
  /** Search button or Enter, with the text as typed; the page decides what an empty text means. */
  onSearch: (text: string) => void;
  /** After the clear button emptied the text. */
  onClear?: () => void;
  /** Default 请输入品种名称或供应商编号. */
  placeholder?: string;
  /** The 进入商城 button, on the home page only. */
  showEnterMall?: boolean;
  onEnterMall?: () => void;
  /** Accessible name of the search field. Default 搜索品种或供应商. */
  inputLabel?: string;
};

const StyledForm = styled.form`
  display: flex;
  align-items: stretch;
  gap: ${vars.space[3]};
  width: 100%;
  max-width: ${vars.size.searchWidth};
  ${media.phone} {
    gap: ${vars.space[2]};
    max-width: none;
  }
`;

const StyledBox = styled.div`
  display: flex;
  flex: 1;
  align-items: stretch;
  min-width: 0;
  height: ${vars.size.controlLg};
  border: ${vars.size.borderWidthStrong} solid ${vars.color.primary};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  overflow: hidden;

  ${media.phone} {
    height: calc(${vars.size.controlLg} + 2 * ${vars.size.borderWidthStrong});
  }

  &:focus-within {
    box-shadow: ${vars.shadow.focus};
  }
`;

const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  padding-left: ${vars.space[3]};
  font-size: ${vars.size.iconMd};
  color: ${vars.color.textMuted};
  /* The phone keeps the width for the text. */
  ${media.phone} {
    display: none;
  }
`;

const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  padding: ${vars.space[0]} ${vars.space[2]};
  font-size: ${vars.font.size.md};
  color: ${vars.color.text};
  background: transparent;
  border: none;
  outline: none;

  /* 16 px on a phone: smaller text makes the phone zoom in on focus. */
  ${media.phone} {
    font-size: ${vars.font.size.lg};
  }

  &::placeholder {
    color: ${vars.color.textMuted};
  }

  &::-webkit-search-cancel-button {
    display: none;
  }
`;

const StyledClear = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  ${media.phone} {
    min-width: ${vars.size.controlLg};
  }
  padding: ${vars.space[0]} ${vars.space[2]};
  font-size: ${vars.size.iconMd};
  color: ${vars.color.textDisabled};
  background: none;
  border: none;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    outline: none;
    color: ${vars.color.textMuted};
  }
`;

const StyledSubmit = styled.button`
  flex: none;
  padding: ${vars.space[0]} ${vars.space[6]};
  ${media.phone} {
    padding: ${vars.space[0]} ${vars.space[4]};
  }
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.onPrimary};
  background: ${vars.color.primary};
  border: none;
  cursor: pointer;

  &:hover {
    background: ${vars.color.primaryHover};
  }

  &:focus-visible {
    outline: none;
    background: ${vars.color.primaryActive};
  }
`;

const StyledEnterMall = styled(Button)`
  ${media.phone} {
    padding-left: ${vars.space[3]};
    padding-right: ${vars.space[3]};
  }
`;

/**
 * The search field under the top bar (§2). Enter or 搜索 reports the text; a clear button
 * appears while there is text; 进入商城 only when asked for.
 */
export function SearchBar({
  value,
  defaultValue = '',
  onChange,
  onSearch,
  onClear,
  placeholder = '请输入品种名称或供应商编号',
  showEnterMall = false,
  onEnterMall,
  inputLabel = '搜索品种或供应商',
  ...rest
}: SearchBarProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [inner, setInner] = useState(defaultValue);
  const text = value ?? inner;

  const update = (next: string) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text);
  };

  /** Enter that confirms an IME candidate (Chinese input) is not a search. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && event.nativeEvent.isComposing) event.preventDefault();
  };

  return (
    <StyledForm role="search" onSubmit={submit} {...rest}>
      <StyledBox>
        <StyledIcon aria-hidden="true">
          <SearchIcon />
        </StyledIcon>
        <StyledInput
          id={inputId}
          ref={inputRef}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          aria-label={inputLabel}
          placeholder={placeholder}
          value={text}
          onChange={(event) => update(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {text !== '' && (
          <StyledClear
            type="button"
            aria-label="清空搜索内容"
            onClick={() => {
              update('');
              onClear?.();
              inputRef.current?.focus();
            }}
          >
            <ClearIcon />
          </StyledClear>
        )}
        <StyledSubmit type="submit">搜索</StyledSubmit>
      </StyledBox>
      {showEnterMall && (
        <StyledEnterMall variant="secondary" size="lg" onClick={onEnterMall}>
          进入商城
        </StyledEnterMall>
      )}
    </StyledForm>
  );
}
