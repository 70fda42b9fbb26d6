import type { SourceTitle } from '@xinghe/contracts/client';
import { afterEach, describe, expect, it } from 'vitest';
import { localStore } from '../storage';
import { sourceEpisodes, sourceLinesFor, sourcePlayInfo } from './sourceLines';
import {
  saveSourceProgress,
  SOURCE_RESUME_CAP,
  SOURCE_RESUME_KEY,
  sourceStoppedAt,
} from './sourceResume';
import { sourceResumeAt } from './sourceDeps';

const episode = (n: number, relayed = false) => ({
  name: `第${n}集`,
  media: {
    url: relayed ? `/user/source/relay/7?u=${n}` : `https://cdn.example.com/${n}.m3u8`,
    relayed,
  },
});
const title: SourceTitle = {
  sourceId: 7,
  sourceName: '苹果CMS',
  itemId: '101',
  name: '星河漫游',
  pic: '',
  remarks: '',
  year: '',
  desc: '',
  lines: [
    { name: '量子', episodes: [episode(1), episode(2)] },
    { name: '备用', episodes: [episode(1, true), episode(2, true), episode(3, true)] },
  ],
};

afterEach(() => localStore.remove(SOURCE_RESUME_KEY));

describe("a source's title in the player", () => {
  it('offers for an episode the lines that have it, free and third-party, without qualities', () => {
    expect(sourceLinesFor(title, 2).map((l) => [l.key, l.name, l.vip, l.official])).toEqual([
      ['line1', '量子', false, false],
      ['line2', '备用', false, false],
    ]);
    expect(sourceLinesFor(title, 3).map((l) => l.key)).toEqual(['line2']);
  });

  it("plays the chosen line's address as it is (a relayed one is a same-origin path)", () => {
    const reply = sourcePlayInfo(title, 's7-101', 2, 'line2');
    expect(reply.ok && reply.data).toMatchObject({
      line: 'line2',
      playlist: '/user/source/relay/7?u=2',
      mediaToken: '',
    });
  });

  it('opens an episode the kept line lacks on the first line that has it', () => {
    const reply = sourcePlayInfo(title, 's7-101', 3, 'line1');
    expect(reply.ok && reply.data.line).toBe('line2');
    expect(sourcePlayInfo(title, 's7-101', 4).ok).toBe(false);
  });

  it("lists the longest line's episodes, named as the source names them", () => {
    expect(sourceEpisodes(title)).toEqual([
      { ep: 1, title: '第1集' },
      { ep: 2, title: '第2集' },
      { ep: 3, title: '第3集' },
    ]);
  });
});

describe('resuming a source title in this browser', () => {
  it('resumes the episode where the viewer stopped, not another one', () => {
    saveSourceProgress({ mid: 's7-101', ep: 2, position: 95, duration: 1200 });
    expect(sourceResumeAt('s7-101', 2)).toBe(95);
    expect(sourceResumeAt('s7-101', 1)).toBe(0);
    expect(sourceResumeAt('s7-102', 2)).toBe(0);
  });

  it('keeps one entry per item, the newest first, up to the cap', () => {
    for (let i = 0; i <= SOURCE_RESUME_CAP; i++) {
      saveSourceProgress({ mid: `s7-${i}`, ep: 1, position: 30, duration: 600 });
    }
    saveSourceProgress({ mid: `s7-${SOURCE_RESUME_CAP}`, ep: 2, position: 40, duration: 600 });
    const stored = localStore.getJson(SOURCE_RESUME_KEY) as unknown[];
    expect(stored).toHaveLength(SOURCE_RESUME_CAP);
    expect(sourceStoppedAt(`s7-${SOURCE_RESUME_CAP}`)).toMatchObject({ ep: 2, position: 40 });
    expect(sourceStoppedAt('s7-0')).toBeNull();
  });

  it('reads nothing from storage it does not understand', () => {
    localStore.set(SOURCE_RESUME_KEY, '{"not":"a list"}');
    expect(sourceStoppedAt('s7-101')).toBeNull();
  });
});
