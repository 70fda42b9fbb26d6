import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { muteVideos, playUntil, rewind } from './support/playback';
import { TOP_FILM } from './support/titles';
import { registerByApi, uniqueEmail, userOf } from './support/registerByApi';
import { expect, test } from './support/test';

/**
 * Buying VIP through the host and the mock, in a real browser: every payment method from
 * the VIP dialog or /vip to the simulated pay page and back, the VIP status and the best line
 * changing without a reload, and a replayed payment changing nothing. Each journey registers its
 * own account, so parallel journeys never share an expiry.
 */

const DAY = 86_400;
/** The seeded packages of the contract. */
const DAYS = { 月卡: 30, 季卡: 90, 年卡: 365, 周卡: 7 } as const;

/** A new account, signed in on `page`; `expiry` is its VIP expiry as the server has it (0: none). */
async function newBuyer(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('buyer');
  const { token } = await registerByApi(request, email);
  await page.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  return { email, token, expiry: 0 };
}

type Buyer = Awaited<ReturnType<typeof newBuyer>>;

const expiryOf = async (request: APIRequestContext, token: string) =>
  (await userOf(request, token)).expireTime ?? 0;

/**
 * The server's expiry moved by exactly `days` (from the previous one, or from now for a first
 * purchase); remembers the new one on `buyer`.
 */
async function expectExtendedBy(request: APIRequestContext, buyer: Buyer, days: number) {
  const now = await expiryOf(request, buyer.token);
  if (buyer.expiry === 0) {
    const clock = Math.floor(Date.now() / 1000);
    expect(now).toBeGreaterThanOrEqual(clock - 120 + days * DAY);
    expect(now).toBeLessThanOrEqual(clock + days * DAY);
  } else {
    expect(now - buyer.expiry).toBe(days * DAY);
  }
  buyer.expiry = now;
}

/** Picks a package and a method and presses 立即支付 in a checkout (dialog or /vip). */
async function startPayment(checkout: Locator, pkg: keyof typeof DAYS, method: RegExp) {
  await checkout.getByRole('radio', { name: new RegExp(pkg) }).check();
  await checkout.getByRole('radio', { name: method }).check();
  await checkout.getByRole('button', { name: /^立即支付/ }).click();
}

/** Follows a pay link that opens a new tab and presses 确认支付 there; resolves to that tab. */
async function confirmInNewTab(context: BrowserContext, link: Locator): Promise<Page> {
  const opened = context.waitForEvent('page');
  await link.click();
  const payPage = await opened;
  await payPage.waitForLoadState();
  await expect(payPage.getByRole('heading', { level: 1 })).toBeVisible();
  await payPage.getByRole('button', { name: '确认支付' }).click();
  return payPage;
}

/**
 * Pays a QR or cools order on its pay page in a new tab, as the viewer's phone would, and closes
 * the tab once the pay page says so (closing it mid-submit could lose the payment).
 */
async function payInNewTab(context: BrowserContext, link: Locator) {
  const payTab = await confirmInNewTab(context, link);
  await expect(payTab.getByRole('status')).toHaveText('支付成功');
  await payTab.close();
}

const payPanel = (scope: Page | Locator) => scope.getByRole('region', { name: '支付' });

/** The site's panel learns the payment by polling pay/result (every 2 s). */
const expectPaid = (panel: Locator) =>
  expect(panel.getByRole('status')).toContainText('支付成功', { timeout: 10_000 });

