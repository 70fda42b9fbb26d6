import type { ApiResult } from '@xinghe/contracts/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerController, type PlayerDeps } from './controller';
import type { EngineOptions, MediaEngine } from './engine';
import type { LineRequest, PlayInfo } from './types';

const lines: PlayInfo['lines'] = [
  {
    key: 'official',
    name: '官方线路',
    official: true,
    vip: false,
    qualities: [
      { key: '720p', label: '蓝光', vip: true },
      { key: '360p', label: '标清', vip: false },
    ],
  },
  { key: 'bluray', name: '蓝光线路', official: true, vip: true, qualities: [] },
  { key: 'third1', name: '线路二', official: false, vip: false, qualities: [] },
  { key: 'third2', name: '线路三', official: false, vip: false, qualities: [] },
];

const info = (line: string, quality = '360p', extra: Partial<PlayInfo> = {}): PlayInfo => ({
  id: 'Ab12',
  ep: 1,
  lines,
  line,
  quality,
  playlist: `/api/media/vod/${line}/12/1/${quality}/index.m3u8`,
  mediaToken: 'ok',
  ...extra,
});
const okReply = (data: PlayInfo): ApiResult<PlayInfo> => ({ ok: true, code: 0, msg: 'ok', data });
const refused = (code: number, msg = '开通VIP即可观看蓝光画质'): ApiResult<PlayInfo> => ({
  ok: false,
  code,
  msg,
});

/** A <video> jsdom can drive: play and pause flip `paused` and fire the events browsers fire. */
function fakeVideo() {
  const video = document.createElement('video');
  let paused = true;
  Object.defineProperty(video, 'paused', { get: () => paused });
  video.play = vi.fn(async () => {
    paused = false;
    video.dispatchEvent(new Event('playing'));
  });
  video.pause = vi.fn(() => {
    paused = true;
    video.dispatchEvent(new Event('pause'));
  });
  return video;
}

