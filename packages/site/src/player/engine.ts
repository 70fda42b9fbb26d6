/**
 * Puts an HLS stream into the ui's <video>: hls.js (its light build, loaded only here, so only the
 * player routes download it) wherever Media Source Extensions play H.264/AAC, native HLS where they
 * do not (older iPhones). hls.js is preferred even where the browser also claims native HLS
 * (Chromium now answers "maybe"): it reports which request failed with which HTTP status, which is
 * what line fallback needs, and its buffering is the same on every browser.
 */
import type HlsType from 'hls.js';
import type { ErrorData, HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration } from 'hls.js';
import type { PlaylistLoaderContext } from 'hls.js';

export type EngineKind = 'hls.js' | 'native';

/** A stream that stopped for good: the line is broken, stale or refused. */
export interface FatalMediaError {
  /** HTTP status of the failed request when there was one (403 stale or wrong signature, 404). */
  status?: number;
  /** hls.js error details, or `media-error` for the native element's error. */
  details: string;
}

export interface MediaEngine {
  readonly kind: EngineKind;
  /**
   * Starts `url` at `startAt` seconds (0: the beginning). Replaces whatever was loaded. `kept`:
   * the playlist's text fetched ahead (prefetchedMedia.ts), read instead of asking again.
   */
  load(url: string, startAt: number, kept?: Promise<string | null> | null): void;
  destroy(): void;
}

export interface EngineOptions {
  onFatal: (error: FatalMediaError) => void;
}

const HLS_MIME = 'application/vnd.apple.mpegurl';
const H264_AAC = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

/** MSE (or Safari's ManagedMediaSource) that can play H.264/AAC, checked without loading hls.js. */
export function mseSupported(): boolean {
  const scope = globalThis as unknown as {
    ManagedMediaSource?: typeof MediaSource;
    MediaSource?: typeof MediaSource;
  };
  const source = scope.ManagedMediaSource ?? scope.MediaSource;
  return typeof source?.isTypeSupported === 'function' && source.isTypeSupported(H264_AAC);
}

export function chooseEngine(video: HTMLVideoElement): EngineKind | null {
  if (mseSupported()) return 'hls.js';
  if (video.canPlayType(HLS_MIME) !== '') return 'native';
  return null;
}

let hlsModule: Promise<typeof HlsType> | null = null;

/** The hls.js chunk, fetched once; pages may call this early to warm it up. */
export function loadHls(): Promise<typeof HlsType> {
  hlsModule ??= import('hls.js/light').then((m) => m.default);
  // A failed chunk load (deploy in between, flaky network) may be retried by the next call.
  hlsModule.catch(() => (hlsModule = null));
  return hlsModule;
}

/**
 * Retries sized for a player that can fall back to another line: a refused (4xx) request is never
 * retried by hls.js; a server error or timeout is retried twice, quickly, before the line counts as
 * failed.
 */
const quickRetry = {
  maxNumRetry: 2,
  retryDelayMs: 300,
  maxRetryDelayMs: 1000,
};

const hlsConfig = (startAt: number): Partial<HlsConfig> => ({
  startPosition: startAt > 0 ? startAt : -1,
  // The first segment (and its init segment) load as soon as the playlist is read, while the
  // browser is still opening the MediaSource, instead of at the first tick after it opened.
  startFragPrefetch: true,
  // Enough ahead for smooth play, little enough that a line switch discards little.
  maxBufferLength: 20,
  backBufferLength: 30,
  manifestLoadPolicy: {
    default: {
      maxTimeToFirstByteMs: 8000,
      maxLoadTimeMs: 10_000,
      timeoutRetry: quickRetry,
      errorRetry: quickRetry,
    },
  },
  playlistLoadPolicy: {
    default: {
      maxTimeToFirstByteMs: 8000,
      maxLoadTimeMs: 10_000,
      timeoutRetry: quickRetry,
      errorRetry: quickRetry,
    },
  },
  fragLoadPolicy: {
    default: {
      maxTimeToFirstByteMs: 8000,
      maxLoadTimeMs: 20_000,
      timeoutRetry: quickRetry,
      errorRetry: quickRetry,
    },
  },
});

