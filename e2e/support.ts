import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO = { phone: '13800000001', password: 'huashi123', nickName: '花语工作室' } as const;
export const SECOND = { phone: '13800000002', password: 'huashi456', nickName: '春城婚庆' } as const;

/** Fills the /login form as a buyer would (the page must be on /login). */
export async function fillLogin(page: Page, phone: string, password: string) {
  await page.getByLabel('手机号', { exact: true }).fill(phone);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Logs in from /login and waits for home. */
export async function loginAs(page: Page, who: { phone: string; password: string } = DEMO) {
  await page.goto('/login');
  await fillLogin(page, who.phone, who.password);
  await expect(page).toHaveURL(/\/$/);
}

/** A phone no other journey uses (mainland mobile, 139 + 8 random digits). */
export function freshPhone(): string {
  return `139${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
}

/** The newest code the local SMS outbox holds for a phone (the dev server exposes it). */
export async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const body = (await (await request.get(`/api/dev/sms-outbox?phone=${phone}`)).json()) as { data: { code: string }[] };
      code = body.data[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
