/**
 * Helpers of the playback journeys: signing in through the mock's dev login, a muted
 * player, and reading the <video> the way a viewer would notice it (time moving, no error).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const VIP_EMAIL = 'vip@xinghe.test';
export const MEMBER_EMAIL = 'member@xinghe.test';

/** A session token for a test account (the mock's dev-only login, passed on by the host). */
export async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const reply = await request.post('/__dev/login', { data: { email } });
  expect(reply.ok()).toBe(true);
  const body = (await reply.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(0);
  return body.data.token;
}

/**
 * Stores the token where the site reads it, before any script of the page runs (quicker than the
 * login dialog, which the account journeys go through).
 */
export async function signIn(page: Page, request: APIRequestContext, email: string) {
  const token = await tokenFor(request, email);
  await page.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  return token;
}

/** Every video plays muted: the browser may autoplay it, and the test machine stays quiet. */
export async function muteVideos(page: Page) {
  await page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function mutedPlay(this: HTMLMediaElement) {
      this.muted = true;
      return play.call(this);
    };
  });
}

export interface VideoState {
  time: number;
  paused: boolean;
  error: number | null;
  rate: number;
  /** The player frame's state (data-state): playing, buffering, error, ... */
  state: string | null;
}

export function videoState(page: Page): Promise<VideoState> {
  return page.evaluate(() => {
    const video = document.querySelector('video');
    return {
      time: video?.currentTime ?? 0,
      paused: video?.paused ?? true,
      error: video?.error?.code ?? null,
      rate: video?.playbackRate ?? 1,
      state: document.querySelector('[data-state]')?.getAttribute('data-state') ?? null,
    };
  });
}

/**
 * Watches the next stream the video element loads (a line or quality switch) and resolves with
 * the position it starts playing from: the time at the first `playing` after its `loadstart`.
 * Read from the element's own events, so a slow machine cannot mistake the old stream still
 * playing (or the new one's transient 0 before its first seek) for the switched one.
 */
export async function nextStreamStart(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const video = document.querySelector('video');
    const w = window as { nextStreamStart?: number };
    delete w.nextStreamStart;
    video?.addEventListener(
      'loadstart',
      () =>
        video.addEventListener(
          'playing',
          () => {
            w.nextStreamStart = video.currentTime;
          },
          { once: true },
        ),
      { once: true },
    );
  });
  return async () => {
    let start: number | undefined;
    await expect
      .poll(
        async () => {
          start = await page.evaluate(
            () => (window as { nextStreamStart?: number }).nextStreamStart,
          );
          return start !== undefined;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    return start ?? 0;
  };
}

/**
 * The picture moves on: currentTime grows by `by` seconds, with no media error on the way.
 * Timeouts are generous on purpose: how fast playback starts is the benchmark's business
 * (scripts/bench/playback.mjs), and a shared test machine may be slow.
 */
export async function expectPlaying(page: Page, { by = 0.8, timeout = 15_000 } = {}) {
  const start = (await videoState(page)).time;
  await expect
    .poll(
      async () => {
        const now = await videoState(page);
        expect(now.error, 'media error').toBeNull();
        return now.time - start;
      },
      { timeout },
    )
    .toBeGreaterThan(by);
}

/**
 * Puts playback at `seconds` the way a viewer dragging the progress bar would, once the video
 * plays, and waits until it plays on from there. Journeys that need a position a few seconds in
 * seek to it rather than wait for it: on a busy machine the video may play at a tenth of its speed.
 */
export async function playFrom(page: Page, seconds: number) {
  await expectPlaying(page, { by: 0.1 });
  await rewind(page, seconds);
  await playUntil(page, seconds);
}

/** Waits until the video has played past `seconds`. */
export async function playUntil(page: Page, seconds: number, timeout = 60_000) {
  await expect
    .poll(async () => (await videoState(page)).time, { timeout })
    .toBeGreaterThan(seconds);
}

/** Moves the pointer over the player so its auto-hiding controls show. */
export async function wakeControls(page: Page) {
  const box = await page.locator('video').boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
}

/**
 * Moves playback to `seconds` (back, or far ahead: episodes run their full length), as a viewer
 * dragging the progress bar would.
 */
export async function rewind(page: Page, seconds = 0.5) {
  await page.evaluate((to) => {
    const video = document.querySelector('video');
    if (video) video.currentTime = to;
  }, seconds);
}

/**
 * Records every player overlay and notice that appears (its kind and text), from before the
 * page's first script: short-lived ones (the resume toast, the line fallback notice) are seen
 * however slow the test is.
 */
export async function recordOverlays(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __overlays: string[] }).__overlays = seen;
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('[data-overlay], [data-notice]')) {
        const kind = element.getAttribute('data-overlay') ?? element.getAttribute('data-notice');
        const entry = `${kind}: ${element.textContent ?? ''}`;
        if (!seen.includes(entry)) seen.push(entry);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

export function overlaysSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __overlays?: string[] }).__overlays ?? []);
}
