import { describe, expect, it } from 'vitest';
import { realFieldsDetailFixture, seriesDetailFixture } from '../../fixtures/playback';
import { collectionEpisodes } from './collectionEpisodes';

describe('collectionEpisodes', () => {
  it("lists the first line's videos with the names and lengths the server sends", () => {
    const episodes = collectionEpisodes(seriesDetailFixture);
    const first = seriesDetailFixture.videosGroup[0]!.videos[0]!;
    expect(episodes).toHaveLength(40);
    expect(episodes[0]).toEqual({ ep: 1, title: first.name, duration: first.duration });
  });

  it('names an episode 第N集 when only eporder and purl are sent', () => {
    const episodes = collectionEpisodes(realFieldsDetailFixture);
    expect(episodes.slice(0, 2)).toEqual([
      { ep: 1, title: '第1集' },
      { ep: 2, title: '第2集' },
    ]);
  });

  it('names the one episode of a film 正片', () => {
    const film = {
      isMovie: true,
      videosGroup: [{ name: '线路1', videos: [{ eporder: 1, purl: '/film.m3u8' }] }],
    };
    expect(collectionEpisodes(film)).toEqual([{ ep: 1, title: '正片' }]);
  });

  it('is empty for a title with no line yet', () => {
    expect(collectionEpisodes({ isMovie: false, videosGroup: [] })).toEqual([]);
  });
});
