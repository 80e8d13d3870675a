import { expect, newOpenedBuyer, type Page, test } from '../support';

/** Adds with the given button and waits for the server's answer (the badge must follow without a reload). */
async function addWith(page: Page, button: ReturnType<Page['getByRole']>) {
  const answer = page.waitForResponse((r) => r.url().includes('/api/v1/order/batch-purchase'));
  await button.click();
  expect(((await (await answer).json()) as { code: number }).code).toBe(200);
}

/** Empties the cart from /shopcars (清空购物车): the badge goes out without a reload. */
async function clearCart(page: Page) {
  await page.goto('/shopcars');
  await page.getByRole('button', { name: '清空购物车' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByTestId('cart-dot')).toHaveCount(0);
}

test('the cart badge follows adds from /presell, /shopdetails and the quick-buy dialog, and a cleared cart, without a reload', async ({
  page,
}) => {
  await newOpenedBuyer(page, '角标');
  const dot = (p: Page) => p.getByTestId('cart-dot');
  await expect(dot(page)).toHaveCount(0);

  // /presell: a product card's 加入购物车.
  await page.goto('/presell');
  const firstVisit = page.getByRole('dialog', { name: '两个交易场次' });
  await firstVisit.getByRole('button', { name: '我知道了' }).click();
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  await expect(dot(page)).toHaveCount(0);
  await addWith(page, card.getByRole('button', { name: '加入购物车' }));
  await expect(dot(page)).toBeVisible();

  await clearCart(page);

  // /shopdetails (opened in a new window from a card): a supplier row's 加入购物车.
  await page.goto('/presell');
  const [details] = await Promise.all([
    page.waitForEvent('popup'),
    page
      .getByRole('button', { name: /^查看.+的供应商$/ })
      .first()
      .click(),
  ]);
  await expect(details).toHaveURL(/\/shopdetails\?listNow=/);
  const rows = details.getByLabel('供应商', { exact: true }).getByRole('article');
  await expect(rows.first()).toBeVisible();
  await expect(dot(details)).toHaveCount(0);
  await addWith(details, rows.first().getByRole('button', { name: '加入购物车' }));
  await expect(dot(details)).toBeVisible();

  // The quick-buy dialog of the same product.
  const detailsUrl = details.url();
  await clearCart(details);
  await details.goto(detailsUrl);
  await expect(rows.first()).toBeVisible();
  await expect(dot(details)).toHaveCount(0);
  await details.getByRole('button', { name: '快速购买' }).click();
  const quick = details.getByRole('dialog', { name: /快速购买/ });
  await expect(quick).toBeVisible();
  await addWith(details, quick.getByRole('article').first().getByRole('button', { name: '加入购物车' }));
  await expect(dot(details)).toBeVisible();
});
