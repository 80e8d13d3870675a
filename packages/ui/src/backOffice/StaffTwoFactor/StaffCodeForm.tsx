import { yupResolver } from '@hookform/resolvers/yup';
import { staffCodeSchema, staffRecoveryCodeSchema, type StaffCodeValues, type StaffRecoveryCodeValues } from '@huashi/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Input } from '../../primitives/Input';
import { AccountForm, FormFooterLink, FormSubmit } from '../../internal/AccountFormParts';
import { StyledFormNote } from '../../internal/formStyles';
import { CODE_FIELD } from './codeField';

export type StaffCodeFormProps = {
  /** The authenticator's six digits. */
  onSubmitCode: (values: StaffCodeValues) => void | Promise<void>;
  /** One of the member's recovery codes instead (lost phone). */
  onSubmitRecovery: (values: StaffRecoveryCodeValues) => void | Promise<void>;
  /** Back to the password (another account). */
  onCancel?: () => void;
  pending?: boolean;
  /** The server's refusal (动态验证码错误, 恢复码错误或已使用, 登录失败次数过多…). */
  serverError?: string;
};

function CodeForm({ onSubmitCode, pending, serverError, onRecovery }: StaffCodeFormProps & { onRecovery: () => void }) {
  const { register, handleSubmit, formState } = useForm<StaffCodeValues>({
    resolver: yupResolver(staffCodeSchema),
    defaultValues: { code: '' },
  });
  return (
    <AccountForm label="两步验证" pending={pending ?? false} onSubmit={handleSubmit(onSubmitCode)}>
      <StyledFormNote>
        请打开手机上的验证器应用（如 Google Authenticator、Microsoft Authenticator），输入“花市后台”显示的6位动态验证码。
      </StyledFormNote>
      <Input {...CODE_FIELD} autoFocus error={formState.errors.code?.message} {...register('code')} />
      <FormSubmit serverError={serverError} pending={pending ?? false}>
        验证并登录
      </FormSubmit>
      <FormFooterLink onClick={onRecovery}>手机不在身边？使用恢复码</FormFooterLink>
    </AccountForm>
  );
}

function RecoveryForm({ onSubmitRecovery, pending, serverError, onCode }: StaffCodeFormProps & { onCode: () => void }) {
  const { register, handleSubmit, formState } = useForm<StaffRecoveryCodeValues>({
    resolver: yupResolver(staffRecoveryCodeSchema),
    defaultValues: { recoveryCode: '' },
  });
  return (
    <AccountForm label="使用恢复码" pending={pending ?? false} onSubmit={handleSubmit(onSubmitRecovery)}>
      <StyledFormNote>输入绑定时保存的恢复码之一（如 k7m2p-x9qrt），每个恢复码只能使用一次。</StyledFormNote>
      <Input
        label="恢复码"
        placeholder="xxxxx-xxxxx"
        autoComplete="off"
        autoCapitalize="none"
        maxLength={20}
        autoFocus
        error={formState.errors.recoveryCode?.message}
        {...register('recoveryCode')}
      />
      <FormSubmit serverError={serverError} pending={pending ?? false}>
        验证并登录
      </FormSubmit>
      <FormFooterLink onClick={onCode}>使用动态验证码</FormFooterLink>
    </AccountForm>
  );
}

/** The login's second step for an enrolled member: the authenticator's code, or one recovery code. */
export function StaffCodeForm(props: StaffCodeFormProps) {
  const [recovery, setRecovery] = useState(false);
  const body = recovery ? (
    <RecoveryForm {...props} onCode={() => setRecovery(false)} />
  ) : (
    <CodeForm {...props} onRecovery={() => setRecovery(true)} />
  );
  return (
    <>
      {body}
      <FormFooterLink onClick={props.onCancel}>返回账号密码登录</FormFooterLink>
    </>
  );
}
