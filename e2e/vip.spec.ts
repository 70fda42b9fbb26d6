import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { muteVideos, playUntil, rewind } from './support/playback.ts';
import { registerByApi, uniqueEmail, userOf } from './support/registerByApi.ts';
import { expect, test } from './support/test.ts';

/**
 * Buying VIP through the host and the mock (issue 5), in a real browser: every payment method from
 * the VIP dialog or /vip to the simulated pay page and back, the VIP status and the best line
 * changing without a reload, and a replayed payment changing nothing. Each journey registers its
 * own account, so desktop and phone never share an expiry.
 */

const DAY = 86_400;
/** The seeded packages of the contract. */
const DAYS = { 月卡: 30, 季卡: 90, 年卡: 365, 周卡: 7 } as const;

test.beforeEach(() => test.setTimeout(90_000));

async function newBuyer(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('buyer');
  const { token } = await registerByApi(request, email);
  await page.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  return { email, token };
}

/** Picks a package and a method and presses 立即支付 in a checkout (dialog or /vip). */
async function startPayment(checkout: Locator, pkg: keyof typeof DAYS, method: RegExp) {
  await checkout.getByRole('radio', { name: new RegExp(pkg) }).check();
  await checkout.getByRole('radio', { name: method }).check();
  await checkout.getByRole('button', { name: /^立即支付/ }).click();
}

/** Follows a pay link that opens a new tab, presses 确认支付 there; resolves to that tab. */
async function payInNewTab(context: BrowserContext, link: Locator): Promise<Page> {
  const opened = context.waitForEvent('page');
  await link.click();
  const payPage = await opened;
  await payPage.waitForLoadState();
  await expect(payPage.getByRole('heading', { level: 1 })).toBeVisible();
  await payPage.getByRole('button', { name: '确认支付' }).click();
  return payPage;
}

const payPanel = (scope: Page | Locator) => scope.getByRole('region', { name: '支付' });

const expiryOf = async (request: APIRequestContext, token: string) =>
  (await userOf(request, token)).expireTime ?? 0;

