import type { Page } from '@playwright/test';
import { registerByApi, uniqueEmail } from './support/registerByApi';
import { expect, test } from './support/test';
import { PHONE } from './support/tags';

/**
 * 我的片源 through the host and the mock, in a real browser: a user reaches the page from the
 * user menu (desktop) or the user page (phone), sees refusals in the form (javascript: in the
 * browser, a private address from the server), adds, edits, checks and deletes a source. The
 * source's host is in the reserved .invalid domain, so the check fails fast without the internet.
 */

test.beforeEach(() => test.setTimeout(90_000));

const SOURCE_URL = 'https://cdn.xinghe.invalid/live/index.m3u8';

async function openSources(page: Page, phone: boolean) {
  await page.goto('/');
  if (phone) {
    await page.goto('/userinfo');
    await page.getByRole('link', { name: '我的片源' }).click();
  } else {
    await page.getByRole('button', { name: /^账户：/ }).click();
    await page.getByRole('menuitem', { name: '我的片源' }).click();
  }
  await expect(page).toHaveURL(/\/source$/);
  await expect(page).toHaveTitle('星河影视 - 我的片源');
}

test(
  'a user adds, edits, checks and removes a source; refusals show in the form',
  { tag: PHONE },
  async ({ page, request }, testInfo) => {
    const { token } = await registerByApi(request, uniqueEmail('sources'));
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await openSources(page, testInfo.project.name === 'phone');
    await expect(page.getByText('还没有片源，点“添加片源”开始吧')).toBeVisible();

    const dialog = page.getByRole('dialog');
    await test.step('refusals: a script URL in the browser, a private address by the server', async () => {
      await page.getByRole('button', { name: '添加片源' }).click();
      await dialog.getByLabel('名称').fill('我的直播');
      await dialog.getByRole('textbox', { name: '地址' }).fill('javascript:alert(document.cookie)');
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog.getByText('只支持 http 或 https 链接', { exact: true })).toBeVisible();

      await dialog.getByRole('textbox', { name: '地址' }).fill('http://192.168.1.1/live.m3u8');
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('不能使用本机、内网或保留地址');
      await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    });

    await test.step('add', async () => {
      await dialog.getByRole('textbox', { name: '地址' }).fill(SOURCE_URL);
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(SOURCE_URL)).toBeVisible();
      await expect(page.getByRole('button', { name: '编辑“我的直播”' })).toBeVisible();
    });

    await test.step('edit', async () => {
      await page.getByRole('button', { name: '编辑“我的直播”' }).click();
      await expect(dialog.getByLabel('名称')).toHaveValue('我的直播');
      await dialog.getByLabel('名称').fill('体育直播');
      await dialog.getByLabel('公开分享（其他用户可通过分享ID导入）').check();
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: '编辑“体育直播”' })).toBeVisible();
      await expect(page.getByText(/分享ID：\d+/)).toBeVisible();
    });

    await test.step('check: the server cannot reach the host and says why', async () => {
      await page.getByRole('button', { name: '检测“体育直播”是否可用' }).click();
      await expect(page.getByText(/^不可用：/)).toBeVisible({ timeout: 15_000 });
    });

    await test.step('delete, after confirming', async () => {
      await page.getByRole('button', { name: '删除“体育直播”' }).click();
      await dialog.getByRole('button', { name: '取消' }).click();
      await expect(page.getByRole('button', { name: '编辑“体育直播”' })).toBeVisible();
      await page.getByRole('button', { name: '删除“体育直播”' }).click();
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(page.getByText('还没有片源，点“添加片源”开始吧')).toBeVisible();
    });
  },
);