function setup(replies: (request: LineRequest) => ApiResult<PlayInfo>, vip = false) {
  const loads: { url: string; startAt: number }[] = [];
  let fail: EngineOptions['onFatal'] = () => undefined;
  const engine: MediaEngine = {
    kind: 'hls.js',
    load: (url, startAt) => void loads.push({ url, startAt }),
    destroy: vi.fn(),
  };
  const requests: LineRequest[] = [];
  const deps: PlayerDeps = {
    requestLine: vi.fn(async (request: LineRequest) => {
      requests.push(request);
      return replies(request);
    }),
    // The media token of the reply stands in for the whole signature.
    signUrl: (path, mediaToken) => `${path}?sign=${mediaToken}`,
    isVip: () => vip,
    onVipRequired: vi.fn(),
    onPlayStart: vi.fn(),
    onDownload: vi.fn(),
    progress: { update: vi.fn(), flush: vi.fn() },
    createEngine: async (_video, options) => {
      fail = options.onFatal;
      return engine;
    },
  };
  const controller = new PlayerController(deps);
  const video = fakeVideo();
  controller.attach(video, null);
  return {
    controller,
    deps,
    loads,
    requests,
    video,
    fatal: (status?: number) => fail({ status, details: 'x' }),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('the player controller', () => {
  it('asks for the line, signs the playlist and plays it from the resume position', async () => {
    const { controller, loads, requests, deps } = setup(() => okReply(info('official')));
    await controller.open('Ab12', 1, { startAt: Promise.resolve(42) });
    expect(requests).toEqual([{ id: 'Ab12', ep: 1, line: undefined, quality: undefined }]);
    expect(loads).toEqual([
      { url: '/api/media/vod/official/12/1/360p/index.m3u8?sign=ok', startAt: 42 },
    ]);
    expect(controller.state).toMatchObject({ line: 'official', quality: '360p', resumeAt: 42 });
    expect(controller.state.status).toBe('playing');
    expect(deps.onPlayStart).toHaveBeenCalledWith({ id: 'Ab12', ep: 1, line: 'official' });
  });

  it('switches line keeping the position', async () => {
    const { controller, loads, video } = setup((r) => okReply(info(r.line ?? 'official')));
    await controller.open('Ab12', 1);
    video.currentTime = 5;
    controller.switchLine('third1');
    await settle();
    expect(loads.at(-1)).toEqual({
      url: '/api/media/vod/third1/12/1/360p/index.m3u8?sign=ok',
      startAt: 5,
    });
    expect(controller.state.line).toBe('third1');
  });

  it('keeps VIP lines, qualities, speeds and downloads from a non-VIP: the VIP dialog instead', async () => {
    const { controller, deps, requests, video } = setup(() => okReply(info('official')));
    await controller.open('Ab12', 1);
    controller.switchLine('bluray');
    controller.switchQuality('720p');
    controller.setRate(2);
    controller.download();
    expect(vi.mocked(deps.onVipRequired).mock.calls).toEqual([
      ['line', 'Ab12'],
      ['quality', 'Ab12'],
      ['speed', 'Ab12'],
      ['download', 'Ab12'],
    ]);
    expect(requests).toHaveLength(1);
    expect(video.playbackRate).toBe(1);
    controller.setRate(1.25);
    expect(video.playbackRate).toBe(1.25);
  });

  it('lets a VIP (per the server: a reply with a download) use 2x and download', async () => {
    const { controller, deps, video } = setup(() =>
      okReply(info('official', '720p', { download: '/api/media/download/12/1.mp4' })),
    );
    await controller.open('Ab12', 1);
    controller.setRate(2);
    expect(video.playbackRate).toBe(2);
    await controller.download();
    expect(deps.onDownload).toHaveBeenCalledWith('/api/media/download/12/1.mp4?sign=ok', {
      id: 'Ab12',
      ep: 1,
    });
    expect(deps.onVipRequired).not.toHaveBeenCalled();
  });

  it('falls back to the next usable line when one fails, naming it meanwhile', async () => {
    const { controller, loads, fatal, video } = setup((r) => okReply(info(r.line ?? 'official')));
    await controller.open('Ab12', 1, { line: 'third2' });
    video.currentTime = 3;
    fatal(404);
    expect(controller.state).toMatchObject({ status: 'error', fallbackLine: '官方线路' });
    await settle();
    expect(loads.at(-1)?.url).toContain('/official/');
    expect(loads.at(-1)?.startAt).toBe(3);
    // Skipped: bluray (VIP only) for this viewer.
    fatal(404);
    expect(controller.state.fallbackLine).toBe('线路二');
    await settle();
    fatal(404);
    await settle();
    fatal(404);
    expect(controller.state).toMatchObject({ status: 'error', fallbackLine: undefined });
  });

  it('tells the app which line replaced a failed one, so the next episode starts on it', async () => {
    const { controller, deps, fatal } = setup((r) => okReply(info(r.line ?? 'official')));
    const onFellBack = vi.fn();
    deps.onFellBack = onFellBack;
    await controller.open('Ab12', 1, { line: 'third2' });
    expect(onFellBack).not.toHaveBeenCalled();
    fatal(404);
    await settle();
    expect(onFellBack).toHaveBeenCalledWith('official', lines);
  });

  it('once a line took over by itself, names the one the viewer was on and the one playing', async () => {
    const { controller, fatal } = setup((r) => okReply(info(r.line ?? 'official')));
    await controller.open('Ab12', 1, { line: 'third2' });
    expect(controller.state.lineSwitched).toBeUndefined();
    fatal(404);
    await settle();
    const from = lines.find((l) => l.key === 'third2')!.name;
    expect(controller.state.lineSwitched).toEqual({ from, to: '官方线路' });
    // Another episode starts without it.
    await controller.open('Ab12', 2, { line: 'official' });
    expect(controller.state.lineSwitched).toBeUndefined();
  });

  it('after a 403 asks for the line again and signs with its fresh media token, once per place', async () => {
    let issued = 0;
    const { controller, loads, fatal, requests, video } = setup((r) =>
      okReply(info(r.line ?? 'official', r.quality, { mediaToken: `media-${++issued}` })),
    );
    await controller.open('Ab12', 1);
    video.currentTime = 40;
    fatal(403);
    await settle();
    expect(requests.at(-1)).toEqual({ id: 'Ab12', ep: 1, line: 'official', quality: '360p' });
    expect(loads.map((l) => l.url)).toEqual([
      '/api/media/vod/official/12/1/360p/index.m3u8?sign=media-1',
      '/api/media/vod/official/12/1/360p/index.m3u8?sign=media-2',
    ]);
    expect(loads.at(-1)?.startAt).toBe(40);
    expect(controller.state.fallbackLine).toBeUndefined();
    // Played on (a long film outlives its media token): refused again, a fresh token again.
    controller.state.currentTime = 0;
    video.currentTime = 1900;
    fatal(403);
    await settle();
    expect(loads.at(-1)?.url).toContain('?sign=media-3');
    expect(controller.state.fallbackLine).toBeUndefined();
    // Refused again at the same place: this line refuses the viewer, the next one is tried.
    fatal(403);
    expect(controller.state.fallbackLine).toBe('线路二');
  });

  it('downloads with the media token of a fresh reply, not the one playing', async () => {
    let issued = 0;
    const download = '/api/media/download/12/1.mp4';
    const { controller, deps } = setup(() =>
      okReply(info('official', '720p', { download, mediaToken: `media-${++issued}` })),
    );
    await controller.open('Ab12', 1);
    await controller.download();
    expect(deps.onDownload).toHaveBeenCalledWith(`${download}?sign=media-2`, { id: 'Ab12', ep: 1 });
  });

  it('opens the default line when the remembered one is refused (402), and locks a VIP-only title', async () => {
    const first = setup((r) => (r.line === 'bluray' ? refused(402) : okReply(info('official'))));
    await first.controller.open('Ab12', 1, { line: 'bluray' });
    expect(first.requests.map((r) => r.line)).toEqual(['bluray', undefined]);
    expect(first.controller.state.line).toBe('official');

    const locked = setup(() => refused(402));
    await locked.controller.open('Ab12', 1);
    expect(locked.controller.state.status).toBe('vip-locked');
    expect(locked.loads).toEqual([]);
  });

  it('on the play-thrid route asks for a third-party line when the server chose an official one', async () => {
    const { controller, requests } = setup((r) => okReply(info(r.line ?? 'official')));
    await controller.open('Ab12', 1, { preferThirdParty: true });
    expect(requests.map((r) => r.line)).toEqual([undefined, 'third1']);
    expect(controller.state.line).toBe('third1');
  });

  it('shows buffering once started, pauses and ends, saving progress on pause and at the end', async () => {
    const { controller, video, deps } = setup(() => okReply(info('official')));
    await controller.open('Ab12', 1);
    Object.defineProperty(video, 'duration', { value: 600, configurable: true });
    video.currentTime = 42;
    video.dispatchEvent(new Event('waiting'));
    expect(controller.state.status).toBe('buffering');
    video.dispatchEvent(new Event('playing'));
    expect(controller.state.status).toBe('playing');
    video.pause();
    expect(controller.state.status).toBe('paused');
    expect(deps.progress.update).toHaveBeenLastCalledWith({
      mid: 'Ab12',
      ep: 1,
      position: 42,
      duration: 600,
    });
    expect(deps.progress.flush).toHaveBeenCalled();
    video.dispatchEvent(new Event('ended'));
    expect(controller.state.status).toBe('ended');
    expect(deps.onPlayStart).toHaveBeenCalledTimes(1);
  });

  it('drops the reply of an episode the viewer already left', async () => {
    let answer: (reply: ApiResult<PlayInfo>) => void = () => undefined;
    const { controller, loads, deps } = setup(() => okReply(info('official')));
    vi.mocked(deps.requestLine).mockImplementationOnce(
      () => new Promise((resolve) => (answer = resolve)),
    );
    const slow = controller.open('Ab12', 1);
    await controller.open('Ab12', 2);
    answer(okReply(info('third1')));
    await slow;
    expect(loads).toHaveLength(1);
    expect(controller.state.line).toBe('official');
  });
});
