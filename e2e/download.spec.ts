import { expect, test } from './support/test';

/**
 * /download, /privacy, the side panel, the app-download dialog and the chatbot through the host,
 * in a real browser, on desktop and phone.
 */

test('/download: the phone and TV app pages under a transparent header', async ({
  page,
}, testInfo) => {
  await page.goto('/download');
  await expect(page).toHaveTitle(/下载/);
  await expect(page.locator('header[data-background]')).toHaveAttribute(
    'data-background',
    'transparent',
  );
  await expect(page.getByRole('heading', { name: '星河影视手机版' })).toBeVisible();
  await expect(page.getByRole('link', { name: '立即下载' })).toHaveAttribute(
    'href',
    /phone.*\.apk$/,
  );

  await page.getByRole('tab', { name: '电视版' }).click();
  await expect(page).toHaveURL(/\/download\?app=tv$/);
  await expect(page.getByRole('heading', { name: '星河影视电视版' })).toBeVisible();
  await expect(page.getByRole('link', { name: '立即下载' })).toHaveAttribute('href', /tv.*\.apk$/);
  await expect(page.getByRole('img', { name: '电视版下载二维码' })).toBeVisible();

  const community = page.getByRole('link', { name: '加入官方交流群' });
  await expect(community).toHaveAttribute('target', '_blank');
  await expect(community).toHaveAttribute('href', /^https:\/\//);

  // The header's 下载APP leads here on both layouts.
  if (testInfo.project.name === 'desktop') {
    await page.goto('/movie');
    await page.getByRole('link', { name: '下载APP' }).first().click();
    await expect(page).toHaveURL(/\/download/);
  }
});

test('/privacy: the policy with no header, and a way home', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
  await expect(page.locator('header[data-background]')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '快捷工具' })).toHaveCount(0);
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the side panel opens the app-download dialog and the chatbot, and folds away', async ({
  page,
}) => {
  await page.goto('/movie');
  const panel = page.getByRole('navigation', { name: '快捷工具' });
  await expect(panel).toBeVisible();

  await test.step('下载APP: the dialog, phone first, then TV', async () => {
    await panel.getByRole('button', { name: '下载APP' }).click();
    const dialog = page.getByRole('dialog', { name: '下载APP' });
    await expect(dialog.getByRole('tab', { name: '手机版' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await dialog.getByRole('tab', { name: '电视版' }).click();
    await expect(dialog.getByText('星河影视电视版')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('在线客服: answers from the FAQ and the packages on sale', async () => {
    await panel.getByRole('button', { name: '在线客服' }).click();
    const chat = page.getByRole('region', { name: '星河客服' });
    await chat.getByRole('textbox', { name: '输入你的问题' }).fill('忘记密码了怎么办');
    await chat.getByRole('button', { name: '发送' }).click();
    await expect(chat.getByRole('log')).toContainText('在登录窗口点“忘记密码”');
    await chat.getByRole('button', { name: '直播频道看不了怎么办？' }).click();
    await expect(chat.getByRole('log')).toContainText('500+电视直播');
    // Prices come from the packages on sale.
    await chat.getByRole('textbox', { name: '输入你的问题' }).fill('怎么开通VIP？会员多少钱？');
    await chat.getByRole('button', { name: '发送' }).click();
    await expect(chat.getByRole('log')).toContainText(/月卡 ¥\d+/);
    // No answer: a person is offered.
    await chat.getByRole('textbox', { name: '输入你的问题' }).fill('今天天气怎么样');
    await chat.getByRole('button', { name: '发送' }).click();
    await expect(chat.getByRole('link', { name: '联系人工客服' })).toBeVisible();
    await chat.getByRole('button', { name: '关闭客服' }).click();
    await expect(chat).toBeHidden();
  });

  await test.step('收起, then back; the chatbot keeps its own toggle meanwhile', async () => {
    await panel.getByRole('button', { name: '收起' }).click();
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: '在线客服' }).click();
    await expect(page.getByRole('region', { name: '星河客服' })).toBeVisible();
    await page.getByRole('button', { name: '关闭客服' }).click();
    await page.getByRole('button', { name: '展开快捷工具' }).click();
    await expect(panel).toBeVisible();
  });
});
