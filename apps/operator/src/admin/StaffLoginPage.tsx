/** /admin/login: the back office's login (staff accounts only). */
import { errorMessage, type StaffMember } from '@huashi/api';
import type { StaffLoginValues } from '@huashi/domain';
import { Page, StaffLoginForm } from '@huashi/ui';
import { useMutation } from '@tanstack/react-query';
import { staff, staffSession } from './staffSession';

export function StaffLoginPage({ onLoggedIn }: { onLoggedIn: (member: StaffMember) => void }) {
  const login = useMutation({
    mutationFn: (values: StaffLoginValues) => staff.login(values),
    onSuccess: ({ staffToken, staff: member }) => {
      staffSession.save(staffToken, member);
      onLoggedIn(member);
    },
  });
  return (
    <Page
      as="main"
      layout="centered"
      width="narrow"
      gutter="lg"
      title="花市 · 市场后台"
      description="员工登录：配货发货、财务、客服与管理员"
    >
      <StaffLoginForm
        pending={login.isPending}
        serverError={login.isError ? errorMessage(login.error, '登录失败，请稍后再试') : undefined}
        onSubmit={(values) => {
          if (!login.isPending) login.mutate(values);
        }}
      />
    </Page>
  );
}
