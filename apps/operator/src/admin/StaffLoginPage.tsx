/**
 * /admin/login: the back office's login (staff accounts only), in up to three steps (issue 29): the password; then,
 * for an enrolled member, the authenticator's code (or a recovery code); or, for a 管理员/财务 not enrolled yet, the
 * enrolment (QR code, first code, the ten recovery codes shown once). Between the steps the browser holds only the
 * half session's token (staffSession.saveHalf), which the server lets do nothing but the next step.
 */
import { errorMessage, type StaffLoginResult, type StaffMember, type TwoFactorEnrolled } from '@huashi/api';
import type { StaffLoginValues } from '@huashi/domain';
import { Page, RecoveryCodes, StaffCodeForm, StaffLoginForm, TwoFactorEnrolment } from '@huashi/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { staff, staffSession } from './staffSession';

const FALLBACK = '登录失败，请稍后再试';

/** The enrolment of a signed-in member (a half session after the password, or a full one from 两步验证). */
export function EnrolmentStep({ required, onEnrolled }: { required: boolean; onEnrolled: (result: TwoFactorEnrolled) => void }) {
  const setup = useQuery({ queryKey: ['staff', 'twoFactorSetup'], queryFn: staff.twoFactorSetup, staleTime: Infinity, gcTime: 0 });
  const confirm = useMutation({ mutationFn: staff.twoFactorConfirm, onSuccess: onEnrolled });
  return (
    <TwoFactorEnrolment
      required={required}
      setup={setup.data}
      setupError={setup.isError ? errorMessage(setup.error, FALLBACK) : undefined}
      pending={confirm.isPending}
      serverError={confirm.isError ? errorMessage(confirm.error, '绑定失败，请稍后再试') : undefined}
      onConfirm={(values) => {
        if (!confirm.isPending) confirm.mutate(values);
      }}
    />
  );
}

type Step = { kind: 'password' } | { kind: 'code' } | { kind: 'enrol' } | { kind: 'codes'; enrolled: TwoFactorEnrolled };

export function StaffLoginPage({ onLoggedIn }: { onLoggedIn: (member: StaffMember) => void }) {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const finish = (token: string, member: StaffMember) => {
    staffSession.save(token, member);
    onLoggedIn(member);
  };
  const after = ({ staffToken, staff: member, stage }: StaffLoginResult) => {
    if (stage === 'full') return finish(staffToken, member);
    staffSession.saveHalf(staffToken);
    setStep({ kind: stage });
  };
  const login = useMutation({ mutationFn: (values: StaffLoginValues) => staff.login(values), onSuccess: after });
  const code = useMutation({ mutationFn: staff.loginCode, onSuccess: after });
  const restart = () => {
    staffSession.clear();
    login.reset();
    code.reset();
    setStep({ kind: 'password' });
  };

  const description = {
    password: '员工登录：配货发货、财务、客服与管理员',
    code: '两步验证：请输入动态验证码',
    enrol: '首次登录：请绑定动态验证码（两步验证）',
    codes: '请保存恢复码',
  }[step.kind];
  return (
    <Page as="main" layout="centered" width="narrow" gutter="lg" title="花市 · 市场后台" description={description}>
      {step.kind === 'password' ? (
        <StaffLoginForm
          pending={login.isPending}
          serverError={login.isError ? errorMessage(login.error, FALLBACK) : undefined}
          onSubmit={(values) => {
            if (!login.isPending) login.mutate(values);
          }}
          supplierLoginHref="/supplier"
        />
      ) : step.kind === 'code' ? (
        <StaffCodeForm
          pending={code.isPending}
          serverError={code.isError ? errorMessage(code.error, FALLBACK) : undefined}
          onSubmitCode={(values) => {
            if (!code.isPending) code.mutate({ code: values.code });
          }}
          onSubmitRecovery={(values) => {
            if (!code.isPending) code.mutate({ recoveryCode: values.recoveryCode });
          }}
          onCancel={restart}
        />
      ) : step.kind === 'enrol' ? (
        <EnrolmentStep
          required
          onEnrolled={(enrolled) => {
            // The full session is open now; the codes are shown before the desks.
            staffSession.saveHalf(enrolled.staffToken);
            setStep({ kind: 'codes', enrolled });
          }}
        />
      ) : (
        <RecoveryCodes codes={step.enrolled.recoveryCodes} onDone={() => finish(step.enrolled.staffToken, step.enrolled.staff)} />
      )}
    </Page>
  );
}
