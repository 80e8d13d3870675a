import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../primitives/Button';
import { vars } from '../theme/vars';
import { column } from './flex';

/** Shared by the /money forms (提现, 银行卡): the panel's column, the form, the error line, the notice and the loading / failed states. */

export const StyledMoneyPanel = styled.section`
  ${column(vars.space[4])}
  max-width: 560px;
  min-width: 0;
`;

/** A precondition the buyer must meet first (实名认证, 银行卡), with its link. */
export const moneyNotice = css`
  ${column(vars.space[2])}
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.warningSoft};

  a {
    color: ${vars.color.primary};
    font-weight: 600;
  }
`;

export const StyledMoneyForm = styled.form`
  ${column(vars.space[3])}
`;

const StyledMoneyError = styled.p`
  margin: ${vars.space[0]};
  color: ${vars.color.danger};
`;

type PanelAttributes = Omit<HTMLAttributes<HTMLElement>, 'aria-label'> & { 'aria-label': string };

/** The panel while its data loads. */
export function MoneyPanelLoading(props: PanelAttributes) {
  return (
    <StyledMoneyPanel aria-busy="true" {...props}>
      <p role="status">正在加载…</p>
    </StyledMoneyPanel>
  );
}

/** The panel when its data could not be read, with 重试. */
export function MoneyPanelLoadError({ error, onRetry, ...rest }: PanelAttributes & { error?: string; onRetry?: () => void }) {
  return (
    <StyledMoneyPanel {...rest}>
      <StyledMoneyError role="alert">{error}</StyledMoneyError>
      {onRetry ? <Button onClick={onRetry}>重试</Button> : null}
    </StyledMoneyPanel>
  );
}

/** The form's own refusal (a rule across fields), else the server's, above the submit button. */
export function MoneyFormError({ error, serverError }: { error?: string | undefined; serverError?: string | undefined }) {
  return error || serverError ? <StyledMoneyError role="alert">{error ?? serverError}</StyledMoneyError> : null;
}
