import { PASSWORD_PLACEHOLDERS, type AccountPasswordValues } from '@huashi/domain';
import { StyledFormNote } from '../../../internal/formStyles';
import {
  AccountForm,
  ConfirmPasswordInput,
  FormSubmit,
  NewPasswordInput,
  SmsCodeInput,
  type SmsFormStateProps,
} from '../../../internal/AccountFormParts';
import { usePasswordChangeForm } from './usePasswordChangeForm';

export type PasswordChangeFormProps = SmsFormStateProps & {
  onSubmit: (values: AccountPasswordValues) => void | Promise<void>;
  /** Sends the code to the account's own phone. */
  onSendCode: () => void;
  /** The account's phone, masked (138****0001), named in the hint. */
  maskedPhone: string;
};

/** /amend (§5): new password 6–16 (the one rule, issue 26), the SMS code sent to the account's phone, and the confirmation. */
export function PasswordChangeForm({ onSubmit, onSendCode, maskedPhone, pending = false, serverError, ...code }: PasswordChangeFormProps) {
  const { control, handleSubmit } = usePasswordChangeForm();
  return (
    <AccountForm label="修改密码" pending={pending} onSubmit={handleSubmit(onSubmit)}>
      <NewPasswordInput control={control} name="password" label="新密码" placeholder={PASSWORD_PLACEHOLDERS.newPassword} />
      <SmsCodeInput control={control} name="code" {...code} onSendCode={onSendCode} hint={`验证码将发送至 ${maskedPhone}`} />
      <ConfirmPasswordInput control={control} name="confirmPassword" />
      <StyledFormNote>修改成功后需要用新密码重新登录。</StyledFormNote>
      <FormSubmit serverError={serverError} pending={pending}>
        确认修改
      </FormSubmit>
    </AccountForm>
  );
}
