import { yupResolver } from '@hookform/resolvers/yup';
import { formatRecoveryCode, staffCodeSchema, type StaffCodeValues } from '@huashi/domain';
import { QRCodeSVG } from 'qrcode.react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { Input } from '../../primitives/Input';
import { Skeleton } from '../../primitives/Skeleton';
import { AccountForm, FormSubmit } from '../../internal/AccountFormParts';
import { StyledFormNote, StyledServerError } from '../../internal/formStyles';
import { vars } from '../../theme/vars';
import { CODE_FIELD } from './codeField';
import { column } from '../../internal/flex';

export type TwoFactorEnrolmentProps = {
  /** The secret to add to the app: the otpauth URI (shown as a QR code) and the secret as text; undefined: loading. */
  setup?: { secret: string; uri: string };
  /** The setup could not be fetched. */
  setupError?: string;
  /** The first code from the app confirms the enrolment. */
  onConfirm: (values: StaffCodeValues) => void | Promise<void>;
  /** The enrolment is required before any desk opens (管理员, 财务): says so. */
  required?: boolean;
  pending?: boolean;
  serverError?: string;
};

const QR_PX = 176;

const StyledQr = styled.div`
  align-self: center;
  padding: ${vars.space[3]};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  line-height: 0;
`;

const StyledSecret = styled.code`
  display: block;
  padding: ${vars.space[2]} ${vars.space[3]};
  background: ${vars.color.surfaceMuted};
  border-radius: ${vars.radius.sm};
  font-family: ${vars.font.family.numeric};
  font-size: ${vars.font.size.sm};
  letter-spacing: 0.08em;
  word-break: break-all;
`;

/**
 * Enrolling the second factor: scan the QR code (or type the secret) in any authenticator app, then confirm with the
 * first code it shows. 管理员 and 财务 see it right after the password until they have enrolled.
 */
export function TwoFactorEnrolment({
  setup,
  setupError,
  onConfirm,
  required = false,
  pending = false,
  serverError,
}: TwoFactorEnrolmentProps) {
  const { register, handleSubmit, formState } = useForm<StaffCodeValues>({
    resolver: yupResolver(staffCodeSchema),
    defaultValues: { code: '' },
  });
  return (
    <AccountForm label="绑定动态验证码" pending={pending} onSubmit={handleSubmit(onConfirm)}>
      {required ? <StyledFormNote>为保障资金与账号安全，管理员和财务须先开启两步验证，才能使用后台。</StyledFormNote> : null}
      <StyledFormNote>1. 在手机上打开验证器应用（如 Google Authenticator、Microsoft Authenticator），扫描下方二维码。</StyledFormNote>
      {setupError ? (
        <StyledServerError role="alert">{setupError}</StyledServerError>
      ) : setup ? (
        <>
          <StyledQr>
            <QRCodeSVG value={setup.uri} size={QR_PX} role="img" aria-label="动态验证码绑定二维码" />
          </StyledQr>
          <StyledFormNote>无法扫码时，在应用中选择“输入设置密钥”，输入以下密钥（基于时间）：</StyledFormNote>
          <StyledSecret aria-label="设置密钥">{setup.secret}</StyledSecret>
        </>
      ) : (
        <Skeleton lines={4} />
      )}
      <StyledFormNote>2. 输入应用显示的6位动态验证码，完成绑定。</StyledFormNote>
      <Input {...CODE_FIELD} error={formState.errors.code?.message} {...register('code')} />
      <FormSubmit serverError={serverError} pending={pending}>
        完成绑定
      </FormSubmit>
    </AccountForm>
  );
}

export type RecoveryCodesProps = {
  codes: readonly string[];
  /** 我已保存: on to the desks. */
  onDone: () => void;
};

const StyledCodes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: ${vars.space[0]};
  padding: ${vars.space[3]} ${vars.space[3]} ${vars.space[3]} ${vars.space[6]};
  background: ${vars.color.surfaceMuted};
  border-radius: ${vars.radius.sm};
  font-family: ${vars.font.family.numeric};
  font-size: ${vars.font.size.md};
`;

const StyledColumn = styled.section`
  ${column(vars.space[4])}
`;

/** The ten recovery codes, shown once right after the enrolment. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  return (
    <StyledColumn aria-label="恢复码">
      <StyledFormNote>
        两步验证已开启。请抄写或打印以下恢复码并妥善保管：手机丢失时，每个恢复码可代替动态验证码登录一次。恢复码只显示这一次。
      </StyledFormNote>
      <StyledCodes>
        {codes.map((code) => (
          <li key={code}>{formatRecoveryCode(code)}</li>
        ))}
      </StyledCodes>
      <Button type="button" variant="primary" size="lg" block onClick={onDone}>
        我已保存恢复码，进入后台
      </Button>
    </StyledColumn>
  );
}
