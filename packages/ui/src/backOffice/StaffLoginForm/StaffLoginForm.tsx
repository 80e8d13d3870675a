import { yupResolver } from '@hookform/resolvers/yup';
import { STAFF_LIMITS, staffLoginSchema, type StaffLoginValues } from '@huashi/domain';
import { useForm } from 'react-hook-form';
import { AccountForm, CurrentPasswordInput, FormSubmit } from '../../internal/AccountFormParts';
import { FormInput } from '../../internal/FormField';
import { STAFF_LOGIN_NAME } from '../staffFields';

export type StaffLoginFormProps = {
  onSubmit: (values: StaffLoginValues) => void | Promise<void>;
  /** A request is under way: the button shows progress and refuses a second submit. */
  pending?: boolean;
  /** The server's refusal, shown above the button. */
  serverError?: string;
};

/** The back office's login: a staff account name and password (never a buyer's phone). */
export function StaffLoginForm({ onSubmit, pending = false, serverError }: StaffLoginFormProps) {
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
    </AccountForm>
  );
}
