import { expect, type Page } from '@playwright/test';

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
