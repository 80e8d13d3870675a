import { STAFF_LIMITS } from '@huashi/domain';

/**
 * The staff account fields written once for the login, 新增员工 and the password forms: the login name (no
 * capitalisation on phones; 32 characters, the longest STAFF_LIMITS.loginName admits) and the password rule the
 * new-password hints name.
 */
export const STAFF_LOGIN_NAME = { label: '账号', autoCapitalize: 'none', maxLength: 32 } as const;

export const STAFF_PASSWORD_HINT = `${STAFF_LIMITS.passwordMin}位以上，含字母和数字`;
