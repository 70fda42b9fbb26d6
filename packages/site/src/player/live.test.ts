/** The controller playing a live channel: live edge, fallback to the edge, nothing saved, no seeking past the edge. */
import type { ApiResult } from '@xinghe/contracts/client';
import { describe, expect, it, vi } from 'vitest';
import { PlayerController, type PlayerDeps } from './controller';
import type { EngineOptions, MediaEngine } from './engine';
import type { LineRequest, PlayInfo } from './types';

const lines: PlayInfo['lines'] = ['line1', 'line2', 'line3'].map((key) => ({
  key,
  name: key,
  official: true,
  vip: false,
  qualities: [{ key: '360p', label: '标清', vip: false }],
}));
const reply = (line: string): ApiResult<PlayInfo> => ({
  ok: true,
  code: 0,
  msg: 'ok',
  data: {
    id: 'cctv3',
    ep: 1,
    lines,
    line,
    quality: '360p',
    playlist: `/api/media/live/${line}/cctv3/index.m3u8`,
    mediaToken: '',
  },
});

function setup() {
  const loads: { url: string; startAt: number }[] = [];
  let fail: EngineOptions['onFatal'] = () => undefined;
  const engine: MediaEngine = {
    kind: 'hls.js',
    load: (url, startAt) => void loads.push({ url, startAt }),
    destroy: vi.fn(),
  };
  const deps: PlayerDeps = {
    requestLine: vi.fn(async (request: LineRequest) => reply(request.line ?? 'line1')),
    signUrl: (path) => path,
    isVip: () => false,
    onVipRequired: vi.fn(),
    progress: { update: vi.fn(), flush: vi.fn() },
    createEngine: async (_video, options) => {
      fail = options.onFatal;
      return engine;
    },
  };
  const controller = new PlayerController(deps);
  const video = document.createElement('video');
  video.play = vi.fn(async () => {
    Object.defineProperty(video, 'paused', { value: false, configurable: true });
    video.dispatchEvent(new Event('playing'));
  });
  controller.attach(video, null);
  return {
    controller,
    deps,
    loads,
    video,
    fatal: (status: number) => fail({ status, details: 'x' }),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the player on a live channel', () => {
  it('starts at the live edge whatever start it is given, and says it is live', async () => {
    const { controller, loads } = setup();
    await controller.open('cctv3', 1, { live: true, startAt: 42 });
    expect(loads).toEqual([{ url: '/api/media/live/line1/cctv3/index.m3u8', startAt: 0 }]);
    expect(controller.state).toMatchObject({ live: true, resumeAt: undefined });
  });

  it('falls back to the next line at the live edge when a line fails', async () => {
    const { controller, loads, video, fatal } = setup();
    await controller.open('cctv3', 1, { live: true });
    video.currentTime = 30;
    fatal(404);
    await settle();
    await settle();
    expect(loads.at(-1)).toEqual({ url: '/api/media/live/line2/cctv3/index.m3u8', startAt: 0 });
    expect(controller.state.line).toBe('line2');
  });

  it('saves no resume position and never seeks past the live edge', async () => {
    const { controller, deps, video } = setup();
    await controller.open('cctv3', 1, { live: true });
    Object.defineProperty(video, 'seekable', {
      value: { length: 1, start: () => 10, end: () => 40 },
    });
    controller.seek(500);
    expect(video.currentTime).toBe(40);
    controller.saveProgress(true);
    expect(deps.progress.update).not.toHaveBeenCalled();
  });
});
