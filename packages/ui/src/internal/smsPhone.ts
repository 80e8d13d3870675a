import { sendCodeSchema, validateForm } from '@huashi/domain';

/** The phone for a send-code click, or the message to show on the phone field (请先输入手机号 / 请输入正确手机号). */
export function phoneForCode(phone: string): { ok: true; phone: string } | { ok: false; message: string } {
  const check = validateForm(sendCodeSchema, { phone });
  return check.ok ? { ok: true, phone: check.value.phone } : { ok: false, message: check.message };
}
