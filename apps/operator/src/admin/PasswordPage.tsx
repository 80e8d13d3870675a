/** /admin/password: any staff member changes their own password; their other sessions end. */
import { errorMessage } from '@huashi/api';
import type { StaffPasswordValues } from '@huashi/domain';
import { Page, StaffPasswordForm } from '@huashi/ui';
import { useMutation } from '@tanstack/react-query';
import { staff } from './staffSession';

export function PasswordPage() {
  const change = useMutation({
    mutationFn: ({ oldPassword, newPassword }: StaffPasswordValues) => staff.changePassword({ oldPassword, newPassword }),
  });
  return (
    <Page as="main" width="narrow" gutter="lg" title="修改密码">
      <StaffPasswordForm
        pending={change.isPending}
        done={change.isSuccess}
        serverError={change.isError ? errorMessage(change.error, '修改失败，请稍后再试') : undefined}
        onSubmit={(values) => {
          if (!change.isPending) change.mutate(values);
        }}
      />
    </Page>
  );
}
