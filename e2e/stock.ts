/**
 * 入库管理 in journeys (issues 15 and 31): a variety of the journey's own added at the desk's 品种 tab, and a CSV of lots
 * as Excel saves it from the desk's downloaded template. Shared by the stock desk's journey and the market day's.
 */
import { expect, type Page } from './support';

/** A unique code per run: two capital letters, a dash, 4 digits. */
export const codeOf = (prefix: string) => `${prefix}-${String(Date.now() % 10_000).padStart(4, '0')}`;

/** A variety of its own for the journey (a code and name no seed lot has), added at the desk's 品种 tab. */
export async function addVariety(page: Page, code: string, name: string) {
  await page.goto('/admin/stock?tab=varieties');
  await page.getByRole('button', { name: '新增品种' }).click();
  const dialog = page.getByRole('dialog', { name: '新增品种' });
  await dialog.getByLabel('品种编号').fill(code);
  await dialog.getByLabel('品种名称').fill(name);
  await dialog.getByLabel('分类').selectOption({ index: 1 });
  await dialog.getByLabel('每扎枝数').fill('20');
  await dialog.getByLabel('每扎重量（公斤）').fill('1.2');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('grid', { name: '品种列表' })).toBeVisible();
}

/** A CSV file as Excel saves it (UTF-8 with a BOM): the downloaded template's header line, then the rows. */
export function csvOf(template: string, rows: string[][]): string {
  const header = template.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
  return `\uFEFF${[header, ...rows.map((cells) => cells.join(','))].join('\r\n')}\r\n`;
}
