/** The 员工 desk's server state: the staff list, and creating, stopping/starting and resetting accounts. */
import { staffKeys, type StaffMember } from '@huashi/api';
import type { StaffCreateValues } from '@huashi/domain';
import type { StaffRowData } from '@huashi/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staff } from './staffSession';

/** A staff member as the list shows them; `selfId` marks the signed-in member's own row. */
export function staffRow(member: StaffMember, selfId: number | null): StaffRowData {
  return {
    id: member.id,
    loginName: member.loginName,
    displayName: member.displayName,
    roleName: member.roleName,
    disabled: member.disabled,
    createdAt: Date.parse(member.createdAt),
    self: member.id === selfId,
    twoFactor: member.twoFactor,
  };
}

export function useStaffDesk() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: staffKeys.list(), queryFn: staff.list });
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffKeys.all });
  const create = useMutation({
    mutationFn: (values: StaffCreateValues) => staff.create({ ...values, role: values.role || undefined }),
    onSuccess: refresh,
  });
  const setDisabled = useMutation({
    mutationFn: (body: { id: number; disabled: boolean }) => staff.setDisabled(body),
    onSettled: refresh,
  });
  const resetPassword = useMutation({
    mutationFn: (body: { id: number; password: string }) => staff.resetPassword(body),
    onSettled: refresh,
  });
  const resetTwoFactor = useMutation({
    mutationFn: (body: { id: number }) => staff.resetTwoFactor(body),
    onSettled: refresh,
  });
  return { list, create, setDisabled, resetPassword, resetTwoFactor };
}
