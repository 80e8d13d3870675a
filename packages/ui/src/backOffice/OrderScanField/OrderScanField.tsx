import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { Input } from '../../primitives/Input';
import { wrappingRow } from '../../internal/flex';
import { vars } from '../../theme/vars';

export type OrderScanFieldProps = {
  /** The number typed or scanned (trimmed, not empty); the field is cleared for the next scan. */
  onFind: (orderNo: string) => void;
  /** The last look-up's failure beside the field, e.g. 未找到订单 HS…：订单不存在. */
  error?: string;
  /** A look-up under way. */
  pending?: boolean;
  /** Opens the camera reader; absent: the browser has no camera to offer, and no button shows. */
  onCamera?: () => void;
};

const StyledForm = styled.form`
  ${wrappingRow(vars.space[2])}
  align-items: flex-start;

  & > :first-child {
    flex: 1 1 ${vars.size.searchWidth};
    max-width: ${vars.size.searchWidth};
  }
`;

/** Room for the field's label above, so the buttons line up with the field itself. */
const StyledButtons = styled.div`
  ${wrappingRow(vars.space[2])}
  padding-top: calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal} + ${vars.space[1]});
`;

/**
 * 扫码查单 (issue 31): a USB scanner types a label's order number and Enter into the field, or staff type it; a phone
 * or a laptop reads the label's code with its camera (`onCamera`). Whatever is found opens; an unknown number is said
 * beside the field. The field keeps nothing between scans.
 */
export function OrderScanField({ onFind, error, pending = false, onCamera }: OrderScanFieldProps) {
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const orderNo = value.trim();
    if (!orderNo || pending) return;
    setValue('');
    onFind(orderNo);
  };
  return (
    <StyledForm role="search" aria-label="按订单号查找" noValidate onSubmit={submit}>
      <Input
        label="扫码查单"
        placeholder="扫描面单条码或输入订单号，回车查找"
        maxLength={40}
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <StyledButtons>
        <Button type="submit" variant="secondary" loading={pending}>
          查找
        </Button>
        {onCamera ? (
          <Button type="button" variant="secondary" onClick={onCamera}>
            摄像头扫码
          </Button>
        ) : null}
      </StyledButtons>
    </StyledForm>
  );
}
