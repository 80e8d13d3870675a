import { afterSalesProgress } from '@huashi/domain';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';

export type AfterSaleProgressProps = { status: number };

const StyledSteps = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${vars.space[1]};
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
`;

const StyledStep = styled.li<{ $state: 'done' | 'current' | 'todo' | 'failed' }>`
  padding-top: ${vars.space[2]};
  border-top: ${vars.size.borderWidthStrong} solid
    ${(p) => (p.$state === 'failed' ? vars.color.danger : p.$state === 'todo' ? vars.color.border : vars.color.primary)};
  font-size: ${vars.font.size.sm};
  text-align: center;
  color: ${(p) => (p.$state === 'failed' ? vars.color.danger : p.$state === 'todo' ? vars.color.textSecondary : vars.color.text)};
  font-weight: ${(p) => (p.$state === 'current' || p.$state === 'failed' ? vars.font.weight.bold : vars.font.weight.regular)};
  overflow-wrap: anywhere;
`;

/** The progress bar of /afterdetail (§4): 提交申请 → 等待处理 → 等待处理|处理失败 → 待赔付|已赔付. */
export function AfterSaleProgress({ status }: AfterSaleProgressProps) {
  const { steps, active, failed, done } = afterSalesProgress(status);
  return (
    <StyledSteps aria-label="售后进度">
      {steps.map((title, index) => {
        const step = index + 1;
        const state =
          failed && step === active ? 'failed' : step < active || (done && step === active) ? 'done' : step === active ? 'current' : 'todo';
        return (
          <StyledStep key={step} $state={state} aria-current={step === active ? 'step' : undefined}>
            {step}. {title}
          </StyledStep>
        );
      })}
    </StyledSteps>
  );
}
