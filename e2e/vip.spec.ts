import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { muteVideos, playUntil, rewind } from './support/playback.ts';
import { registerByApi, uniqueEmail, userOf } from './support/registerByApi.ts';
import { expect, test } from './support/test.ts';

/**
 * Buying VIP through the host and the mock (issue 5), in a real browser: every payment method from
 * the VIP dialog or /vip to the simulated pay page and back, the VIP status and the best line
 * changing without a reload, and a replayed payment changing nothing. The journey registers its
 * own account, so desktop and phone never share an expiry.
 */

const DAY = 86_400;
/** The seeded packages of the contract. */
const DAYS = { 月卡: 30, 季卡: 90, 年卡: 365, 周卡: 7 } as const;

test.beforeEach(() => test.setTimeout(180_000));

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
  test('buys VIP by every method: the dialog by QR, /vip by QR, redirect and cools; a replay changes nothing', async ({
    page,
    context,
    request,
    isMobile,
  }) => {
    await muteVideos(page);
    const { token } = await newBuyer(page, request);
    let expiry = 0;

    await test.step('the locked best line opens the dialog; Alipay QR unlocks it without a reload', async () => {
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
      expiry = await expiryOf(request, token);
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
      expect(events.map((e) => e[1])).toEqual(
        expect.arrayContaining(['buy_VIP', 'payment_display', 'pay_success']),
      );
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

    await page.goto('/vip');
    await expect(page).toHaveTitle('星河影视 - VIP会员');
    const checkout = page.locator('main');
    const panel = payPanel(checkout);
    const payButton = checkout.getByRole('button', { name: /^立即支付/ });

    await test.step('cools: the address is shown; a cancelled order cannot be paid, another one is', async () => {
      await startPayment(checkout, '周卡', /USDT/);
      await expect(panel.locator('code')).toHaveText(/^\S{20,}$/);
      await expect(panel).toContainText('USDT');
      const cancelledUrl = await panel
        .getByRole('link', { name: '打开支付页面' })
        .getAttribute('href');
      await panel.getByRole('button', { name: '取消订单' }).click();
      // Back to choosing; the server has the order cancelled, and its pay page refuses it.
      await expect(payButton).toBeVisible();
      const cancelledPath = new URL(cancelledUrl ?? '').pathname;
      const result = await request.post('/api/v1/pay/result', {
        headers: { token },
        data: { orderId: cancelledPath.split('/').pop() },
      });
      expect((await result.json()).data.status).toBe('cancelled');
      const refused = await request.post(cancelledPath, { form: {} });
      expect(await refused.text()).toContain('订单已取消');
      expect(await expiryOf(request, token)).toBe(expiry);

      await payButton.click();
      await expect(panel.locator('code')).toHaveText(/^\S{20,}$/);
      const payTab = await payInNewTab(context, panel.getByRole('link', { name: '打开支付页面' }));
      await payTab.close();
      await expect(panel.getByRole('status')).toContainText('支付成功', { timeout: 10_000 });
      const now = await expiryOf(request, token);
      expect(now - expiry).toBe(DAYS.周卡 * DAY);
      expiry = now;
      await panel.getByRole('button', { name: '完成' }).click();
    });

    await test.step('WeChat QR on /vip: paid in another tab, seen by polling', async () => {
      await startPayment(checkout, '周卡', /微信支付/);
      await expect(panel.getByRole('img', { name: /微信支付支付二维码/ })).toBeVisible();
      const payTab = await payInNewTab(context, panel.getByRole('link', { name: '打开支付页面' }));
      await payTab.close();
      await expect(panel.getByRole('status')).toContainText('支付成功', { timeout: 10_000 });
      const now = await expiryOf(request, token);
      expect(now - expiry).toBe(DAYS.周卡 * DAY);
      expiry = now;
      await expect(checkout).toContainText(`VIP有效期至${chinaDay(expiry)}`);
      await panel.getByRole('button', { name: '完成' }).click();
    });

    let lastPayPath = '';
    for (const [pkg, method, label] of [
      ['季卡', /PayPal/, '前往PayPal支付'],
      ['月卡', /银行卡/, '前往银行卡支付'],
    ] as const) {
      await test.step(`${label}: the pay page sends the viewer back to /vip?orderId=`, async () => {
        await startPayment(checkout, pkg, method);
        const link = panel.getByRole('link', { name: label });
        await expect(link).toHaveAttribute('href', /\/__dev\/pay\//);
        lastPayPath = new URL((await link.getAttribute('href')) ?? '').pathname;
        const payTab = await payInNewTab(context, link);
        await expect(payTab).toHaveURL(/\/vip\?orderId=/);
        await expect(payPanel(payTab.locator('main')).getByRole('status')).toContainText(
          '支付成功',
          { timeout: 10_000 },
        );
        await payTab.close();
        // The page that sent the viewer off learns it too.
        await expect(panel.getByRole('status')).toContainText('支付成功', { timeout: 10_000 });
        const now = await expiryOf(request, token);
        expect(now - expiry).toBe(DAYS[pkg] * DAY);
        expiry = now;
        await panel.getByRole('button', { name: '完成' }).click();
      });
    }

    await test.step('a replayed payment says 订单已支付 and the expiry does not move', async () => {
      const replay = await request.post(lastPayPath, { form: {} });
      expect(await replay.text()).toContain('订单已支付');
      await page.goto(lastPayPath);
      await expect(page.getByRole('status')).toHaveText('订单已支付');
      await expect(page.getByRole('button', { name: '确认支付' })).toHaveCount(0);
      expect(await expiryOf(request, token)).toBe(expiry);
    });

    if (!isMobile) {
      await test.step('the header VIP card shows the new expiry', async () => {
        await page.goto('/');
        await page.getByRole('banner').getByRole('button', { name: 'VIP会员' }).hover();
        await expect(page.getByText(`VIP有效期至${chinaDay(expiry)}`)).toBeVisible();
      });
    }
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