/** Epoch seconds as the site shows a date (China's calendar). */
const chinaDay = (epochSeconds: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(epochSeconds * 1000);

/** /vip with a new buyer signed in: the page's checkout and payment panel. */
async function vipPageOfNewBuyer(page: Page, request: APIRequestContext) {
  const buyer = await newBuyer(page, request);
  await page.goto('/vip');
  await expect(page).toHaveTitle('星河影视 - VIP会员');
  const checkout = page.locator('main');
  return {
    buyer,
    checkout,
    panel: payPanel(checkout),
    payButton: checkout.getByRole('button', { name: /^立即支付/ }),
  };
}

test.describe('VIP purchase', () => {
  test.beforeEach(() => test.setTimeout(90_000));

  test('the locked best line opens the VIP dialog; an Alipay QR payment unlocks it without a reload', async ({
    page,
    context,
    request,
  }) => {
    await muteVideos(page);
    const buyer = await newBuyer(page, request);
    await page.goto(`/vod/play-official/${TOP_FILM}/1`);
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

    await payInNewTab(context, panel.getByRole('link', { name: '打开支付页面' }));
    await expectPaid(panel);
    await expectExtendedBy(request, buyer, DAYS.月卡);
    await expect(panel).toContainText(`VIP有效期至${chinaDay(buyer.expiry)}`);
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

  test('cools on /vip: the address is shown; a cancelled order cannot be paid, another one is', async ({
    page,
    context,
    request,
  }) => {
    const { buyer, checkout, panel, payButton } = await vipPageOfNewBuyer(page, request);
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
      headers: { token: buyer.token },
      data: { orderId: cancelledPath.split('/').pop() },
    });
    expect((await result.json()).data.status).toBe('cancelled');
    const refused = await request.post(cancelledPath, { form: {} });
    expect(await refused.text()).toContain('订单已取消');
    expect(await expiryOf(request, buyer.token)).toBe(0);

    await payButton.click();
    await expect(panel.locator('code')).toHaveText(/^\S{20,}$/);
    await payInNewTab(context, panel.getByRole('link', { name: '打开支付页面' }));
    await expectPaid(panel);
    await expectExtendedBy(request, buyer, DAYS.周卡);
  });

  test('a WeChat QR payment on /vip is seen by polling, twice, and the VIP card shows the expiry', async ({
    page,
    context,
    request,
    isMobile,
  }) => {
    const { buyer, checkout, panel } = await vipPageOfNewBuyer(page, request);
    for (const pkg of ['周卡', '季卡'] as const) {
      await startPayment(checkout, pkg, /微信支付/);
      await expect(panel.getByRole('img', { name: /微信支付支付二维码/ })).toBeVisible();
      await payInNewTab(context, panel.getByRole('link', { name: '打开支付页面' }));
      await expectPaid(panel);
      await expectExtendedBy(request, buyer, DAYS[pkg]);
      await expect(checkout).toContainText(`VIP有效期至${chinaDay(buyer.expiry)}`);
      await panel.getByRole('button', { name: '完成' }).click();
    }

    if (!isMobile) {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'VIP会员' }).hover();
      await expect(page.getByText(`VIP有效期至${chinaDay(buyer.expiry)}`)).toBeVisible();
    }
  });

  test('PayPal and 银行卡 send the viewer back to /vip?orderId=; a replayed payment changes nothing', async ({
    page,
    context,
    request,
  }) => {
    const { buyer, checkout, panel } = await vipPageOfNewBuyer(page, request);
    let lastPayPath = '';
    for (const [pkg, method, label] of [
      ['季卡', /PayPal/, '前往PayPal支付'],
      ['月卡', /银行卡/, '前往银行卡支付'],
    ] as const) {
      await startPayment(checkout, pkg, method);
      const link = panel.getByRole('link', { name: label });
      await expect(link).toHaveAttribute('href', /\/__dev\/pay\//);
      lastPayPath = new URL((await link.getAttribute('href')) ?? '').pathname;
      const payTab = await confirmInNewTab(context, link);
      await expect(payTab).toHaveURL(/\/vip\?orderId=/);
      await expectPaid(payPanel(payTab.locator('main')));
      await payTab.close();
      // The page that sent the viewer off learns it too.
      await expectPaid(panel);
      await expectExtendedBy(request, buyer, DAYS[pkg]);
      await panel.getByRole('button', { name: '完成' }).click();
    }

    const replay = await request.post(lastPayPath, { form: {} });
    expect(await replay.text()).toContain('订单已支付');
    await page.goto(lastPayPath);
    await expect(page.getByRole('status')).toHaveText('订单已支付');
    await expect(page.getByRole('button', { name: '确认支付' })).toHaveCount(0);
    expect(await expiryOf(request, buyer.token)).toBe(buyer.expiry);
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
