import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { liveMatch } from '../fixtures/sports';
import { activateLocale } from '../i18n/locale';
import { convertArgs, convertContent, loadTraditional, storyContent } from './traditionalContent';

describe('story content in Traditional characters', () => {
  it('converts every string of a fixture, deep, and leaves the fixture as it was', async () => {
    const convert = await loadTraditional();
    const args = { load: { status: 'loaded', data: { match: liveMatch } }, now: 1 };
    const converted = convertContent(args, convert);
    expect(converted.load.data.match.home.name).toBe('星港競技');
    expect(converted.load.data.match.away.name).toBe('銀灣流浪者');
    expect(converted.load.data.match.homeScore).toBe(liveMatch.homeScore);
    expect(converted.load.data.match.competitionUrl).toBe('premier-league');
    expect(liveMatch.home.name).toBe('星港竞技');
  });

  it('keeps callbacks and React elements as they are', async () => {
    const convert = await loadTraditional();
    const onRetry = () => undefined;
    const player = createElement('div', { title: '直播' });
    const converted = convertContent({ onRetry, player, list: ['电视剧'] }, convert);
    expect(converted.onRetry).toBe(onRetry);
    expect(converted.player).toBe(player);
    expect(converted.list).toEqual(['電視劇']);
  });

  it("replaces a render's args in place in zh-TW, and only there", async () => {
    const args: Record<string, unknown> = { title: '热门电影', count: 3 };
    await convertArgs(args);
    expect(args).toEqual({ title: '热门电影', count: 3 });
    await activateLocale('zh-TW');
    try {
      await convertArgs(args);
      expect(args).toEqual({ title: '熱門電影', count: 3 });
      expect(storyContent(liveMatch).round).toBe('第12輪');
    } finally {
      await activateLocale('zh-CN');
    }
  });
});
