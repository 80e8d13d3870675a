import { yupResolver } from '@hookform/resolvers/yup';
import { staffLoginSchema, type StaffLoginValues } from '@huashi/domain';
import { useForm } from 'react-hook-form';
import { Input } from '../../primitives/Input';
import { AccountForm, FormSubmit } from '../../internal/AccountFormParts';

export type StaffLoginFormProps = {
  onSubmit: (values: StaffLoginValues) => void | Promise<void>;
  /** A request is under way: the button shows progress and refuses a second submit. */
  pending?: boolean;
  /** The server's refusal, shown above the button. */
  serverError?: string;
};

/** The back office's login: a staff account name and password (never a buyer's phone). */
export function StaffLoginForm({ onSubmit, pending = false, serverError }: StaffLoginFormProps) {
  const { register, handleSubmit, formState } = useForm<StaffLoginValues>({
    resolver: yupResolver(staffLoginSchema),
    defaultValues: { loginName: '', password: '' },
  });
  const { errors } = formState;
  return (
    <AccountForm label="员工登录" pending={pending} onSubmit={handleSubmit(onSubmit)}>
      <Input
        label="账号"
        placeholder="请输入员工账号"
        autoComplete="username"
        autoCapitalize="none"
        maxLength={32}
        error={errors.loginName?.message}
        {...register('loginName')}
      />
      <Input
        label="密码"
        type="password"
        placeholder="请输入密码"
        autoComplete="current-password"
        maxLength={64}
        error={errors.password?.message}
        {...register('password')}
      />
      <FormSubmit serverError={serverError} pending={pending}>
        登录
      </FormSubmit>
    </AccountForm>
  );
}
