/** /admin/staff (管理员): the staff accounts — add, stop or start, set a new password, reset a second factor. */
import { errorMessage } from '@huashi/api';
import {
  Button,
  ConfirmDialog,
  Page,
  StaffCreateDialog,
  StaffList,
  StaffResetPasswordDialog,
  useMessage,
  type StaffRowData,
} from '@huashi/ui';
import { useState } from 'react';
import { queryStatus } from './queryStatus';
import { staffRow, useStaffDesk } from './useStaffDesk';

export function StaffDeskPage({ selfId }: { selfId: number }) {
  const message = useMessage();
  const { list, create, setDisabled, resetPassword, resetTwoFactor } = useStaffDesk();
  const [resettingTwoFactor, setResettingTwoFactor] = useState<StaffRowData | null>(null);
  const [creating, setCreating] = useState(false);
  const [stopping, setStopping] = useState<StaffRowData | null>(null);
  const [resetting, setResetting] = useState<StaffRowData | null>(null);
  const rows = (list.data ?? []).map((member) => staffRow(member, selfId));

  const toggle = (row: StaffRowData, disabled: boolean) =>
    setDisabled.mutate(
      { id: row.id, disabled },
      {
        onSuccess: () => message.success(disabled ? `已停用 ${row.displayName}` : `已启用 ${row.displayName}`),
        onError: (error) => message.error(errorMessage(error, '操作失败，请稍后再试')),
      },
    );

  return (
    <Page
      as="main"
      width="fill"
      gutter="lg"
      title="员工"
      description="员工账号与角色。停用后该账号立即退出且无法登录；每次变更都记入操作记录。"
      actions={
        <Button
          onClick={() => {
            create.reset();
            setCreating(true);
          }}
        >
          新增员工
        </Button>
      }
    >
      <StaffList
        rows={rows}
        {...queryStatus(list, '员工列表加载失败，请稍后再试')}
        pendingId={setDisabled.isPending ? (setDisabled.variables?.id ?? null) : null}
        onToggleDisabled={(row) => (row.disabled ? toggle(row, false) : setStopping(row))}
        onResetPassword={(row) => {
          resetPassword.reset();
          setResetting(row);
        }}
        onResetTwoFactor={setResettingTwoFactor}
      />
      <ConfirmDialog
        open={resettingTwoFactor !== null}
        title="重置两步验证"
        message={
          resettingTwoFactor
            ? `确认重置 ${resettingTwoFactor.displayName}（${resettingTwoFactor.loginName}）的两步验证吗？其动态验证码与恢复码将失效、登录立即退出，下次登录时需重新绑定。`
            : ''
        }
        tone="danger"
        confirmText="重置"
        onConfirm={() => {
          const who = resettingTwoFactor;
          setResettingTwoFactor(null);
          if (!who) return;
          resetTwoFactor.mutate(
            { id: who.id },
            {
              onSuccess: () => message.success(`已重置 ${who.displayName} 的两步验证`),
              onError: (error) => message.error(errorMessage(error, '操作失败，请稍后再试')),
            },
          );
        }}
        onCancel={() => setResettingTwoFactor(null)}
      />
      <StaffCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        pending={create.isPending}
        serverError={create.isError ? errorMessage(create.error, '创建失败，请稍后再试') : undefined}
        onSubmit={(values) =>
          create.mutate(values, {
            onSuccess: (member) => {
              setCreating(false);
              message.success(`已创建 ${member.roleName} ${member.displayName}`);
            },
          })
        }
      />
      <ConfirmDialog
        open={stopping !== null}
        title="停用员工"
        message={stopping ? `确认停用 ${stopping.displayName}（${stopping.loginName}）吗？其登录将立即退出。` : ''}
        tone="danger"
        confirmText="停用"
        onConfirm={() => {
          if (stopping) toggle(stopping, true);
          setStopping(null);
        }}
        onCancel={() => setStopping(null)}
      />
      <StaffResetPasswordDialog
        member={resetting}
        onClose={() => setResetting(null)}
        pending={resetPassword.isPending}
        serverError={resetPassword.isError ? errorMessage(resetPassword.error, '重置失败，请稍后再试') : undefined}
        onSubmit={(password) => {
          if (!resetting) return;
          const who = resetting;
          resetPassword.mutate(
            { id: who.id, password },
            {
              onSuccess: () => {
                setResetting(null);
                message.success(`已重置 ${who.displayName} 的密码`);
              },
            },
          );
        }}
      />
    </Page>
  );
}
