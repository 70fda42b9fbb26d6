import { CHANNEL_SLUG_PATTERN, LIVE_GROUPS } from '@xinghe/contracts';
import { describe, expect, it } from 'vitest';
import { allChannels, channelById, channelByNumber, FREE_CHANNEL_COUNT } from './catalogue';
import { chinaDate, dayGuide, hasGuide, nowAndNext } from './guide';
import { shortName } from './logo';
import { sportsChannelIds } from './index';

describe('the live catalogue', () => {
  it('has more than 520 channels with unique names and slugs in every group, numbers from 1', () => {
    const channels = allChannels();
    expect(channels.length).toBeGreaterThan(520);
    expect(new Set(channels.map((c) => c.name)).size).toBe(channels.length);
    expect(new Set(channels.map((c) => c.id)).size).toBe(channels.length);
    expect(channels.every((c) => new RegExp(CHANNEL_SLUG_PATTERN).test(c.id))).toBe(true);
    expect(channels.map((c) => c.n)).toEqual(channels.map((_, i) => i + 1));
    expect(new Set(channels.map((c) => c.group))).toEqual(new Set(LIVE_GROUPS));
  });

  it('keeps a small set free and the rest VIP', () => {
    expect(
      allChannels()
        .filter((c) => !c.vip)
        .map((c) => c.id),
    ).toEqual(
      allChannels()
        .slice(0, FREE_CHANNEL_COUNT)
        .map((c) => c.id),
    );
    expect(FREE_CHANNEL_COUNT).toBe(13);
    expect(channelById('cctv12')?.vip).toBe(false);
    expect(channelById('cctv13')?.vip).toBe(true);
    expect(channelById('cctv1')?.name).toBe('CCTV-1 综合');
  });

  it('names the 体育 channels for the sports area', () => {
    const ids = sportsChannelIds();
    expect(ids.length).toBeGreaterThan(20);
    expect(ids.every((id) => channelById(id)?.group === 'sports')).toBe(true);
  });

  it('addresses channels by slugs like the real site, the same on every start', () => {
    const slugOf = (name: string) => allChannels().find((c) => c.name === name)?.id;
    expect(slugOf('CCTV-5+ 体育赛事')).toBe('cctv5plus');
    expect(slugOf('湖南卫视')).toBe('hunan');
    expect(slugOf('东方卫视')).toBe('dongfang');
    expect(slugOf('重庆卫视')).toBe('chongqing');
    expect(slugOf('CCTV-4 欧洲')).toBe('cctv4ouzhou');
    expect(slugOf('陕西都市')).toBe('shanxidushi-2');
    expect(channelByNumber(42)?.id).toBe('hunan');
  });

  it('shortens names for logos', () => {
    expect(shortName('CCTV-5 体育')).toBe('CCTV-5');
    expect(shortName('湖南卫视')).toBe('湖南');
  });
});

describe('programme guides', () => {
  const channel = channelById('cctv1')!;
  /** 2026-11-24 14:30 in China. */
  const now = Date.parse('2026-11-24T14:30:00+08:00');

  it('cover the China day without gaps, the same every time', () => {
    const guide = dayGuide(channel, '2026-11-24');
    expect(guide[0]!.start).toBe(Date.parse('2026-11-24T00:00:00+08:00') / 1000);
    expect(guide.at(-1)!.end).toBe(Date.parse('2026-11-25T00:00:00+08:00') / 1000);
    guide.slice(1).forEach((p, i) => expect(p.start).toBe(guide[i]!.end));
    expect(dayGuide(channel, '2026-11-24')).toEqual(guide);
  });

  it('say what is on now and next', () => {
    const { now: on, next } = nowAndNext(channel, now);
    expect(on!.start * 1000).toBeLessThanOrEqual(now);
    expect(on!.end * 1000).toBeGreaterThan(now);
    expect(next!.start).toBe(on!.end);
  });

  it('exist from yesterday to six days ahead', () => {
    expect(chinaDate(now)).toBe('2026-11-24');
    expect(hasGuide('2026-11-23', now)).toBe(true);
    expect(hasGuide('2026-11-30', now)).toBe(true);
    expect(hasGuide('2026-12-01', now)).toBe(false);
    expect(hasGuide('2026-11-22', now)).toBe(false);
    expect(hasGuide('2026-02-30', now)).toBe(false);
  });
});
