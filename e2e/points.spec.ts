import type { APIRequestContext, Page } from '@playwright/test';
import {
  mailedCode,
  registerByApi,
  TEST_PASSWORD,
  uniqueEmail,
  userOf,
} from './support/registerByApi';
import { expect, test } from './support/test';

/**
 * Points and invites through the host and the mock, in a real browser: the daily check-in
 * once, an invite link followed by a new visitor who registers in the login dialog and pays for
 * VIP, the inviter's count and +100 points, and exchanging 100 points for exactly one more VIP day. Two accounts per
 * project (the mock allows 10 email codes an hour per address; every journey comes from 127.0.0.1).
 */

const DAY = 86_400;

test.beforeEach(() => test.setTimeout(120_000));

const useToken = (page: Page, token: string) =>
  page.evaluate((value) => localStorage.setItem('token', value), token);

const balance = (page: Page) => page.getByRole('region', { name: '当前积分' }).getByText(/^\d+$/);

const events = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)));

/** A paid Alipay order of the user's (API and the dev pay page), so the expiry has a base. */
async function payMonth(request: APIRequestContext, token: string) {
  const created = await request.post('/api/v1/pay/qrcode', {
    headers: { token },
    data: { productId: 1, channel: 'alipay' },
  });
  const { payUrl } = (await created.json()).data as { payUrl: string };
  const paid = await request.post(new URL(payUrl).pathname, { form: {} });
  expect(await paid.text()).toContain('支付成功');
}

test('check in once, invite a friend who registers, exchange the points for exactly one VIP day', async ({
  page,
  request,
  isMobile,
}) => {
  const inviterEmail = uniqueEmail('inviter');
  const inviter = await registerByApi(request, inviterEmail);
  await payMonth(request, inviter.token);
  await page.goto('/');
  await useToken(page, inviter.token);

  await test.step('the daily check-in: once, then the button is done and the server refuses', async () => {
    await page.goto('/points');
    await expect(page).toHaveTitle('星河影视 - 积分');
    await expect(balance(page)).toHaveText('0');
    const checkIn = page.getByRole('button', { name: '签到领10积分' });
    await checkIn.click();
    await expect(balance(page)).toHaveText('10');
    await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
    const again = await request.post('/user/points/checkIn', {
      headers: { token: inviter.token },
      data: {},
    });
    expect(await again.json()).toMatchObject({ code: 409, msg: '今天已经签到过了' });
    await expect(balance(page)).toHaveText('10');
    const names = (await events(page)).map((e) => e[1]);
    expect(names).toContain('points_page');
    // Not enough for a day yet.
    const oneDay = page.getByRole('listitem').filter({ hasText: /^1天VIP/ });
    await expect(oneDay.getByRole('button', { name: '积分不足' })).toBeDisabled();
  });

  let link = '';
  await test.step('/invite shows the link with the invite code, no one invited yet', async () => {
    await page.goto('/invite');
    const field = page.getByRole('textbox', { name: '邀请好友' });
    const origin = new URL(page.url()).origin;
    await expect(field).toHaveValue(`${origin}/invite-h5?invite_id=${inviter.user.inviteCode}`);
    link = await field.inputValue();
    await expect(page.getByRole('img', { name: '邀请链接二维码' })).toBeVisible();
    await page.getByRole('button', { name: '复制链接' }).click();
    await expect(page.getByText('链接已复制')).toBeVisible();
    await expect(page.getByRole('definition').first()).toHaveText('0');
  });

  await test.step('a new visitor follows the link and registers in the login dialog', async () => {
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expect(page.getByText('好友邀请你加入星河影视')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('invite_id'))).toBe(
      inviter.user.inviteCode,
    );
    await page.getByRole('button', { name: '立即注册' }).click();
    const dialog = page.getByRole('dialog');
    const friend = uniqueEmail('friend');
    await dialog.getByLabel('邮箱', { exact: true }).fill(friend);
    await dialog.getByRole('button', { name: '下一步' }).click();
    await expect(dialog.getByRole('heading', { name: '注册账号' })).toBeVisible();
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    const code = await mailedCode(request, friend);
    await dialog.getByLabel('验证码', { exact: true }).fill(code);
    await dialog.getByLabel('设置密码', { exact: true }).fill(TEST_PASSWORD);
    await dialog.getByLabel('确认密码', { exact: true }).fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: '注册并登录' }).click();
    await expect(dialog).toBeHidden();
    // Signed in, the page becomes the friend's own invite page.
    await expect(page.getByRole('textbox', { name: '邀请好友' })).toHaveValue(/invite_id=/);
    // Signing up alone credits nothing: the inviter's points come with the friend's first payment.
    expect((await userOf(request, inviter.token)).points).toBe(10);
    const friendToken = await page.evaluate(() => localStorage.getItem('token'));
    await payMonth(request, friendToken ?? '');
  });

  await test.step('the inviter sees one friend and +100 points, and exchanges 100 for one day', async () => {
    const before = await userOf(request, inviter.token);
    expect(before.points).toBe(110);
    await page.goto('/');
    await useToken(page, inviter.token);
    await page.goto('/invite');
    const stats = page.getByRole('definition');
    await expect(stats.first()).toHaveText('1');
    await expect(stats.nth(1)).toHaveText('100');

    await page.goto('/points');
    await expect(balance(page)).toHaveText('110');
    const oneDay = page.getByRole('listitem').filter({ hasText: /^1天VIP/ });
    await oneDay.getByRole('button', { name: '兑换' }).click();
    await expect(balance(page)).toHaveText('10');
    const after = await userOf(request, inviter.token);
    expect((after.expireTime ?? 0) - (before.expireTime ?? 0)).toBe(DAY);
    // One VIP status: /points and the header's card say the same thing at once, no reload.
    const notice = page.getByRole('status').filter({ hasText: 'VIP有效期至' });
    await expect(notice).toBeVisible();
    const expiry = new Date(((after.expireTime ?? 0) + 8 * 3600) * 1000).toISOString().slice(0, 10);
    await expect(notice).toContainText(`VIP有效期至${expiry}`);
    if (!isMobile) {
      await page.getByRole('button', { name: 'VIP会员' }).hover();
      await expect(page.getByRole('region', { name: 'VIP会员' })).toContainText(
        `VIP有效期至${expiry}`,
      );
    }
    const names = (await events(page)).map((e) => e[1]);
    expect(names).toEqual(expect.arrayContaining(['exchange_click', 'points_completed']));
  });
});

test('a visitor on /points and /invite is asked to log in', async ({ page }) => {
  await page.goto('/points');
  await page.getByRole('main').getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/invite');
  await expect(page.getByText('登录后获取您的专属邀请链接')).toBeVisible();
});
