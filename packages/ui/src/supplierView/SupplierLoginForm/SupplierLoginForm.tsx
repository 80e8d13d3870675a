import { yupResolver } from '@hookform/resolvers/yup';
import { STAFF_LIMITS, supplierLoginSchema, type SupplierLoginValues } from '@huashi/domain';
import { useForm } from 'react-hook-form';
import { AccountForm, CurrentPasswordInput, FormSubmit } from '../../internal/AccountFormParts';
import { FormInput } from '../../internal/FormField';

export type SupplierLoginFormProps = {
  onSubmit: (values: SupplierLoginValues) => void | Promise<void>;
  /** A request is under way: the button shows progress and refuses a second submit. */
  pending?: boolean;
  /** The server's refusal (手机号或密码错误, too many tries), shown above the button. */
  serverError?: string;
};

/** A supplier's login (/supplier): the phone and password the market's staff set at 入库管理. */
export function SupplierLoginForm({ onSubmit, pending = false, serverError }: SupplierLoginFormProps) {
  const { control, handleSubmit } = useForm<SupplierLoginValues>({
    resolver: yupResolver(supplierLoginSchema),
    defaultValues: { phone: '', password: '' },
  });
  return (
    <AccountForm label="供应商登录" pending={pending} onSubmit={handleSubmit(onSubmit)}>
      <FormInput
        control={control}
        name="phone"
        label="手机号"
        placeholder="请输入手机号"
        inputMode="tel"
        autoComplete="username"
        maxLength={20}
      />
      <CurrentPasswordInput control={control} name="password" label="密码" placeholder="请输入密码" maxLength={STAFF_LIMITS.passwordMax} />
      <FormSubmit serverError={serverError} pending={pending}>
        登录
      </FormSubmit>
    </AccountForm>
  );
}
