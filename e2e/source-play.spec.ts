import type { Page } from '@playwright/test';
import { expectPlaying, muteVideos, videoState } from './support/playback';
import { sourceFixturePort } from './support/ports';
import { registerByApi, uniqueEmail } from './support/registerByApi';
import { expect, test } from './support/test';
import { PHONE } from './support/tags';

/**
 * A viewer's own sources searched and played through the host and the mock, in a real browser:
 * the sources are served on loopback by the source fixture (started by playwright.config.ts, which
 * lets the mock reach it with SOURCE_ALLOW_HOSTS). Its MacCMS API names one title in Traditional
 * characters (北平潛伏風雲), plays one title from its own host (CORS allowed: direct) and another
 * from a host without CORS (relayed by the API); its M3U list has a channel on each; and one of its
 * addresses never answers.
 */

test.beforeEach(() => test.setTimeout(150_000));

const open = `http://127.0.0.1:${sourceFixturePort}`;
const SOURCES = {
  maccms: { name: '我的苹果CMS', url: `${open}/api.php/provide/vod`, type: '苹果CMS 接口' },
  list: { name: '家里的电视', url: `${open}/live.m3u`, type: 'M3U 列表' },
  slow: { name: '不回话的片源', url: `${open}/slow/api.php`, type: '苹果CMS 接口' },
};

/** Adds a source through the /source form, as the viewer does. */
async function addSource(page: Page, source: (typeof SOURCES)[keyof typeof SOURCES]) {
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: '添加片源' }).click();
  await dialog.getByLabel('名称').fill(source.name);
  await dialog.getByRole('textbox', { name: '地址' }).fill(source.url);
  await dialog.getByLabel(source.type).check();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `编辑“${source.name}”` })).toBeVisible();
}

/** To the last moment of the episode, as dragging the progress bar there would. */
async function toTheEnd(page: Page) {
  await page.evaluate(() => {
    const video = document.querySelector('video')!;
    video.currentTime = Math.max(0, video.duration - 0.2);
  });
}

const mySources = (page: Page) => page.getByRole('region', { name: '我的片源', exact: true });

test(
  'a viewer searches their own sources beside the catalogue and plays a title and a channel from them',
  { tag: PHONE },
  async ({ page, request }) => {
    const { token } = await registerByApi(request, uniqueEmail('source-play'));
    await page.addInitScript((value) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', value);
    }, token);
    await muteVideos(page);
    // The page's clock is ours (it runs in real time until paused): a cancelled countdown is shown
    // not to fire by moving it on, never by a sleep.
    await page.clock.install();

    await test.step('adds a MacCMS API, an M3U list and a source that never answers at /source', async () => {
      await page.goto('/source');
      await expect(page.getByText('还没有片源，点“添加片源”开始吧')).toBeVisible();
      // A loopback port other than 80/443: the form leaves it to the server, which allows the fixture.
      for (const source of Object.values(SOURCES)) await addSource(page, source);
    });

    await test.step('a Simplified search finds the Traditional title beside the catalogue', async () => {
      await page.goto(`/search?word=${encodeURIComponent('潜伏')}`);
      const mine = mySources(page);
      const maccms = mine.getByRole('region', { name: SOURCES.maccms.name });
      await expect(maccms.getByRole('link', { name: /北平潛伏風雲/ })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: '“潜伏”的搜索结果' })).toBeVisible();
      await expect(page.getByRole('region', { name: '影视', exact: true })).toBeVisible();
      // The list has no entry of that name; the source that never answers says so in its row.
      await expect(
        mine.getByRole('region', { name: SOURCES.list.name }).getByText('没有找到相关影片'),
      ).toBeVisible();
      await expect(
        mine.getByRole('region', { name: SOURCES.slow.name }).getByText('片源未响应'),
      ).toBeVisible({ timeout: 30_000 });
    });

    await test.step('plays the title from /vod/play-thrid/s{source}-{item}/1', async () => {
      await mySources(page)
        .getByRole('link', { name: /北平潛伏風雲/ })
        .click();
      await expect(page).toHaveURL(/\/vod\/play-thrid\/s\d+-101\/1$/);
      await expect(page.getByRole('heading', { level: 1, name: '北平潛伏風雲' })).toBeVisible();
      await expect(page.getByText(`来自片源“${SOURCES.maccms.name}”`)).toBeVisible();
      await expectPlaying(page);
    });

    await test.step('a series plays on into its next episode after the countdown', async () => {
      await page.goto(`/search?word=${encodeURIComponent('小镇')}`);
      await mySources(page)
        .getByRole('link', { name: /星河小镇的夏天/ })
        .click();
      await expect(page).toHaveURL(/\/vod\/play-thrid\/s\d+-102\/1$/);
      await expectPlaying(page, { by: 0.3 });
      await toTheEnd(page);
      await expect(page.getByText(/秒后播放下一集/)).toBeVisible();
      await expect(page).toHaveURL(/\/vod\/play-thrid\/s\d+-102\/2$/);
      await expectPlaying(page);
      expect((await videoState(page)).error).toBeNull();
    });

    await test.step('a cancelled countdown does not move on', async () => {
      await toTheEnd(page);
      await expect(page.getByText(/秒后播放下一集/)).toBeVisible();
      await page.getByRole('button', { name: '取消', exact: true }).click();
      await expect(page.getByText(/秒后播放下一集/)).toBeHidden();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
      await page.clock.runFor(10_000);
      await expect(page).toHaveURL(/\/vod\/play-thrid\/s\d+-102\/2$/);
      await page.clock.resume();
    });

    await test.step('the M3U list is 我的频道 on /live, and its channel plays', async () => {
      await page.goto('/live');
      await page.getByRole('button', { name: '我的频道', exact: true }).click();
      const list = page.getByRole('region', { name: SOURCES.list.name });
      await list.getByRole('link', { name: /星河音乐台/ }).click();
      await expect(page).toHaveURL(/\/live\/s\d+-1$/);
      await expect(page.getByRole('heading', { level: 1, name: '星河音乐台' })).toBeVisible();
      await expectPlaying(page);
    });
  },
);