/** Epoch seconds as the site shows a date (China's calendar). */
const chinaDay = (epochSeconds: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(epochSeconds * 1000);

test.describe('VIP purchase', () => {
  test('the locked best line opens the VIP dialog; paying by Alipay QR unlocks it without a reload', async ({
    page,
    context,
    request,
  }) => {
    await muteVideos(page);
    const { token } = await newBuyer(page, request);
    await page.goto('/vod/play-official/15/1');
    await playUntil(page, 0.3);
    const bestLine = page.getByRole('button', { name: /^蓝光线路/ });
    await expect(bestLine).toHaveAttribute('data-locked', 'true');

    await bestLine.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('蓝光线路为VIP专享');
    // The recommended package is preselected.
    await expect(dialog.getByRole('radio', { name: /年卡/ })).toBeChecked();
    await startPayment(dialog, '月卡', /支付宝/);
    const panel = payPanel(dialog);
    await expect(panel.getByRole('img', { name: /支付宝支付二维码/ })).toBeVisible();
    await expect(panel).toContainText('¥25');

    const before = Math.floor(Date.now() / 1000);
    const payTab = await payInNewTab(context, panel.getByRole('link', { name: '打开支付页面' }));
    await expect(payTab.getByRole('status')).toHaveText('支付成功');
    await payTab.close();

    // The dialog learns it by polling pay/result.
    await expect(panel.getByRole('status')).toContainText('支付成功', { timeout: 10_000 });
    const expiry = await expiryOf(request, token);
    expect(expiry).toBeGreaterThanOrEqual(before + DAYS.月卡 * DAY);
    expect(expiry).toBeLessThanOrEqual(before + DAYS.月卡 * DAY + 60);
    await expect(panel).toContainText(`VIP有效期至${chinaDay(expiry)}`);
    await panel.getByRole('button', { name: '完成' }).click();
    await expect(dialog).toBeHidden();

    // VIP now: the best line plays, no dialog.
    await expect(bestLine).not.toHaveAttribute('data-locked', 'true');
    await rewind(page);
    await bestLine.click();
    await expect(bestLine).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)),
    );
    const names = events.map((e) => e[1]);
    expect(names).toEqual(expect.arrayContaining(['buy_VIP', 'payment_display', 'pay_success']));
    expect(events).toContainEqual([
      'event',
      'purchase',
      expect.objectContaining({
        value: 25,
        currency: 'CNY',
        items: [expect.objectContaining({ item_name: '月卡', quantity: 1 })],
      }),
    ]);
  });

  test('on /vip: WeChat QR, then PayPal and card by the pay page and back to /vip?orderId=; each adds its days', async ({
    page,
    context,
    request,
    isMobile,
  }) => {
    const { token } = await newBuyer(page, request);
    await page.goto('/vip');
    await expect(page).toHaveTitle('星河影视 - VIP会员');
    // Never VIP: just 立即开通 (the header card on a desktop, the page's status line on both).
    if (!isMobile) {
      await page.getByRole('button', { name: /VIP/ }).first().hover();
    }
    const checkout = page.locator('main');

    // WeChat: the QR code's pay URL, paid in another tab; this page sees it by polling.
    let expiry = await expiryOf(request, token);
    await startPayment(checkout, '周卡', /微信支付/);
    const panel = payPanel(checkout);
    await expect(panel.getByRole('img', { name: /微信支付支付二维码/ })).toBeVisible();
    const wechatTab = await payInNewTab(context, panel.getByRole('link', { name: '打开支付页面' }));
    await wechatTab.close();
    await expect(panel.getByRole('status')).toContainText('支付成功', { timeout: 10_000 });
    const afterWechat = await expiryOf(request, token);
    expect(
      afterWechat - Math.max(expiry, Math.floor(Date.now() / 1000) - 120),
    ).toBeGreaterThanOrEqual(DAYS.周卡 * DAY - 120);
    expiry = afterWechat;
    await expect(checkout).toContainText(`VIP有效期至${chinaDay(expiry)}`);

    // PayPal and card leave for the pay page, which sends the viewer back to /vip?orderId=.
    for (const [pkg, method, label] of [
      ['季卡', /PayPal/, '前往PayPal支付'],
      ['月卡', /银行卡/, '前往银行卡支付'],
    ] as const) {
      await payPanel(checkout).getByRole('button', { name: '完成' }).click();
      await startPayment(checkout, pkg, method);
      const link = payPanel(checkout).getByRole('link', { name: label });
      await expect(link).toHaveAttribute('href', /\/__dev\/pay\//);
      const payTab = await payInNewTab(context, link);
      await expect(payTab).toHaveURL(/\/vip\?orderId=/);
      await expect(payPanel(payTab.locator('main')).getByRole('status')).toContainText('支付成功', {
        timeout: 10_000,
      });
      await payTab.close();
      // The page that sent the viewer off learns it too.
      await expect(payPanel(checkout).getByRole('status')).toContainText('支付成功', {
        timeout: 10_000,
      });
      const now = await expiryOf(request, token);
      expect(now - expiry).toBe(DAYS[pkg] * DAY);
      expiry = now;
    }

    if (!isMobile) {
      // The header's VIP card greets a VIP and shows the new expiry.
      await page.goto('/');
      await page.getByRole('button', { name: /VIP/ }).first().hover();
      await expect(page.getByText(`VIP有效期至${chinaDay(expiry)}`).first()).toBeVisible();
    }
  });

  test('cools: the wallet address is shown; a cancelled order cannot be paid, another one is', async ({
    page,
    context,
    request,
  }) => {
    const { token } = await newBuyer(page, request);
    await page.goto('/vip');
    const checkout = page.locator('main');
    await startPayment(checkout, '周卡', /USDT/);
    const panel = payPanel(checkout);
    await expect(panel.locator('code')).toHaveText(/^\S{20,}$/);
    await expect(panel).toContainText('USDT');
    const cancelledUrl = await panel
      .getByRole('link', { name: '打开支付页面' })
      .getAttribute('href');

    await panel.getByRole('button', { name: '取消订单' }).click();
    // Back to choosing; the server has the order cancelled.
    const payButton = checkout.getByRole('button', { name: /^立即支付/ });
    await expect(payButton).toBeVisible();
    const cancelledId = new URL(cancelledUrl ?? '').pathname.split('/').pop();
    const result = await request.post('/api/v1/pay/result', {
      headers: { token },
      data: { orderId: cancelledId },
    });
    expect((await result.json()).data.status).toBe('cancelled');
    // The pay page refuses the cancelled order.
    const refused = await request.post(new URL(cancelledUrl ?? '').pathname, { form: {} });
    expect(await refused.text()).toContain('订单已取消');
    expect((await userOf(request, token)).expireTime).toBeNull();

    await payButton.click();
    await expect(panel.locator('code')).toHaveText(/^\S{20,}$/);
    const payTab = await payInNewTab(context, panel.getByRole('link', { name: '打开支付页面' }));
    await payTab.close();
    await expect(panel.getByRole('status')).toContainText('支付成功', { timeout: 10_000 });
    expect((await userOf(request, token)).isVip).toBe(true);
  });

  test('a replayed payment says 订单已支付 and the expiry does not move', async ({
    page,
    request,
  }) => {
    const { token } = await newBuyer(page, request);
    const order = await request.post('/api/v1/pay/qrcode', {
      headers: { token },
      data: { productId: 1, channel: 'alipay' },
    });
    const { data } = (await order.json()) as { data: { orderId: string; payUrl: string } };
    const payPath = new URL(data.payUrl).pathname;

    await page.goto(payPath);
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect(page.getByRole('status')).toHaveText('支付成功');
    const paidExpiry = await expiryOf(request, token);
    expect(paidExpiry).toBeGreaterThan(Date.now() / 1000);

    // The same form posted again (a reload, a replay): refused, nothing changes.
    const replay = await request.post(payPath, { form: {} });
    expect(await replay.text()).toContain('订单已支付');
    await page.goto(payPath);
    await expect(page.getByRole('status')).toHaveText('订单已支付');
    expect(await expiryOf(request, token)).toBe(paidExpiry);

    const result = await request.post('/api/v1/pay/result', {
      headers: { token },
      data: { orderId: data.orderId },
    });
    expect((await result.json()).data).toMatchObject({ status: 'paid', expireTime: paidExpiry });
  });

  test('a visitor pressing 立即支付 on /vip gets the login dialog', async ({ page }) => {
    await page.goto('/vip');
    await page
      .locator('main')
      .getByRole('button', { name: /^立即支付/ })
      .click();
    await expect(page.getByRole('dialog')).toContainText('登录');
  });
});
