import { dismissFirstVisit, expect, test, signedIn } from '../support';

const shopsOf = (url: string) => JSON.parse(new URL(url).searchParams.get('shops') ?? '{}') as Record<string, unknown>;

test('/presell keeps its zone and filters in the URL: reload, back and forward restore the view', async ({ page }) => {
  await signedIn(page);
  await page.goto('/presell');
  await dismissFirstVisit(page);
  const allDay = page.getByRole('tab', { name: '全天专区' });
  const direct = page.getByRole('tab', { name: '限时直供' });
  const lily = page.getByRole('group', { name: '形态' }).getByRole('button', { name: '百合' });

  await allDay.click();
  await expect(allDay).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => shopsOf(page.url())).toMatchObject({ supplierType: 'C' });
  await lily.click();
  await expect(lily).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => shopsOf(page.url())).toMatchObject({ supplierType: 'C', styleId: expect.any(Number) });

  // Reload: still 全天专区 / 百合, and the list is the lilies of the all-day zone.
  await page.reload();
  await expect(allDay).toHaveAttribute('aria-selected', 'true');
  await expect(lily).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '全天专区' })).toBeVisible();

  // Back: 全天专区 without a form; back again: 限时直供; forward twice: 全天专区 / 百合 again.
  await page.goBack();
  await expect(allDay).toHaveAttribute('aria-selected', 'true');
  await expect(lily).toHaveAttribute('aria-pressed', 'false');
  await page.goBack();
  await expect(direct).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await page.goForward();
  await expect(allDay).toHaveAttribute('aria-selected', 'true');
  await expect(lily).toHaveAttribute('aria-pressed', 'true');

  // A shared link opens the same view in another window.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(shared.getByRole('tab', { name: '全天专区' })).toHaveAttribute('aria-selected', 'true');
  await expect(shared.getByRole('group', { name: '形态' }).getByRole('button', { name: '百合' })).toHaveAttribute('aria-pressed', 'true');
  await shared.close();

  // A broken link falls back to the defaults instead of failing.
  await page.goto('/presell?shops=%7Bbroken&page=abc');
  await expect(direct).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('/message: the notice picked low in the list is in view and in the URL; on a phone it is its own view', async ({ page }) => {
  await signedIn(page);
  await page.goto('/message');
  const list = page.getByRole('region', { name: '公告资讯' }).or(page.getByLabel('公告资讯')).first();
  const items = list.getByRole('button');
  await expect(items.first()).toBeVisible();
  const last = items.last();
  const title = (await last.locator('.title').textContent()) ?? '';
  await last.scrollIntoViewIfNeeded();
  await last.click();
  const article = page.getByRole('article', { name: '公告内容' });
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(article.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  const url = page.url();
  await page.reload();
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url);
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(article.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect(items.first()).toBeHidden();
  await article.getByRole('button', { name: /返回列表/ }).click();
  await expect(items.first()).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]id=/);
  await items.nth(2).click();
  await expect(article.getByRole('heading', { level: 1 })).toBeInViewport();
  await page.goBack();
  await expect(items.first()).toBeVisible();
});
