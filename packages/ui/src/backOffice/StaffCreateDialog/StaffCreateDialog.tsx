import { STAFF_LIMITS, STAFF_ROLE_CODES, STAFF_ROLES, staffCreateSchema, type StaffCreateValues } from '@huashi/domain';
import { FormDialog, type DialogFormProps } from '../../primitives/Dialog';
import { NewPasswordInput } from '../../internal/AccountFormParts';
import { FormInput, FormSelect } from '../../internal/FormField';
import { STAFF_LOGIN_NAME, STAFF_PASSWORD_HINT } from '../staffFields';
import { useDialogForm } from '../../internal/useDialogForm';

export type StaffCreateDialogProps = DialogFormProps<StaffCreateValues> & { open: boolean };

const ROLE_OPTIONS = STAFF_ROLE_CODES.map((code) => ({ value: code, label: STAFF_ROLES[code].name }));
const EMPTY: StaffCreateValues = { loginName: '', displayName: '', role: '', password: '' };

/** 新增员工 (管理员): login name, name, role and a first password the member changes after logging in. */
export function StaffCreateDialog({ open, onSubmit, ...dialog }: StaffCreateDialogProps) {
  // Every opening starts empty: a password typed for someone else never stays in the form.
  const { control, handleSubmit } = useDialogForm<StaffCreateValues>({ open, defaults: EMPTY, schema: staffCreateSchema });
  return (
    <FormDialog {...dialog} open={open} title="新增员工" formId="staff-create" onSubmit={handleSubmit(onSubmit)} submitLabel="创建">
      <FormInput control={control} name="loginName" {...STAFF_LOGIN_NAME} placeholder="字母开头，如 li.ming" autoComplete="off" />
      <FormInput control={control} name="displayName" label="姓名" maxLength={STAFF_LIMITS.displayNameMax} />
      <FormSelect control={control} name="role" label="角色" placeholder="请选择角色" options={ROLE_OPTIONS} />
      <NewPasswordInput
        control={control}
        name="password"
        label="初始密码"
        maxLength={STAFF_LIMITS.passwordMax}
        hint={`${STAFF_PASSWORD_HINT}；员工登录后可自行修改`}
      />
    </FormDialog>
  );
}
