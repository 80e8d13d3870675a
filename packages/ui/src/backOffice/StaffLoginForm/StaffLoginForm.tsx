import { yupResolver } from '@hookform/resolvers/yup';
import { STAFF_LIMITS, staffLoginSchema, type StaffLoginValues } from '@huashi/domain';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { AccountForm, CurrentPasswordInput, FormSubmit } from '../../internal/AccountFormParts';
import { StyledFormLinks } from '../../internal/formStyles';
import { vars } from '../../theme/vars';
import { FormInput } from '../../internal/FormField';
import { STAFF_LOGIN_NAME } from '../staffFields';

export type StaffLoginFormProps = {
  onSubmit: (values: StaffLoginValues) => void | Promise<void>;
  /** A request is under way: the button shows progress and refuses a second submit. */
  pending?: boolean;
  /** The server's refusal, shown above the button. */
  serverError?: string;
  /**
   * Where 供应商登录 under the button leads (issue 31: a supplier who landed here finds its own login) — a link, the
   * page being another part of the app; nothing without it.
   */
  supplierLoginHref?: string;
};

const StyledLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.controlLg};
  color: ${vars.color.primary};
  font-size: ${vars.font.size.md};
  text-decoration: none;

  &:hover {
    color: ${vars.color.primaryHover};
    text-decoration: underline;
  }
`;

/** The back office's login: a staff account name and password (never a buyer's phone). */
export function StaffLoginForm({ onSubmit, pending = false, serverError, supplierLoginHref }: StaffLoginFormProps) {
  const { control, handleSubmit } = useForm<StaffLoginValues>({
    resolver: yupResolver(staffLoginSchema),
    defaultValues: { loginName: '', password: '' },
  });
  return (
    <AccountForm label="员工登录" pending={pending} onSubmit={handleSubmit(onSubmit)}>
      <FormInput control={control} name="loginName" {...STAFF_LOGIN_NAME} placeholder="请输入员工账号" autoComplete="username" />
      <CurrentPasswordInput control={control} name="password" label="密码" placeholder="请输入密码" maxLength={STAFF_LIMITS.passwordMax} />
      <FormSubmit serverError={serverError} pending={pending}>
        登录
      </FormSubmit>
      {supplierLoginHref ? (
        <StyledFormLinks>
          <span />
          <StyledLink href={supplierLoginHref}>供应商登录</StyledLink>
        </StyledFormLinks>
      ) : null}
    </AccountForm>
  );
}
