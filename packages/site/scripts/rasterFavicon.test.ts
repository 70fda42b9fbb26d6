import sharp from 'sharp';
import type { ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { FAVICON_PNG, rasterFavicon } from './rasterFavicon';

/** What the dev server's middleware sends for `/favicon.png`: the header and the body. */
async function servedIcon() {
  const plugin = rasterFavicon(new URL('../public/favicon.svg', import.meta.url));
  let handler: ((req: unknown, res: unknown, next: (e?: unknown) => void) => void) | undefined;
  const server = { middlewares: { use: (_path: string, fn: typeof handler) => (handler = fn) } };
  (plugin.configureServer as (s: ViteDevServer) => void)(server as unknown as ViteDevServer);
  return new Promise<{ type: string; body: Buffer }>((resolve, reject) => {
    let type = '';
    const res = {
      setHeader: (name: string, value: string) => name === 'Content-Type' && (type = value),
      end: (body: Buffer) => resolve({ type, body }),
    };
    handler!({}, res, reject);
  });
}

describe('scripts/rasterFavicon.ts', () => {
  it('draws the site icon as a real 48 px PNG from the SVG design', async () => {
    expect(FAVICON_PNG).toBe('favicon.png');
    const { type, body } = await servedIcon();
    expect(type).toBe('image/png');
    // The PNG signature: a raster, not the SVG under another name.
    expect([...body.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const { format, width, height } = await sharp(body).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 48, height: 48 });
  });
});
