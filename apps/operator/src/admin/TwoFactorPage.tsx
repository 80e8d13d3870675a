/**
 * /admin/two-factor: one's own second factor. 管理员 and 财务 enrolled at their first login; the other roles may enrol
 * here (the next login then asks for the code). Losing the phone: a recovery code, or 管理员's reset on the 员工 desk.
 */
import { staffKeys, type StaffMember, type TwoFactorEnrolled } from '@huashi/api';
import { Button, Card, Page, RecoveryCodes } from '@huashi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EnrolmentStep } from './StaffLoginPage';
import { staffSession } from './staffSession';

export function TwoFactorPage({ member }: { member: StaffMember }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'status' | 'enrol' | { codes: readonly string[] }>('status');
  const enrolled = (result: TwoFactorEnrolled) => {
    staffSession.save(result.staffToken, result.staff);
    queryClient.setQueryData(staffKeys.me(), result.staff);
    setStep({ codes: result.recoveryCodes });
  };
  return (
    <Page as="main" width="narrow" gutter="lg" title="两步验证">
      {typeof step === 'object' ? (
        <RecoveryCodes codes={step.codes} onDone={() => setStep('status')} />
      ) : step === 'enrol' ? (
        <EnrolmentStep required={false} onEnrolled={enrolled} />
      ) : (
        <Card>
          {member.twoFactor ? (
            <p>两步验证已开启：登录时需输入验证器应用中的动态验证码。手机丢失时可使用恢复码登录，或请管理员重置两步验证。</p>
          ) : (
            <>
              <p>两步验证未开启。开启后，登录时除密码外还需输入手机验证器应用中的动态验证码。</p>
              <Button type="button" variant="primary" onClick={() => setStep('enrol')}>
                开启两步验证
              </Button>
            </>
          )}
        </Card>
      )}
    </Page>
  );
}
