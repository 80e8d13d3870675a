import { CONTENT_LIMITS, memberLevelSchema, type MemberLevelFormValues } from '@huashi/domain';
import styled from 'styled-components';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Stack } from '../../primitives/Stack';
import { FormInput } from '../../internal/FormField';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';
import { stackedOnPhone } from '../../internal/grid';
import { useDialogForm } from '../../internal/useDialogForm';

/** One member level as the desk edits it. */
export type MemberLevelData = {
  level: number;
  /** 普通会员, VIP1 … */
  label: string;
  cillText: string;
  discountText: string;
  couponText: string;
  /** e.g. 98 = 9.8折 (shown; not edited here). */
  discountTenths: number;
};

export type MemberLevelFormProps = {
  level: MemberLevelData;
  onSubmit: (values: MemberLevelFormValues) => void;
  pending?: boolean;
  serverError?: string;
  /** Saved just now: says so beside the button. */
  saved?: boolean;
};

const StyledFields = styled.form`
  ${stackedOnPhone('repeat(3, minmax(0, 1fr)) auto', vars.space[3])}
  align-items: start;
`;

const StyledHead = styled.div`
  display: flex;
  gap: ${vars.space[3]};
  align-items: baseline;
  h3 {
    margin: ${vars.space[0]};
    font-size: ${vars.font.size.md};
  }
  span {
    font-size: ${vars.font.size.sm};
    color: ${vars.color.textSecondary};
  }
`;

const StyledSubmit = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  align-items: center;
  /* Level with the inputs, below their labels. */
  padding-top: calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal} + ${vars.space[1]});
  color: ${vars.color.success};
  font-size: ${vars.font.size.sm};
  ${media.phone} {
    padding-top: ${vars.space[0]};
  }
`;

/** The three rule texts a level has, in the order the membership card shows them. */
const RULE_FIELDS = [
  ['cillText', '升级条件'],
  ['discountText', '折扣说明'],
  ['couponText', '优惠券说明'],
] as const;

const discountText = (tenths: number) => (tenths >= 100 ? '无折扣' : `${(tenths / 10).toFixed(1)}折`);

/** 会员等级: one level's rules text as the buyer's membership card shows it (升级条件, 折扣说明, 优惠券说明). */
export function MemberLevelForm({ level, onSubmit, pending = false, serverError, saved = false }: MemberLevelFormProps) {
  // On the page, always open; it starts over from the level's texts when they change (saved, or refetched).
  const texts = { cillText: level.cillText, discountText: level.discountText, couponText: level.couponText };
  const { control, handleSubmit } = useDialogForm<MemberLevelFormValues>({
    open: true,
    subject: [texts.cillText, texts.discountText, texts.couponText],
    defaults: texts,
    schema: memberLevelSchema,
  });
  const max = CONTENT_LIMITS.memberRuleMax + 10;
  return (
    <Card>
      <Stack gap={3}>
        <StyledHead>
          <h3>{level.label}</h3>
          <span>会员价 {discountText(level.discountTenths)}</span>
        </StyledHead>
        <StyledFields
          noValidate
          aria-label={`${level.label}规则`}
          onSubmit={handleSubmit((values) => {
            if (!pending) onSubmit(values);
          })}
        >
          {RULE_FIELDS.map(([name, label]) => (
            <FormInput key={name} control={control} name={name} label={label} maxLength={max} disabled={pending} />
          ))}
          <StyledSubmit>
            <Button type="submit" loading={pending} aria-label={`保存${level.label}规则`}>
              保存
            </Button>
            {saved ? <span role="status">已保存</span> : null}
          </StyledSubmit>
        </StyledFields>
        {serverError ? <Banner tone="error">{serverError}</Banner> : null}
      </Stack>
    </Card>
  );
}