/**
 * hls.js's playlist loader, but for `url` the text fetched ahead (prefetchedMedia.ts): asking again
 * would bring segment addresses signed anew, which the segments fetched ahead do not match.
 */
function keptPlaylistLoader(Hls: typeof HlsType, url: string, text: Promise<string | null>) {
  const Base = Hls.DefaultConfig.loader as new (config: HlsConfig) => Loader<PlaylistLoaderContext>;
  // hls.js may ask for the playlist by its address as given or made absolute.
  const absolute = new URL(url, location.href).href;
  return class KeptPlaylistLoader extends Base {
    private gone = false;

    override load(
      context: PlaylistLoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<PlaylistLoaderContext>,
    ) {
      if (new URL(context.url, location.href).href !== absolute) {
        return super.load(context, config, callbacks);
      }
      void text.then((playlist) => {
        if (this.gone) return;
        if (playlist === null) return super.load(context, config, callbacks);
        const now = performance.now();
        const { stats } = this;
        stats.loading = { start: now, first: now, end: now };
        stats.loaded = stats.total = playlist.length;
        callbacks.onSuccess({ url: context.url, data: playlist }, stats, context, null);
      });
    }

    override abort() {
      this.gone = true;
      super.abort();
    }

    override destroy() {
      this.gone = true;
      super.destroy();
    }
  };
}

async function hlsEngine(
  video: HTMLVideoElement,
  { onFatal }: EngineOptions,
): Promise<MediaEngine> {
  const Hls = await loadHls();
  let hls: HlsType | null = null;

  function destroy() {
    hls?.destroy();
    hls = null;
  }

  return {
    kind: 'hls.js',
    load(url, startAt, kept) {
      // A fresh instance per source: nothing of the previous line (levels, errors, buffer) leaks in.
      destroy();
      const config = hlsConfig(startAt);
      if (kept) config.pLoader = keptPlaylistLoader(Hls, url, kept) as HlsConfig['pLoader'];
      const instance = new Hls(config);
      hls = instance;
      let recoveredOnce = false;
      instance.on(Hls.Events.ERROR, (_event, data: ErrorData) => {
        if (!data.fatal || hls !== instance) return;
        // A decode hiccup is worth one recovery in place before giving the line up.
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recoveredOnce) {
          recoveredOnce = true;
          instance.recoverMediaError();
          return;
        }
        destroy();
        onFatal({ status: data.response?.code || undefined, details: data.details });
      });
      instance.attachMedia(video);
      instance.loadSource(url);
    },
    destroy,
  };
}

function nativeEngine(video: HTMLVideoElement, { onFatal }: EngineOptions): MediaEngine {
  let cleanup: (() => void) | null = null;

  function destroy() {
    cleanup?.();
    cleanup = null;
    video.removeAttribute('src');
    video.load();
  }

  return {
    kind: 'native',
    load(url, startAt) {
      cleanup?.();
      const onError = () => onFatal({ details: 'media-error' });
      const onMetadata = () => {
        if (startAt > 0) video.currentTime = startAt;
      };
      video.addEventListener('error', onError);
      video.addEventListener('loadedmetadata', onMetadata, { once: true });
      cleanup = () => {
        video.removeEventListener('error', onError);
        video.removeEventListener('loadedmetadata', onMetadata);
      };
      video.src = url;
    },
    destroy,
  };
}

/** The engine for this browser, or null when it cannot play HLS at all. */
export async function createEngine(
  video: HTMLVideoElement,
  options: EngineOptions,
): Promise<MediaEngine | null> {
  switch (chooseEngine(video)) {
    case 'hls.js':
      return hlsEngine(video, options);
    case 'native':
      return nativeEngine(video, options);
    default:
      return null;
  }
}
